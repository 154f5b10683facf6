/// Puts an `Answer` on the wire the way its delivery says, watching for the
/// client hanging up while it waits.
struct AnswerWriter {
    let channel: SocketChannel

    struct Outcome {
        /// The status, once the head was sent.
        var status: Int?
        var bodyBytesSent = 0
        var hungUpAt: ContinuousClock.Instant?
        /// Whether the connection must be closed after this exchange.
        var close = false
    }

    /// Called just before each write with the status, the body bytes
    /// written once it succeeds, and whether it completes the answer, so the
    /// log is up to date before the client can see the bytes.
    typealias Progress = (_ status: Int, _ bodyBytes: Int, _ completes: Bool) -> Void

    /// Sends `answer` after `latency`; `onHangUp` is called at once when the
    /// client is seen hanging up during a wait.
    func deliver(
        _ answer: Answer, latency: Duration, keepAlive: Bool,
        onHangUp: (ContinuousClock.Instant) -> Void, beforeWrite: Progress
    ) -> Outcome {
        var outcome = Outcome()
        func wait(until deadline: ContinuousClock.Instant?) -> Bool {
            switch channel.waitForHangUp(until: deadline) {
            case .elapsed:
                return true
            case .hungUp:
                let now = ContinuousClock.now
                outcome.hungUpAt = now
                outcome.close = true
                onHangUp(now)
                return false
            case .stopping:
                outcome.close = true
                return false
            }
        }
        func send(head: Bool, _ range: Range<Int>, completes: Bool) -> Bool {
            let headBytes = head ? self.head(answer, closing: outcome.close) : []
            return write(headBytes, answer, range, completes: completes, &outcome, beforeWrite)
        }

        if latency > .zero, !wait(until: .now + latency) { return outcome }
        let bodyLength = answer.omitBody ? 0 : answer.body.count
        switch answer.delivery {
        case .neverAnswer:
            _ = wait(until: nil)
            outcome.close = true
        case .closeWithoutResponse:
            outcome.close = true
        case .complete:
            outcome.close = !keepAlive
            _ = send(head: true, 0..<bodyLength, completes: true)
        case .stallAfter(let bytes, let duration):
            outcome.close = !keepAlive
            let cut = min(max(0, bytes), bodyLength)
            guard send(head: true, 0..<cut, completes: false), wait(until: duration.map { .now + $0 }) else {
                return outcome
            }
            _ = send(head: false, cut..<bodyLength, completes: true)
        case .truncateAfter(let bytes):
            outcome.close = true
            _ = send(head: true, 0..<min(max(0, bytes), bodyLength), completes: false)
        }
        return outcome
    }

    private func head(_ answer: Answer, closing: Bool) -> [UInt8] {
        var text = "HTTP/1.1 \(answer.status) \(HTTPStatusText.reason(for: answer.status))\r\n"
        var headers = answer.headers
        if answer.chunked {
            headers.append("transfer-encoding", "chunked")
        } else if headers["content-length"] == nil, answer.status != 304, !(100..<200).contains(answer.status),
                  answer.status != 204
        {
            headers.append("content-length", String(answer.body.count))
        }
        if closing, headers["connection"] == nil { headers.append("connection", "close") }
        for field in headers {
            text += "\(field.name): \(field.value)\r\n"
        }
        text += "\r\n"
        return Array(text.utf8)
    }

    /// Writes `head` (if any) and `range` of the body, in pieces; `false`
    /// when the client is gone.
    private func write(
        _ head: [UInt8], _ answer: Answer, _ range: Range<Int>, completes: Bool,
        _ outcome: inout Outcome, _ beforeWrite: Progress
    ) -> Bool {
        let pieceSize = 1 << 16
        let terminator: [UInt8] = answer.chunked && completes ? Array("0\r\n\r\n".utf8) : []
        if head.isEmpty && range.isEmpty && terminator.isEmpty {
            if completes { beforeWrite(answer.status, outcome.bodyBytesSent, true) }
            return true
        }
        var block: [UInt8] = []
        if case .repeating(let pattern, _) = answer.body, !pattern.isEmpty {
            block = (0..<(pieceSize + pattern.count)).map { pattern[$0 % pattern.count] }
        }
        // Pieces of at most `pieceSize` body bytes; the head goes with the first.
        var offset = range.lowerBound
        var pendingHead = head
        repeat {
            let end = min(range.upperBound, offset + pieceSize)
            let last = end == range.upperBound
            let body: ArraySlice<UInt8> = switch answer.body {
            case .bytes(let bytes): bytes[offset..<end]
            case .repeating(let pattern, _) where !pattern.isEmpty:
                block[(offset % pattern.count)..<(offset % pattern.count + end - offset)]
            case .repeating: []
            }
            var prefix = pendingHead
            var suffix: [UInt8] = []
            if answer.chunked && !body.isEmpty {
                prefix += Array("\(String(body.count, radix: 16))\r\n".utf8)
                suffix = [13, 10]
            }
            if last { suffix += terminator }
            beforeWrite(answer.status, outcome.bodyBytesSent + body.count, completes && last)
            guard channel.sendAll(prefix, more: !body.isEmpty || !suffix.isEmpty),
                  channel.sendAll(body, more: !suffix.isEmpty),
                  channel.sendAll(suffix)
            else { return hungUp(&outcome) }
            if !pendingHead.isEmpty { outcome.status = answer.status }
            outcome.bodyBytesSent += body.count
            pendingHead = []
            offset = end
        } while offset < range.upperBound
        return true
    }

    private func hungUp(_ outcome: inout Outcome) -> Bool {
        outcome.hungUpAt = outcome.hungUpAt ?? .now
        outcome.close = true
        return false
    }
}
