/// One row of a table: its cells, in column order, and a style for the whole
/// line (e.g. `.reverse` for the selected row). Missing cells are empty;
/// extra cells are ignored.
public struct TableRow: Sendable, Hashable {
    public var cells: [TableCell]
    public var style: ANSI.Style
    /// Laid over `style` where a cell is highlighted, instead of the
    /// theme's `highlightStyle` (the current row's own, fzf's `hl+`).
    public var highlightStyle: ANSI.Style?

    public init(cells: [TableCell], style: ANSI.Style = .plain, highlightStyle: ANSI.Style? = nil) {
        self.cells = cells
        self.style = style
        self.highlightStyle = highlightStyle
    }
}
