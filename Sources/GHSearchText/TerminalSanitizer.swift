/// The state machine behind `TerminalText.sanitize(_:)`. It walks UTF-8
/// bytes scalar by scalar and copies kept runs in bulk, so clean text costs
/// one scan and no per-scalar work.
struct TerminalSanitizer {
    private enum State {
        /// Ordinary text.
        case text
        /// Just after `ESC`.
        case escape
        /// Inside `ESC` + intermediate bytes (e.g. `ESC ( B`).
        case escapeIntermediate
        /// Inside a CSI sequence, up to its final byte.
        case controlSequence
        /// Inside an OSC/DCS/SOS/PM/APC string, up to its terminator.
        case controlString
        /// `ESC` seen inside a control string: `\` ends it, anything else
        /// starts a new escape sequence.
        case controlStringEscape
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var output: [UInt8] = []
    private var changed = false
    /// Start of the kept bytes not yet copied to `output`.
    private var copyFrom = 0
    /// Whether the last kept thing was a space standing for a line break run.
    private var inBreakRun = false
    private var state = State.text

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The sanitised text, or `nil` when the input needs no change.
    mutating func run() -> String? {
        let count = bytes.count
        var index = 0
        // Printable ASCII needs nothing: skip it before doing any work.
        while index < count, bytes[index] &- 0x20 < 0x5F { index += 1 }
        if index == count { return nil }
        while index < count {
            let start = index
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                if state == .text, lead &- 0x20 < 0x5F {
                    inBreakRun = false
                    continue
                }
                handle(UInt32(lead), start: start, end: index)
            } else {
                let (scalar, length) = decode(at: index)
                index += length
                handle(scalar, start: start, end: index)
            }
        }
        guard changed else { return nil }
        flush(upTo: count)
        return String(decoding: output, as: UTF8.self)
    }

    private mutating func handle(_ scalar: UInt32, start: Int, end: Int) {
        while true {
            switch state {
            case .text:
                handleText(scalar, start: start, end: end)
                return
            case .escape:
                switch scalar {
                case 0x5B: state = .controlSequence
                case 0x5D, 0x50, 0x58, 0x5E, 0x5F: state = .controlString
                case 0x20...0x2F: state = .escapeIntermediate
                case 0x30...0x7E: state = .text
                default:
                    state = .text
                    continue
                }
            case .escapeIntermediate, .controlSequence:
                // Intermediate bytes (and a control sequence's parameters)
                // go on, the byte after them up to `~` is the final one;
                // anything else ends the sequence and is read again.
                let lastGoingOn: UInt32 = state == .controlSequence ? 0x3F : 0x2F
                switch scalar {
                case 0x20...lastGoingOn: break
                case (lastGoingOn + 1)...0x7E: state = .text
                default:
                    state = .text
                    continue
                }
            case .controlString:
                switch scalar {
                case 0x07, 0x18, 0x1A, 0x9C: state = .text
                case 0x1B: state = .controlStringEscape
                default: break
                }
            case .controlStringEscape:
                if scalar == 0x5C {
                    state = .text
                } else {
                    state = .escape
                    continue
                }
            }
            drop(start: start, end: end)
            return
        }
    }

    private mutating func handleText(_ scalar: UInt32, start: Int, end: Int) {
        switch scalar {
        case 0x1B:
            state = .escape
        case 0x9B:
            state = .controlSequence
        case 0x9D, 0x90, 0x98, 0x9E, 0x9F:
            state = .controlString
        default:
            switch TextSafety.kind(of: scalar) {
            case .printable:
                inBreakRun = false
                return
            case .lineBreak:
                replaceWithSpace(start: start, end: end)
                return
            case .unsafe:
                break
            }
        }
        drop(start: start, end: end)
    }

    private mutating func drop(start: Int, end: Int) {
        flush(upTo: start)
        copyFrom = end
        changed = true
    }

    private mutating func replaceWithSpace(start: Int, end: Int) {
        drop(start: start, end: end)
        if !inBreakRun {
            output.append(0x20)
            inBreakRun = true
        }
    }

    private mutating func flush(upTo end: Int) {
        guard copyFrom < end else { return }
        if output.isEmpty { output.reserveCapacity(bytes.count) }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copyFrom..<end]))
        copyFrom = end
    }

    /// The scalar starting at `index` (a lead byte ≥ 0x80) and its length.
    /// A Swift string is valid UTF-8; a truncated sequence at the very end
    /// still decodes to U+FFFD instead of reading past the buffer.
    private func decode(at index: Int) -> (UInt32, Int) {
        let lead = UInt32(bytes[index])
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard index + length <= bytes.count else { return (0xFFFD, bytes.count - index) }
        var scalar = lead & (lead >= 0xF0 ? 0x07 : lead >= 0xE0 ? 0x0F : 0x1F)
        for offset in 1..<length {
            scalar = scalar << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        return (scalar, length)
    }
}
