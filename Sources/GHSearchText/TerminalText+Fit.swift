extension TerminalText {
    /// The one-cell mark that ends cut text.
    public static let ellipsis = "…"

    /// `text` cut to at most `width` cells, ending in `…` when cut. A cut
    /// never splits a grapheme cluster; when a wide character would straddle
    /// the edge it is left out and a space fills its cell, so the result is
    /// then exactly `width` cells. Text that fits comes back unchanged.
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        MeasuredText(text).truncated(toWidth: width)
    }

    /// `count` spaces (none when `count` is zero or less).
    public static func spaces(_ count: Int) -> String {
        guard count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: count) { buffer in
            buffer.initialize(repeating: 0x20)
            return count
        }
    }

    /// `text` padded with spaces to `width` cells, on the right for `.left`
    /// alignment and on the left for `.right`. Text already as wide or wider
    /// comes back unchanged (use `fit` to also cut it).
    public static func pad(_ text: String, toWidth width: Int, alignment: TextAlignment = .left) -> String {
        let padding = width - self.width(text)
        guard padding > 0 else { return text }
        let fill = spaces(padding)
        return alignment == .left ? text + fill : fill + text
    }

    /// `text` cut and padded to exactly `width` cells (nothing when `width`
    /// is zero or less).
    public static func fit(_ text: String, toWidth width: Int, alignment: TextAlignment = .left) -> String {
        pad(truncate(text, toWidth: width), toWidth: width, alignment: alignment)
    }
}
