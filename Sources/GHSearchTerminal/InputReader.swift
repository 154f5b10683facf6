import Foundation

/// What the reader hands to libedit next.
enum InputEvent: Equatable {
    /// A character. `isText` is true for printable text typed between keys
    /// (not part of an escape sequence, not a control character).
    case character(Unicode.Scalar, isText: Bool)
    /// The wake pipe fired (a redraw request, a resize, or both).
    case wake(WakeReason)
    /// The terminal is gone (end of file or a read error).
    case endOfInput
}

/// Reads the terminal for libedit: bytes in batches of one `read(2)`,
/// decoded from UTF-8, and wake-ups from the wake pipe, waiting on both at
/// once with `poll(2)`.
///
/// - Invalid UTF-8 becomes U+FFFD; C1 controls (U+0080–U+009F) are dropped,
///   so they can serve as private keys.
/// - An Escape with nothing after it within `escapeTimeout` becomes
///   `KeyBindingTable.loneEscapeKey`; Escape followed by more is a key
///   sequence (arrows, PageUp, Alt-x) for libedit.
/// - Wake-ups are delivered only between keys, never inside an escape sequence.
final class InputReader {
    /// How long an Escape waits for the rest of a key sequence.
    static let escapeTimeoutMilliseconds: Int32 = 50
    private static let readSize = 4096

    private let inputDescriptor: Int32
    private let waker: LineEditorWaker
    private var bytes: [UInt8] = []
    private var position = 0
    private var decodedQueue: [Unicode.Scalar] = []
    private var decoder = UTF8StreamDecoder()
    private var tracker = EscapeSequenceTracker()
    private(set) var reachedEnd = false

    init(inputDescriptor: Int32, waker: LineEditorWaker) {
        self.inputDescriptor = inputDescriptor
        self.waker = waker
    }

    /// True while characters of the last read batch are still unread.
    var hasPendingInput: Bool {
        position < bytes.count || !decodedQueue.isEmpty
    }

    /// The next character or wake-up, waiting as long as it takes.
    func next() -> InputEvent {
        while !reachedEnd {
            if let scalar = nextScalar() {
                if (0x80...0x9F).contains(scalar.value) { continue }
                let betweenKeys = tracker.isBetweenKeys
                if betweenKeys && scalar == "\u{1B}" && !hasPendingInput
                    && !waitForTerminal(milliseconds: Self.escapeTimeoutMilliseconds) {
                    return .character(KeyBindingTable.loneEscapeKey, isText: false)
                }
                tracker.advance(over: scalar)
                let isText = betweenKeys && scalar.value >= 0x20 && scalar.value != 0x7F
                return .character(scalar, isText: isText)
            }
            switch waitForTerminalOrWake(wakeAllowed: tracker.isBetweenKeys) {
            case .terminal:
                fill()
            case .wake:
                let reason = waker.drain()
                if !reason.isEmpty { return .wake(reason) }
            case .failed:
                reachedEnd = true
            }
        }
        return .endOfInput
    }

    private func nextScalar() -> Unicode.Scalar? {
        while decodedQueue.isEmpty && position < bytes.count {
            decodedQueue = decoder.feed(bytes[position])
            position += 1
        }
        guard !decodedQueue.isEmpty else { return nil }
        return decodedQueue.removeFirst()
    }

    private func fill() {
        var buffer = [UInt8](repeating: 0, count: Self.readSize)
        while true {
            let count = read(inputDescriptor, &buffer, buffer.count)
            if count > 0 {
                bytes = Array(buffer[0..<count])
                position = 0
                return
            }
            if count < 0 && (errno == EINTR || errno == EAGAIN) { return }
            reachedEnd = true  // end of file, or the terminal went away (EIO)
            return
        }
    }

    private enum Readiness { case terminal, wake, failed }

    private func waitForTerminalOrWake(wakeAllowed: Bool) -> Readiness {
        var fds = [
            pollfd(fd: waker.readDescriptor, events: Int16(wakeAllowed ? POLLIN : 0), revents: 0),
            pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let ready = poll(&fds, nfds_t(fds.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return .failed
            }
            // A wake-up goes first: the redraw is cheap and the keys wait.
            if fds[0].revents & Int16(POLLIN) != 0 { return .wake }
            if fds[1].revents != 0 { return .terminal }  // data, or hang-up/error read as such
        }
    }

    /// Waits up to `milliseconds` for terminal input; true when some arrived.
    private func waitForTerminal(milliseconds: Int32) -> Bool {
        var fd = pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&fd, 1, milliseconds)
            if ready < 0 && errno == EINTR { continue }
            return ready > 0
        }
    }
}
