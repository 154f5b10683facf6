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

    /// A cell of already measured text; keep the `MeasuredText` from frame
    /// to frame so only the highlights change.
    public init(_ text: MeasuredText, highlights: [Range<Int>] = []) {
        self.text = text
        self.highlights = highlights
    }

    /// A cell of `string`, which must be sanitised already; measures it.
    public init(_ string: String, highlights: [Range<Int>] = []) {
        self.init(MeasuredText(string), highlights: highlights)
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
