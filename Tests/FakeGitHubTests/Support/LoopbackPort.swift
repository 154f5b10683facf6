import FakeGitHub
import Glibc

/// Whether a plain socket (no reuse options) can bind a loopback port.
enum LoopbackPort {
    /// 0 when the bind succeeded (the socket is closed at once), else errno.
    static func bindErrno(_ port: Int) -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return errno }
        defer { close(fd) }
        return LoopbackSocket.bind(fd, port: port) == 0 ? 0 : errno
    }
}
