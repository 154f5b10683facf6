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
        var address = loopback(port: 0)
        try bind(fd, &address)
        return try port(of: fd)
    }

    static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = in_addr_t(UInt32(0x7F00_0001).bigEndian)
        return address
    }

    static func bind(_ fd: Int32, _ address: inout sockaddr_in) throws {
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else { throw SocketError.call("bind") }
    }

    static func port(of fd: Int32) throws -> Int {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard result == 0 else { throw SocketError.call("getsockname") }
        return Int(UInt16(bigEndian: address.sin_port))
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
        var address = FaultSockets.loopback(port: 0)
        try FaultSockets.bind(listener, &address)
        guard listen(listener, 0) == 0 else { throw FaultSockets.SocketError.call("listen") }
        port = try FaultSockets.port(of: listener)
        // Fill the queue (backlog 0 still queues one); a connect that does
        // not complete at once means it is full. Non-blocking, so filling
        // never hangs the test.
        for _ in 0..<8 {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
            guard fd >= 0 else { break }
            fillers.append(fd)
            var target = FaultSockets.loopback(port: port)
            let result = withUnsafePointer(to: &target) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
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
