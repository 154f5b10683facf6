import Glibc

/// IPv4 loopback (127.0.0.1) socket addresses, written one way for the
/// fake server's listener and for the tests that stage network faults
/// around it.
public enum LoopbackSocket {
    /// 127.0.0.1:`port` (0: a port the kernel chooses at bind; a port out
    /// of range is clamped).
    public static func address(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(clamping: port)).bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        return address
    }

    /// Binds `fd` to 127.0.0.1:`port`: 0, or -1 with `errno` set.
    public static func bind(_ fd: Int32, port: Int) -> Int32 {
        var address = address(port: port)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
    }

    /// Connects `fd` to 127.0.0.1:`port`: 0, or -1 with `errno` set
    /// (`EINPROGRESS` for a non-blocking socket still connecting).
    public static func connect(_ fd: Int32, port: Int) -> Int32 {
        var address = address(port: port)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
    }

    /// The port `fd` is bound to; nil when the kernel will not say.
    public static func port(of fd: Int32) -> Int? {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return result == 0 ? Int(UInt16(bigEndian: address.sin_port)) : nil
    }
}
