import Dispatch
import FoundationEssentials
import Glibc
import GHSearchInteractive
import GHSearchPresent
import GHSearchKeys

/// What the reader hands to libedit next.
enum InputEvent: Equatable {
    /// A character. `isText` is true for printable text typed between keys
    /// (not part of an escape sequence, not a control character).
    case character(Unicode.Scalar, isText: Bool)
    /// A key bound to one of the editor's commands.
    case command(EditorCommand)
    /// A key bound to an action of the view model.
    case action(SearchAction)
    /// A mouse report: the screen's to place (`MouseRouting`).
    case mouse(MouseEvent)
    /// A key bound to one of libedit's editing functions.
    case edit(LineEditorFunction)
    /// The wake pipe fired (a redraw request, a resize, or both).
    case wake(WakeReason)
    /// The last keys of a read came to nothing (keys without a meaning, a
    /// paste's markers) after an event that was handed over while they were
    /// still unread: the reader is about to wait, and what came before them
    /// is complete.
    case batchEnded
    /// The terminal is gone (end of file or a read error).
    case endOfInput
}

/// Reads the terminal for libedit: bytes in batches of one `read(2)`,
/// decoded from UTF-8, and wake-ups from the wake pipe, waiting on both at
/// once with `poll(2)`.
///
/// - Invalid UTF-8 becomes U+FFFD; C1 controls (U+0080–U+009F) are dropped,
///   so they can serve as private keys.
/// - Keys are decoded here (`KeyDecoder`), never by libedit: a key in
///   `meanings` becomes its commands, actions and editing functions, in
///   order (fzf's `ACTION+ACTION`), any other key and
///   any sequence not understood is dropped whole; only text is text.
/// - An Escape, or a sequence cut short, with nothing after it within
///   `escapeDelayMilliseconds` ends there (`ESC` alone is Esc; `ESC ESC`
///   is Esc twice).
/// - Wake-ups are delivered only between keys, never inside an escape sequence.
/// - A bracketed paste (`ESC[200~` … `ESC[201~`, see `ANSI.enableBracketedPaste`)
///   is all text: its line breaks (a run of them) and tabs become spaces (so a paste never
///   submits, clears or opens anything), other controls and key sequences
///   in it are dropped, and the markers themselves never reach libedit.
///   A paste whose end marker never comes (a stray start marker) cannot
///   hold the keyboard: Ctrl-C ends it and is the key it always is, and a
///   terminal silent for `pasteTimeoutMilliseconds` ends it too (a terminal
///   sends a paste in one burst), so Ctrl-D and Esc work again after it.
final class InputReader {
    /// How long an Escape waits for the rest of a key sequence, unless
    /// `ESCDELAY` says otherwise.
    static let defaultEscapeDelayMilliseconds: Int32 = 50
    /// How long the rest of a paste start marker split across reads is waited for.
    static let markerTimeoutMilliseconds: Int32 = 100
    /// How long a paste may go without a byte before it is taken as over.
    static let pasteTimeoutMilliseconds: Int32 = 500
    private static let interruptKey = Unicode.Scalar(0x03)
    private static let readSize = 4096
    private static let pasteStart = Array("[200~".utf8)
    private static let pasteEndSequence = Array("\u{1B}[201~".unicodeScalars)

    private let inputDescriptor: Int32
    private let waker: LineEditorWaker
    private var bytes: [UInt8] = []
    private var position = 0
    private var decodedQueue: [Unicode.Scalar] = []
    private var decoder = UTF8StreamDecoder()
    private var keyDecoder = KeyDecoder()
    /// What each key does, in order; a key not here is dropped.
    var meanings: [Key: [KeyMeaning]] = [:]
    /// Decoded keys and text not yet handed over.
    private var decoded: [InputEvent] = []
    private let escapeDelayMilliseconds: Int32
    private(set) var reachedEnd = false
    /// Inside a bracketed paste.
    private var pasting = false
    /// Follows key sequences inside a paste, to drop them whole.
    private var pasteTracker = EscapeSequenceTracker()
    /// The start of the key sequence being dropped inside a paste.
    private var pasteSequence: [Unicode.Scalar] = []
    /// The last pasted character was a line break (so one right after it adds
    /// nothing: CR LF, and the LF LF a terminal's ICRNL makes of it, are one space).
    private var pastedLineBreak = false
    /// The pasted character after the one last returned, already taken from the bytes.
    private var heldPasteCharacter: Unicode.Scalar?
    /// The last event was handed over with input still unread: if that input
    /// comes to nothing, `batchEnded` says so before the reader waits.
    private var owesBatchEnd = false
    /// When the terminal last gave bytes.
    private var lastRead = DispatchTime.now()

    /// `typedAhead`: bytes of the terminal's read before the reader existed, read first.
    init(inputDescriptor: Int32, waker: LineEditorWaker,
         escapeDelayMilliseconds: Int32 = InputReader.defaultEscapeDelayMilliseconds, typedAhead: [UInt8] = []) {
        self.inputDescriptor = inputDescriptor
        self.waker = waker
        self.escapeDelayMilliseconds = escapeDelayMilliseconds
        bytes = typedAhead
    }

    /// Bytes of the terminal's read elsewhere (with its answer to a cursor
    /// query): read after the bytes already read and before any read from now on.
    func typeAhead(_ typed: [UInt8]) {
        guard !typed.isEmpty else { return }
        bytes = Array(bytes[position...]) + typed
        position = 0
    }

    /// True while characters of the last read batch are still unread.
    var hasPendingInput: Bool {
        heldPasteCharacter != nil || position < bytes.count || !decodedQueue.isEmpty || !decoded.isEmpty
    }

    /// The next character or wake-up, waiting as long as it takes.
    func next() -> InputEvent {
        let event = nextEvent()
        owesBatchEnd = event != .endOfInput && hasPendingInput
        return event
    }

    private func nextEvent() -> InputEvent {
        if let held = heldPasteCharacter {
            heldPasteCharacter = lookAheadInPaste()
            return .character(held, isText: true)
        }
        while !reachedEnd {
            if !decoded.isEmpty { return decoded.removeFirst() }
            if let scalar = nextScalar() {
                if (0x80...0x9F).contains(scalar.value) { continue }
                if pasting, scalar == Self.interruptKey {
                    endPaste()  // Ctrl-C always wins: the key it is, below
                }
                if pasting {
                    guard let pasted = pasted(scalar) else { continue }
                    heldPasteCharacter = lookAheadInPaste()
                    return .character(pasted, isText: true)
                }
                if !keyDecoder.isPending && scalar == "\u{1B}" {
                    if !hasPendingInput && !waitForTerminal(milliseconds: escapeDelayMilliseconds) {
                        take(keyDecoder.feed(scalar) + keyDecoder.flush())  // Esc on its own
                        continue
                    }
                    if consume(Self.pasteStart) {
                        pasting = true
                        pasteTracker = EscapeSequenceTracker()
                        pastedLineBreak = false
                        continue
                    }
                }
                take(keyDecoder.feed(scalar))
                if keyDecoder.isPending && !hasPendingInput && !waitForTerminal(milliseconds: escapeDelayMilliseconds) {
                    take(keyDecoder.flush())  // the rest of the sequence is not coming
                }
                continue
            }
            if owesBatchEnd {
                owesBatchEnd = false
                return .batchEnded
            }
            switch waitForTerminalOrWake(wakeAllowed: !keyDecoder.isPending, milliseconds: pasteTimeLeft()) {
            case .terminal:
                fill()
            case .wake:
                let reason = waker.drain()
                if !reason.isEmpty { return .wake(reason) }
            case .quiet:
                endPaste()  // its end marker is not coming
            case .failed:
                reachedEnd = true
            }
        }
        return .endOfInput
    }

    /// Queues what the decoder made of the input: text as text, a key as
    /// what `meanings` gives it, nothing for an unbound key or a sequence
    /// not understood.
    private func take(_ inputs: [KeyInput]) {
        for input in inputs {
            switch input {
            case .text(let scalar):
                decoded.append(.character(scalar, isText: true))
            case .key(let key):
                for meaning in meanings[key] ?? [] {
                    switch meaning {
                    case .command(let command): decoded.append(.command(command))
                    case .action(let action): decoded.append(.action(action))
                    case .lineEditor(let function): decoded.append(.edit(function))
                    }
                }
            case .mouse(let event):
                decoded.append(.mouse(event))
            case .unrecognised:
                break
            }
        }
    }

    private func nextScalar() -> Unicode.Scalar? {
        while decodedQueue.isEmpty && position < bytes.count {
            decodedQueue = decoder.feed(bytes[position])
            position += 1
        }
        guard !decodedQueue.isEmpty else { return nil }
        return decodedQueue.removeFirst()
    }

    /// What a character inside a paste becomes: itself, a space, or nothing.
    /// Key sequences are followed to their end, so the end marker is found
    /// however its bytes were split across reads.
    private func pasted(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        let afterLineBreak = pastedLineBreak
        pastedLineBreak = false
        if scalar == "\u{1B}" || !pasteTracker.isBetweenKeys {
            if scalar == "\u{1B}" {
                pasteSequence = [scalar]
            } else if pasteSequence.count <= Self.pasteEndSequence.count {
                pasteSequence.append(scalar)
            }
            pasteTracker.advance(over: scalar)
            if pasteTracker.isBetweenKeys && pasteSequence == Self.pasteEndSequence { pasting = false }
            return nil
        }
        switch scalar {
        case "\r", "\n":
            pastedLineBreak = true
            return afterLineBreak ? nil : " "
        case "\t":
            return " "
        case _ where scalar.value < 0x20 || scalar.value == 0x7F:
            return nil
        default:
            return scalar
        }
    }

    /// Whether the bytes right after the Escape just read are `rest` (the
    /// rest of the paste start marker); if so, they are consumed. A marker
    /// cut short by the end of a read waits briefly for the next read.
    private func consume(_ rest: [UInt8]) -> Bool {
        guard decodedQueue.isEmpty else { return false }
        while true {
            let count = min(bytes.count - position, rest.count)
            guard bytes[position..<(position + count)].elementsEqual(rest[0..<count]) else { return false }
            if count == rest.count {
                position += count
                return true
            }
            guard !reachedEnd, waitForTerminal(milliseconds: Self.markerTimeoutMilliseconds) else { return false }
            fill()
            if reachedEnd { return false }
        }
    }

    /// The next pasted character among the bytes already read, taking (and
    /// dropping) what comes before it, and the end marker: so when only
    /// dropped characters or the marker follow a character, the reader has
    /// no pending input left and the line editor reports the line at once.
    private func lookAheadInPaste() -> Unicode.Scalar? {
        while pasting, let scalar = nextScalar() {
            if (0x80...0x9F).contains(scalar.value) { continue }
            if scalar == Self.interruptKey {
                // Not part of the paste: it ends it, and `next` hands it over as a key.
                decodedQueue.insert(scalar, at: 0)
                endPaste()
                return nil
            }
            if let pasted = pasted(scalar) { return pasted }
        }
        return nil
    }

    /// Milliseconds until a paste without new bytes is over (-1: no paste).
    /// Counted from the last read, so wake-ups (a spinner) do not extend it.
    private func pasteTimeLeft() -> Int32 {
        guard pasting else { return -1 }
        let elapsed = (DispatchTime.now().uptimeNanoseconds &- lastRead.uptimeNanoseconds) / 1_000_000
        return Int32(max(0, Int64(Self.pasteTimeoutMilliseconds) - Int64(clamping: elapsed)))
    }

    private func endPaste() {
        pasting = false
        pasteSequence = []
        pastedLineBreak = false
    }

    /// Reads what the terminal has, after the bytes not yet taken.
    private func fill() {
        var buffer = [UInt8](repeating: 0, count: Self.readSize)
        while true {
            let count = read(inputDescriptor, &buffer, buffer.count)
            if count > 0 {
                lastRead = DispatchTime.now()
                bytes = Array(bytes[position...]) + buffer[0..<count]
                position = 0
                return
            }
            if count < 0 && (errno == EINTR || errno == EAGAIN) { return }
            reachedEnd = true  // end of file, or the terminal went away (EIO)
            return
        }
    }

    private enum Readiness { case terminal, wake, quiet, failed }

    /// Waits for terminal input or (when allowed) a wake-up; `.quiet` when
    /// neither came within `milliseconds` (-1: no limit).
    private func waitForTerminalOrWake(wakeAllowed: Bool, milliseconds: Int32) -> Readiness {
        var fds = [
            pollfd(fd: waker.readDescriptor, events: Int16(wakeAllowed ? POLLIN : 0), revents: 0),
            pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let ready = poll(&fds, nfds_t(fds.count), milliseconds)
            if ready < 0 {
                if errno == EINTR { continue }
                return .failed
            }
            if ready == 0 { return .quiet }
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
