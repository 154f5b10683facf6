/// One row of a table: its cells, in column order, and a style for the whole
/// line (e.g. `.reverse` for the selected row). Missing cells are empty;
/// extra cells are ignored.
public struct TableRow: Sendable, Hashable {
    public var cells: [TableCell]
    public var style: ANSI.Style

    public init(cells: [TableCell], style: ANSI.Style = .plain) {
        self.cells = cells
        self.style = style
    }
}
