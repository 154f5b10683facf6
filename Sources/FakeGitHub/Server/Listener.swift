import Glibc

/// A listening TCP socket on 127.0.0.1.
struct Listener {
    let fd: Int32
    let port: Int

    /// Binds 127.0.0.1:`port` (0 = an ephemeral port) and listens.
    static func open(port: Int) throws(FakeGitHubServerError) -> Listener {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw .socket("socket", errno) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        guard LoopbackSocket.bind(fd, port: port) == 0 else {
            let code = errno
            close(fd)
            throw .socket("bind", code)
        }
        guard listen(fd, 128) == 0 else {
            let code = errno
            close(fd)
            throw .socket("listen", code)
        }
        return Listener(fd: fd, port: LoopbackSocket.port(of: fd) ?? 0)
    }

    /// A socket bound to `port` that never listens, taken right after the
    /// listener there closed, so the port stays taken: connecting to it is
    /// refused at once, and no server started later is given the port (an
    /// ephemeral bind does not share a port with a bound socket, whatever
    /// its options). `SO_REUSEADDR` lets it bind beside the closed
    /// listener's connections in TIME_WAIT. -1 if the kernel would not bind it.
    static func reserve(port: Int) -> Int32 {
        let placeholder = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard placeholder >= 0 else { return -1 }
        var yes: Int32 = 1
        setsockopt(placeholder, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        guard LoopbackSocket.bind(placeholder, port: port) == 0 else {
            close(placeholder)
            return -1
        }
        return placeholder
    }

    /// Waits for the next connection; `nil` when the server stops.
    func accept(wakeFD: Int32) -> Int32? {
        while true {
            var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0), pollfd(fd: wakeFD, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if fds[1].revents != 0 { return nil }
            let client = Glibc.accept(fd, nil, nil)
            if client >= 0 {
                _ = fcntl(client, F_SETFD, FD_CLOEXEC)
                var yes: Int32 = 1
                setsockopt(client, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
                return client
            }
            switch errno {
            case EINTR, EAGAIN, ECONNABORTED: continue
            case EMFILE, ENFILE, ENOBUFS, ENOMEM: usleep(10_000)
            default: return nil
            }
        }
    }
}
