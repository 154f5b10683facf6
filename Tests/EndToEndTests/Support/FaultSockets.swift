import FakeGitHub
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Loopback sockets for network faults the fake server cannot stage itself.
enum FaultSockets {
    /// A port on 127.0.0.1 that nothing listens on: bound, then closed.
    static func closedPort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw SocketError.call("socket") }
        defer { close(fd) }
        return try boundPort(fd)
    }

    /// Binds `fd` to an ephemeral loopback port and says which.
    static func boundPort(_ fd: Int32) throws -> Int {
        guard LoopbackSocket.bind(fd, port: 0) == 0 else { throw SocketError.call("bind") }
        guard let port = LoopbackSocket.port(of: fd) else { throw SocketError.call("getsockname") }
        return port
    }

    enum SocketError: Error { case call(String) }
}

/// A listener whose accept queue is full and never drained: Linux drops
/// further SYNs, so a new connection to it hangs until the client's connect
/// timeout (a server that is up but unreachable, without leaving loopback).
final class FullBacklogListener {
    let port: Int
    private let listener: Int32
    private var fillers: [Int32] = []

    init() throws {
        listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw FaultSockets.SocketError.call("socket") }
        port = try FaultSockets.boundPort(listener)
        guard listen(listener, 0) == 0 else { throw FaultSockets.SocketError.call("listen") }
        // Fill the queue (backlog 0 still queues one); a connect that does
        // not complete at once means it is full. Non-blocking, so filling
        // never hangs the test.
        for _ in 0..<8 {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
            guard fd >= 0 else { break }
            fillers.append(fd)
            let result = LoopbackSocket.connect(fd, port: port)
            if result != 0, errno == EINPROGRESS, !FullBacklogListener.connects(fd) { break }
        }
    }

    /// Whether a non-blocking connect completes within a moment.
    private static func connects(_ fd: Int32) -> Bool {
        var poller = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        return poll(&poller, 1, 200) == 1
    }

    deinit {
        for fd in fillers { close(fd) }
        close(listener)
    }

    var url: String { "http://127.0.0.1:\(port)" }
}
