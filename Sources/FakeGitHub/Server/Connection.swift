/// Serves the requests of one connection in turn until it closes.
struct Connection {
    let channel: SocketChannel
    let id: Int
    let server: FakeGitHubServer

    /// Largest request head accepted.
    private static let headLimit = 65_536
    /// Largest request body kept (a GraphQL query and its variables); a
    /// larger one is read past and kept empty.
    static let bodyLimit = 4 << 20

    func run() {
        var buffer: [UInt8] = []
        while true {
            guard let head = readHead(&buffer) else { return }
            guard let body = readBody(of: head, &buffer) else { return }
            let exchange = server.begin(head, body: body, connectionID: id)
            let outcome = AnswerWriter(channel: channel).deliver(
                exchange.answer, latency: exchange.latency, keepAlive: head.keepAlive
            ) { moment in
                server.noteHangUp(sequence: exchange.sequence, at: moment)
            } beforeWrite: { status, bodyBytes, completes in
                server.noteProgress(sequence: exchange.sequence, status: status, bodyBytes: bodyBytes, completes: completes)
            }
            server.finish(sequence: exchange.sequence, outcome: outcome)
            if outcome.close { return }
        }
    }

    /// The next request head, or `nil` when the connection ends (a
    /// malformed head is answered with 400 first).
    private func readHead(_ buffer: inout [UInt8]) -> RequestHead? {
        var searchFrom = 0
        while true {
            if let end = Self.headEnd(in: buffer, from: searchFrom) {
                let head = RequestHead.parse(buffer[0..<end])
                buffer.removeFirst(end + 4)
                if head == nil { rejectMalformed() }
                return head
            }
            if buffer.count > Self.headLimit {
                rejectMalformed()
                return nil
            }
            searchFrom = max(0, buffer.count - 3)
            switch channel.receive(into: &buffer) {
            case .data: continue
            case .closed, .stopping: return nil
            }
        }
    }

    /// The request's body (`Content-Length` framing), read off the
    /// connection so the next request starts in step; nil when the
    /// connection ends first.
    private func readBody(of head: RequestHead, _ buffer: inout [UInt8]) -> [UInt8]? {
        var left = max(0, head.contentLength ?? 0)
        let keeps = left <= Self.bodyLimit
        var body: [UInt8] = []
        while left > 0 {
            if buffer.isEmpty {
                guard case .data = channel.receive(into: &buffer) else { return nil }
            }
            let take = min(left, buffer.count)
            if keeps { body.append(contentsOf: buffer[0..<take]) }
            buffer.removeFirst(take)
            left -= take
        }
        return body
    }

    private func rejectMalformed() {
        let body = GitHubErrorBodies.badRequest
        let text = "HTTP/1.1 400 Bad Request\r\ncontent-type: application/json; charset=utf-8\r\n"
            + "content-length: \(body.utf8.count)\r\nconnection: close\r\n\r\n" + body
        _ = channel.sendAll(Array(text.utf8))
    }

    private static func headEnd(in buffer: [UInt8], from start: Int) -> Int? {
        guard buffer.count >= 4 else { return nil }
        var index = start
        while index + 3 < buffer.count {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 {
                return index
            }
            index += 1
        }
        return nil
    }
}
