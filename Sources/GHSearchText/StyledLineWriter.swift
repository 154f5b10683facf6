/// Builds one line of terminal output as UTF-8 bytes, writing an SGR
/// sequence only where the style changes and none at all when the colour
/// mode is `.off`.
struct StyledLineWriter {
    private var bytes: [UInt8] = []
    private var current = ANSI.Style.plain
    private let mode: ANSI.ColorMode

    init(mode: ANSI.ColorMode, capacity: Int) {
        self.mode = mode
        bytes.reserveCapacity(capacity)
    }

    /// Writes `text` in `style`. Styles switch lazily, just before
    /// something is written, so nothing is emitted for empty text and no
    /// style is turned off only to be turned on again.
    mutating func write(_ text: Substring, style: ANSI.Style) {
        guard !text.isEmpty else { return }
        setStyle(style)
        // Copied from the text's own buffer (`append(contentsOf: text.utf8)`
        // went through the view's iterator, byte by byte).
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Writes characters `range` of `text` in `style`, copied from its bytes.
    mutating func write(_ text: MeasuredText, characters range: Range<Int>, style: ANSI.Style) {
        let start = text.utf8Offset(ofCharacter: range.lowerBound)
        let end = text.utf8Offset(ofCharacter: range.upperBound)
        guard start < end else { return }
        setStyle(style)
        var string = text.string
        string.withUTF8 { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }

    mutating func write(_ text: String, style: ANSI.Style) {
        write(text[...], style: style)
    }

    mutating func writeSpaces(_ count: Int, style: ANSI.Style) {
        guard count > 0 else { return }
        setStyle(style)
        bytes.append(contentsOf: repeatElement(0x20, count: count))
    }

    private mutating func setStyle(_ style: ANSI.Style) {
        guard mode != .off, style != current else { return }
        style.appendSequence(for: mode, to: &bytes)
        current = style
    }

    /// The line, with the style reset at its end if one is on.
    mutating func finish() -> String {
        if current != .plain {
            bytes.append(contentsOf: ANSI.reset.utf8)
            current = .plain
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
