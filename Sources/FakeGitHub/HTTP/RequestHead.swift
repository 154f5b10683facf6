/// The request line and header fields of one HTTP/1.x request.
struct RequestHead: Sendable {
    var method: String
    /// The request target exactly as sent, e.g. `/users/a%2Fb/repos?page=2`.
    var target: String
    /// `"HTTP/1.1"` or `"HTTP/1.0"`.
    var version: String
    var headers: HTTPHeaderFields

    /// Whether the connection stays open after the answer (HTTP/1.1
    /// default unless `Connection: close`; HTTP/1.0 only with keep-alive).
    var keepAlive: Bool {
        let tokens = headers.values(named: "Connection")
            .flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: " \t").lowercased() }
        if tokens.contains("close") { return false }
        if version == "HTTP/1.0" { return tokens.contains("keep-alive") }
        return true
    }

    /// The declared body length (a GraphQL query's; other requests of this
    /// API carry none, but a body that is sent must be read past to keep
    /// the connection in step).
    var contentLength: Int? {
        guard let value = headers["Content-Length"] else { return nil }
        return Int(value.trimmingCharacters(in: " \t"))
    }

    /// Parses the head (everything before the blank line), or `nil` when it
    /// is not a well-formed HTTP/1.x request.
    static func parse(_ bytes: ArraySlice<UInt8>) -> RequestHead? {
        let text = String(decoding: bytes, as: UTF8.self)
        var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)[...]
        guard let requestLine = lines.popFirst() else { return nil }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty,
              parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0"
        else { return nil }
        var headers = HTTPHeaderFields()
        for line in lines where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let name = line[..<colon]
            guard !name.isEmpty, !name.contains(" ") else { return nil }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: " \t")
            headers.append(String(name), value)
        }
        return RequestHead(method: String(parts[0]), target: String(parts[1]), version: String(parts[2]), headers: headers)
    }
}

extension Substring {
    func trimmingCharacters(in set: String) -> String {
        var slice = self
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}

extension String {
    func trimmingCharacters(in set: String) -> String {
        self[...].trimmingCharacters(in: set)
    }
}
