import Glibc
import Synchronization

/// While a batch runs, `SIGINT` and `SIGTERM` write its last line (how to
/// resume, `BatchResumeHint`) to standard error, then end the process by
/// the same signal, as it would have ended without the handler (status 130
/// for Ctrl-C). The line is prepared before the handler is installed; the
/// handler only calls `write(2)`, `signal(2)` and `raise(3)`, which are
/// async-signal-safe.
enum BatchInterrupt {
    static let signals: [Int32] = [SIGINT, SIGTERM]

    private static let armed = Atomic<Bool>(false)
    /// The line's bytes and their count, written before `armed` is set.
    private nonisolated(unsafe) static var message: UnsafeMutableBufferPointer<UInt8>?

    /// From now on a `SIGINT` or `SIGTERM` writes `text` first.
    static func install(_ text: String) {
        let bytes = Array(text.utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, bytes.count))
        _ = buffer.initialize(from: bytes)
        message = UnsafeMutableBufferPointer(rebasing: buffer[0..<bytes.count])
        armed.store(true, ordering: .releasing)
        for number in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                BatchInterrupt.handle(number)
            }
            sigemptyset(&action.sa_mask)
            for other in signals { sigaddset(&action.sa_mask, other) }
            action.sa_flags = SA_RESTART
            _ = sigaction(number, &action, nil)
        }
    }

    /// The batch is over (its summary comes next): the signals end the
    /// process without a word again, as before `install`.
    static func uninstall() {
        armed.store(false, ordering: .releasing)
        for number in signals { signal(number, SIG_DFL) }
    }

    private static func handle(_ number: Int32) {
        if armed.exchange(false, ordering: .acquiringAndReleasing), let message, let base = message.baseAddress {
            var offset = 0
            while offset < message.count {
                let written = write(STDERR_FILENO, base + offset, message.count - offset)
                if written > 0 {
                    offset += written
                } else if !(written < 0 && errno == EINTR) {
                    break
                }
            }
        }
        signal(number, SIG_DFL)
        raise(number)
    }
}
