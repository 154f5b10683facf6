import GHSearchText
/// The part of a long text that holds a match, for a cell too narrow to show
/// the whole text where the match lies beyond its end (or for a column that
/// is hidden): a window of at most `width` cells starting a little before the
/// first matched range, with `…` where text was left out, and the ranges
/// moved to the window. Text that fits, or whose first match shows anyway,
/// is left as it is (the cell cuts it as usual).
public struct MatchExcerpt: Sendable, Equatable {
    public let text: String
    public let highlights: [Range<Int>]

    /// `text` (sanitised), `ranges` over its `Character`s; `context` cells
    /// of text kept before the first match when the start must be cut.
    public init(_ text: String, ranges: [Range<Int>], width: Int, context: Int = 8) {
        let characters = Array(text)
        let widths = characters.map(TerminalText.width(of:))
        // suffix[i]: cells of characters[i...].
        var suffix = [Int](repeating: 0, count: characters.count + 1)
        for i in stride(from: characters.count - 1, through: 0, by: -1) { suffix[i] = suffix[i + 1] + widths[i] }
        let first = ranges.filter { !$0.isEmpty && $0.lowerBound < characters.count }.min { $0.lowerBound < $1.lowerBound }
        guard width > 1, suffix[0] > width, let first,
              suffix[0] - suffix[min(first.upperBound, characters.count)] > width - 1 else {
            self.text = text
            self.highlights = ranges
            return
        }
        var start = first.lowerBound
        var before = 0
        while start > 0, before + widths[start - 1] <= context {
            start -= 1
            before += widths[start]
        }
        // Less context if the match would not fit between the two `…`.
        let matchEnd = min(first.upperBound, characters.count)
        while start < first.lowerBound, suffix[start] - suffix[matchEnd] + 2 > width { start += 1 }
        while start > 0, suffix[start - 1] + 1 <= width { start -= 1 }  // no room left unused at the end
        var room = width - 1  // the leading `…`
        var end = start
        if suffix[start] <= room {
            end = characters.count
        } else {
            room -= 1  // the trailing `…`
            while end < characters.count, widths[end] <= room {
                room -= widths[end]
                end += 1
            }
        }
        self.text = TerminalText.ellipsis + String(characters[start..<end]) + (end < characters.count ? TerminalText.ellipsis : "")
        let shift = start - 1
        highlights = ranges.compactMap { range in
            let visible = range.clamped(to: start..<end)
            return visible.isEmpty ? nil : (visible.lowerBound - shift)..<(visible.upperBound - shift)
        }
    }
}
