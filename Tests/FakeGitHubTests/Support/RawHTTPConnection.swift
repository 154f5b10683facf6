import FakeGitHub
import Glibc

/// A minimal HTTP/1.1 client over one raw TCP socket, so tests see exactly
/// what the server puts on the wire (and can reuse or drop the connection).
final class RawHTTPConnection {
    private let fd: Int32
    private var buffer: [UInt8] = []

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init(port: Int, receiveTimeoutSeconds: Int = 20) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket failed") }
        var timeout = timeval(tv_sec: receiveTimeoutSeconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let connected = LoopbackSocket.connect(fd, port: port)
        // No close here: a class whose stored properties are all set runs
        // its deinit when the initialiser throws, and a second close would
        // close whatever socket another test was given the number since.
        guard connected == 0 else { throw Failure(description: "connect failed: \(errno)") }
    }

    deinit {
        Glibc.close(fd)
    }

    /// Sends raw bytes.
    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        let sent = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        guard sent == bytes.count else { throw Failure(description: "send failed") }
    }

    /// Sends a GET (or other) request and reads its response.
    func request(
        _ target: String, method: String = "GET", headers: [(String, String)] = []
    ) throws -> RawHTTPResponse {
        try sendRequest(target, method: method, headers: headers)
        return try readResponse(bodyExpected: method != "HEAD")
    }

    /// Sends a POST with a body (`Content-Length` framing) and reads its response.
    func post(_ target: String, body: String, headers: [(String, String)] = []) throws -> RawHTTPResponse {
        var text = "POST \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: fake-github-tests\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        try send(text + "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body)
        return try readResponse()
    }

    func sendRequest(_ target: String, method: String = "GET", headers: [(String, String)] = []) throws {
        var text = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: fake-github-tests\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        try send(text + "\r\n")
    }

    /// Closes the socket now (the client hanging up).
    func hangUp() {
        shutdown(fd, Int32(SHUT_RDWR))
    }

    /// Reads one response framed by `content-length`, or until close when none.
    func readResponse(bodyExpected: Bool = true) throws -> RawHTTPResponse {
        var response = try readHead()
        let length = bodyExpected && response.status != 304 ? response.header("content-length").flatMap { Int($0) } : 0
        if bodyExpected, response.header("transfer-encoding") == "chunked" {
            response.body = try readChunks()
        } else if let length {
            while buffer.count < length {
                guard try fill() else { throw Failure(description: "closed after \(buffer.count) of \(length) body bytes") }
            }
            response.body = Array(buffer[0..<length])
            buffer.removeFirst(length)
        } else {
            while try fill() {}
            response.body = buffer
            buffer = []
        }
        return response
    }

    /// Reads a response head and then exactly `count` body bytes (for
    /// answers that stall mid-body).
    func readHead(thenBodyBytes count: Int) throws -> RawHTTPResponse {
        var response = try readHead()
        while buffer.count < count {
            guard try fill() else { throw Failure(description: "closed before \(count) body bytes") }
        }
        response.body = Array(buffer[0..<count])
        buffer.removeFirst(count)
        return response
    }

    private func readHead() throws -> RawHTTPResponse {
        var headEnd: Int?
        while headEnd == nil {
            headEnd = find([13, 10, 13, 10])
            if headEnd == nil { guard try fill() else { throw Failure(description: "closed before head") } }
        }
        let end = headEnd ?? 0
        let headText = String(decoding: buffer[0..<end], as: UTF8.self)
        buffer.removeFirst(end + 4)
        var lines = headText.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
            throw Failure(description: "bad status line")
        }
        let headers = lines.map { line -> (String, String) in
            let colon = line.firstIndex(of: ":") ?? line.endIndex
            let value = line[colon...].dropFirst().drop { $0 == " " }
            return (String(line[..<colon]), String(value))
        }
        return RawHTTPResponse(status: status, headers: headers, body: [])
    }

    private func readChunks() throws -> [UInt8] {
        var body: [UInt8] = []
        while true {
            var lineEnd = find([13, 10])
            while lineEnd == nil {
                guard try fill() else { throw Failure(description: "closed in chunk size") }
                lineEnd = find([13, 10])
            }
            let sizeLine = String(decoding: buffer[0..<(lineEnd ?? 0)], as: UTF8.self)
            guard let size = Int(sizeLine, radix: 16) else { throw Failure(description: "bad chunk size \(sizeLine)") }
            buffer.removeFirst((lineEnd ?? 0) + 2)
            while buffer.count < size + 2 {
                guard try fill() else { throw Failure(description: "closed in chunk") }
            }
            guard buffer[size] == 13, buffer[size + 1] == 10 else { throw Failure(description: "chunk not followed by CRLF") }
            body += buffer[0..<size]
            buffer.removeFirst(size + 2)
            if size == 0 { return body }
        }
    }

    /// Whether the server closed the connection (reads EOF).
    func readsEndOfStream() throws -> Bool {
        try !fill()
    }

    private func fill() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if count < 0 { throw Failure(description: "recv failed: \(errno)") }
        if count == 0 { return false }
        buffer.append(contentsOf: chunk[0..<count])
        return true
    }

    private func find(_ pattern: [UInt8]) -> Int? {
        guard buffer.count >= pattern.count else { return nil }
        for index in 0...(buffer.count - pattern.count) where buffer[index] == pattern[0] {
            if Array(buffer[index..<(index + pattern.count)]) == pattern { return index }
        }
        return nil
    }
}

/// One response as it came off the wire.
struct RawHTTPResponse {
    var status: Int
    var headers: [(String, String)]
    var body: [UInt8]

    func header(_ name: String) -> String? {
        headers.first { $0.0.lowercased() == name.lowercased() }?.1
    }

    var text: String {
        String(decoding: body, as: UTF8.self)
    }
}
