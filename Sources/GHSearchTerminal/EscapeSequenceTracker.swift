/// Follows the characters of terminal key sequences (`ESC [ … final`,
/// `ESC O x`, `ESC x`) so the input reader knows whether a character is typed
/// text or part of a key such as an arrow.
struct EscapeSequenceTracker: Equatable {
    private enum State: Equatable {
        case text
        case afterEscape
        case controlSequence
        case singleShift
    }

    private var state = State.text

    /// True when the next character starts something new (text or a key).
    var isBetweenKeys: Bool { state == .text }

    /// Records one character read.
    mutating func advance(over scalar: Unicode.Scalar) {
        switch state {
        case .text:
            if scalar == "\u{1B}" { state = .afterEscape }
        case .afterEscape:
            switch scalar {
            case "[": state = .controlSequence
            case "O": state = .singleShift
            case "\u{1B}": state = .afterEscape
            default: state = .text
            }
        case .controlSequence:
            // Parameter (0x30–0x3F) and intermediate (0x20–0x2F) bytes
            // continue the sequence; anything else ends it.
            if !(0x20...0x3F).contains(scalar.value) { state = .text }
        case .singleShift:
            state = .text
        }
    }
}
