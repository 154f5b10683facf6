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

    /// Sends `answer` after `latency`; `onHangUp` is called at once when the
    /// client is seen hanging up during a wait.
    func deliver(
        _ answer: Answer, latency: Duration, keepAlive: Bool,
        onHangUp: (ContinuousClock.Instant) -> Void
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

        if latency > .zero, !wait(until: .now + latency) { return outcome }
        let bodyLength = answer.omitBody ? 0 : answer.body.count
        switch answer.delivery {
        case .neverAnswer:
            _ = wait(until: nil)
            outcome.close = true
            return outcome
        case .closeWithoutResponse:
            outcome.close = true
            return outcome
        case .complete:
            outcome.close = !keepAlive
            guard send(head(answer, closing: outcome.close), status: answer.status, body: answer.body, 0..<bodyLength, &outcome) else {
                return outcome
            }
        case .stallAfter(let bytes, let duration):
            outcome.close = !keepAlive
            let cut = min(max(0, bytes), bodyLength)
            guard send(head(answer, closing: outcome.close), status: answer.status, body: answer.body, 0..<cut, &outcome) else {
                return outcome
            }
            guard wait(until: duration.map { .now + $0 }) else { return outcome }
            _ = send([], body: answer.body, cut..<bodyLength, &outcome)
        case .truncateAfter(let bytes):
            outcome.close = true
            let cut = min(max(0, bytes), bodyLength)
            _ = send(head(answer, closing: true), status: answer.status, body: answer.body, 0..<cut, &outcome)
        }
        return outcome
    }

    private func head(_ answer: Answer, closing: Bool) -> [UInt8] {
        var text = "HTTP/1.1 \(answer.status) \(HTTPStatusText.reason(for: answer.status))\r\n"
        var headers = answer.headers
        if headers["content-length"] == nil, answer.status != 304, !(100..<200).contains(answer.status),
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

    /// Sends `head` followed by `range` of the body; `false` when the client is gone.
    private func send(_ head: [UInt8], status: Int = 0, body: Answer.Body, _ range: Range<Int>, _ outcome: inout Outcome) -> Bool {
        if !head.isEmpty {
            let first: [UInt8]
            switch body {
            case .bytes(let bytes) where range.count <= 1 << 20:
                first = head + bytes[range]
            default:
                first = head
            }
            guard channel.sendAll(first) else { return hungUp(&outcome) }
            outcome.status = status
            if first.count > head.count {
                outcome.bodyBytesSent += range.count
                return true
            }
        }
        switch body {
        case .bytes(let bytes):
            var start = range.lowerBound
            while start < range.upperBound {
                let end = min(range.upperBound, start + (1 << 20))
                guard channel.sendAll(bytes[start..<end]) else { return hungUp(&outcome) }
                outcome.bodyBytesSent += end - start
                start = end
            }
        case .repeating(let pattern, _):
            guard !pattern.isEmpty else { return true }
            let block = [UInt8](unsafeUninitializedCapacity: 65_536 + pattern.count) { buffer, count in
                for index in 0..<buffer.count { buffer[index] = pattern[index % pattern.count] }
                count = buffer.count
            }
            var offset = range.lowerBound
            while offset < range.upperBound {
                let phase = offset % pattern.count
                let length = min(65_536, range.upperBound - offset)
                guard channel.sendAll(block[phase..<(phase + length)]) else { return hungUp(&outcome) }
                outcome.bodyBytesSent += length
                offset += length
            }
        }
        return true
    }

    private func hungUp(_ outcome: inout Outcome) -> Bool {
        outcome.hungUpAt = outcome.hungUpAt ?? .now
        outcome.close = true
        return false
    }
}
