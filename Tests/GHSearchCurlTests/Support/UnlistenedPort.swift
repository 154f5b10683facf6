import FakeGitHub
import Glibc

/// A loopback port that is bound (so nobody else can take it) but not
/// listening: connecting to it is refused at once.
final class UnlistenedPort {
    let port: Int
    private let fd: Int32

    init?() {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        guard LoopbackSocket.bind(fd, port: 0) == 0, let port = LoopbackSocket.port(of: fd) else {
            close(fd)
            return nil
        }
        self.fd = fd
        self.port = port
    }

    deinit {
        close(fd)
    }
}
