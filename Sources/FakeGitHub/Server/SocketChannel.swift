import Glibc

/// One accepted TCP connection: blocking sends, reads and waits that also
/// wake when the server stops (its wake pipe becomes readable).
struct SocketChannel {
    let fd: Int32
    let wakeFD: Int32

    /// Linux's POLLRDHUP (peer shut its writing side), hidden behind _GNU_SOURCE.
    private static let pollReadHangUp: Int16 = 0x2000

    enum ReadOutcome {
        case data(Int)
        case closed
        case stopping
    }

    enum WaitOutcome {
        case elapsed
        case hungUp
        case stopping
    }

    /// Reads what is available into `buffer` (appending).
    func receive(into buffer: inout [UInt8]) -> ReadOutcome {
        while true {
            var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0), pollfd(fd: wakeFD, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return .closed
            }
            if fds[1].revents != 0 { return .stopping }
            var chunk = [UInt8](repeating: 0, count: 16_384)
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return .closed }
            buffer.append(contentsOf: chunk[0..<count])
            return .data(count)
        }
    }

    /// Waits until `deadline` (forever when `nil`) unless the client hangs
    /// up or the server stops first. Bytes the client sends meanwhile (a
    /// pipelined request) are left unread.
    func waitForHangUp(until deadline: ContinuousClock.Instant?) -> WaitOutcome {
        var watchReadable = true
        while true {
            var timeout: Int32 = -1
            if let deadline {
                let left = ContinuousClock.now.duration(to: deadline)
                if left <= .zero { return .elapsed }
                let milliseconds = left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
                timeout = Int32(clamping: max(1, milliseconds + 1))
            }
            let events = Self.pollReadHangUp | (watchReadable ? Int16(POLLIN) : 0)
            var fds = [pollfd(fd: fd, events: events, revents: 0), pollfd(fd: wakeFD, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                return .hungUp
            }
            if fds[1].revents != 0 { return .stopping }
            let revents = fds[0].revents
            if revents & (Self.pollReadHangUp | Int16(POLLHUP) | Int16(POLLERR) | Int16(POLLNVAL)) != 0 { return .hungUp }
            if revents & Int16(POLLIN) != 0 {
                var probe: UInt8 = 0
                let count = recv(fd, &probe, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
                if count == 0 { return .hungUp }
                if count < 0 && errno != EAGAIN && errno != EINTR { return .hungUp }
                watchReadable = false
            }
        }
    }

    /// Sends every byte; `false` when the peer is gone (or the server
    /// stopped). `more` tells the kernel further bytes follow at once, so a
    /// head and its body leave in the same packets without being copied together.
    func sendAll(_ bytes: UnsafeRawBufferPointer, more: Bool = false) -> Bool {
        guard var base = bytes.baseAddress else { return true }
        var left = bytes.count
        let flags = Int32(MSG_NOSIGNAL) | (more ? Self.messageMore : 0)
        while left > 0 {
            let sent = send(fd, base, left, flags)
            if sent < 0 {
                if errno == EINTR { continue }
                return false
            }
            base += sent
            left -= sent
        }
        return true
    }

    func sendAll(_ bytes: [UInt8], more: Bool = false) -> Bool {
        bytes.withUnsafeBytes { sendAll($0, more: more) }
    }

    func sendAll(_ bytes: ArraySlice<UInt8>, more: Bool = false) -> Bool {
        bytes.withUnsafeBytes { sendAll($0, more: more) }
    }

    /// Linux's MSG_MORE, hidden behind _GNU_SOURCE.
    private static let messageMore: Int32 = 0x8000
}
