/// A GFM table: a header row, body rows, and each column's alignment.
/// Rows may have fewer or more cells than there are alignments (the
/// renderer pads or extends).
public struct MarkdownTable: Sendable, Equatable {
    public enum Alignment: Sendable, Equatable {
        case none, left, center, right
    }

    /// One cell's content.
    public typealias Cell = [MarkdownInline]

    public var alignments: [Alignment]
    public var header: [Cell]
    public var rows: [[Cell]]

    public init(alignments: [Alignment], header: [Cell], rows: [[Cell]]) {
        self.alignments = alignments
        self.header = header
        self.rows = rows
    }
}
