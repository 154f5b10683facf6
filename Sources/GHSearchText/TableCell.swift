/// One cell of a table row: measured text and the parts of it to highlight.
public struct TableCell: Sendable, Hashable {
    public var text: MeasuredText
    /// Ranges over the text's `Character`s (grapheme clusters, counted from
    /// 0) to draw in the theme's highlight style, e.g. where a local filter
    /// matched. They may be unsorted, overlap, or reach past the text: they
    /// are clipped and merged when drawn. When the cell is cut, the visible
    /// part of a range stays highlighted and the `…` is highlighted if a
    /// range lies (partly) in the cut-off text.
    public var highlights: [Range<Int>]
    /// Characters that give way first when the cell is too narrow, each
    /// followed by one separator character (an owner before the `/` of
    /// `owner/name`): they are cut to `…` (`oc…/Hello-World`, then
    /// `…/Hello-World`) before the rest is cut, and dropped with their
    /// separator when even that does not fit (`Hello-Wo…`).
    public var yieldsFirst: Range<Int>?
    /// Styles of the first characters (a pointer, a mark), each laid over
    /// the row's style; the highlights come after them.
    public var prefixStyles: [StyledPrefix] = []

    /// Text put before a cell's own, in a style of its own.
    public struct StyledPrefix: Sendable, Hashable {
        public var text: String
        public var style: ANSI.Style

        public init(_ text: String, style: ANSI.Style) {
            self.text = text
            self.style = style
        }
    }

    /// A cell of already measured text; keep the `MeasuredText` from frame
    /// to frame so only the highlights change.
    public init(_ text: MeasuredText, highlights: [Range<Int>] = [], yieldsFirst: Range<Int>? = nil) {
        self.text = text
        self.highlights = highlights
        self.yieldsFirst = yieldsFirst
    }

    /// A cell of `string`, which must be sanitised already; measures it.
    public init(_ string: String, highlights: [Range<Int>] = []) {
        self.init(MeasuredText(string), highlights: highlights)
    }

    /// The same cell with `prefix` put before its text (a selection
    /// marker): the highlights and `yieldsFirst` move with it.
    public func prefixed(_ prefix: String) -> TableCell {
        prefixed([StyledPrefix(prefix, style: .plain)])
    }

    /// The same cell with `parts` put before its text, each drawn in its
    /// own style: the highlights and `yieldsFirst` move with it.
    public func prefixed(_ parts: [StyledPrefix]) -> TableCell {
        let prefix = parts.count == 1 ? MeasuredText(parts[0].text) : MeasuredText(parts.map(\.text).joined())
        let count = prefix.characterCount
        var cell = TableCell(text.prefixed(with: prefix),
                             highlights: highlights.map { ($0.lowerBound + count)..<($0.upperBound + count) },
                             yieldsFirst: yieldsFirst.map { ($0.lowerBound + count)..<($0.upperBound + count) })
        cell.prefixStyles = parts + prefixStyles
        return cell
    }

    /// Whether `yielding(toWidth:)` may change the cell: it is too wide and has a part that yields first.
    func yields(toWidth width: Int) -> Bool {
        yieldsFirst != nil && text.width > width
    }

    /// The cell as drawn in `width` cells when `yieldsFirst` must give way:
    /// its text with that part cut to `…` or dropped (with its separator),
    /// the highlights moved to match; the cell itself when it fits or has
    /// nothing that yields first.
    func yielding(toWidth width: Int) -> TableCell {
        guard yields(toWidth: width), let part = yieldsFirst?.clamped(to: 0..<text.characterCount),
              !part.isEmpty, part.upperBound < text.characterCount else { return self }
        let before = text.substring(characters: 0..<part.lowerBound)
        let yielding = Array(text.substring(characters: part))
        let after = text.substring(characters: part.upperBound..<text.characterCount)
        let restWidth = TerminalText.width(String(before)) + TerminalText.width(String(after))
        var kept = 0
        var keptWidth = 0
        if restWidth + 1 <= width {
            // Cut the part to as many characters as fit before a `…`.
            while kept < yielding.count, restWidth + keptWidth + TerminalText.width(of: yielding[kept]) + 1 <= width {
                keptWidth += TerminalText.width(of: yielding[kept])
                kept += 1
            }
            let shift = kept + 1 - yielding.count
            let moved = highlights.compactMap { range -> Range<Int>? in
                Self.move(range, cut: part.lowerBound + kept..<part.upperBound, by: shift, insertedAt: part.lowerBound + kept)
            }
            var cell = TableCell(MeasuredText(String(before) + String(yielding[0..<kept]) + TerminalText.ellipsis + String(after)),
                                 highlights: moved)
            cell.prefixStyles = prefixStyles
            return cell
        }
        // Even `…/name` is too wide: drop the part and its separator.
        let dropped = part.lowerBound..<(part.upperBound + 1)
        let moved = highlights.compactMap { Self.move($0, cut: dropped, by: -dropped.count, insertedAt: nil) }
        var cell = TableCell(MeasuredText(String(before) + String(after.dropFirst())), highlights: moved)
        cell.prefixStyles = prefixStyles
        return cell
    }

    /// `range` after the characters `cut` are removed (and, at
    /// `insertedAt`, one `…` put in their place): the part of it outside
    /// the cut, moved by `shift` when after it; nil when nothing is left.
    private static func move(_ range: Range<Int>, cut: Range<Int>, by shift: Int, insertedAt: Int?) -> Range<Int>? {
        let lower = range.lowerBound >= cut.upperBound ? range.lowerBound + shift : min(range.lowerBound, cut.lowerBound)
        let upper = range.upperBound > cut.upperBound ? range.upperBound + shift : min(range.upperBound, cut.lowerBound)
        // A highlight in the cut part stays visible on the `…` that replaced it.
        if let insertedAt, range.overlaps(cut) {
            return min(lower, insertedAt)..<max(upper, insertedAt + 1)
        }
        return lower < upper ? lower..<upper : nil
    }

    /// The highlights sorted, merged, clipped to the text, and non-empty.
    func normalizedHighlights() -> [Range<Int>] {
        let count = text.characterCount
        let clipped = highlights
            .map { $0.clamped(to: 0..<count) }
            .filter { !$0.isEmpty }
            .sorted { $0.lowerBound < $1.lowerBound }
        var merged: [Range<Int>] = []
        for range in clipped {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }
}
