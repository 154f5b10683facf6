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

    /// Switches to `style` for what is written next.
    mutating func setStyle(_ style: ANSI.Style) {
        guard mode != .off, style != current else { return }
        bytes.append(contentsOf: style.sequence(for: mode).utf8)
        current = style
    }

    mutating func write(_ text: Substring) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func write(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func writeSpaces(_ count: Int) {
        guard count > 0 else { return }
        bytes.append(contentsOf: repeatElement(0x20, count: count))
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
