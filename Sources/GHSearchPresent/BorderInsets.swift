/// The cells a border takes on each side of the region the interface is
/// drawn in: one row at the top or bottom, two columns (the line and a
/// blank) at the left or right. A side the region is too small for is not
/// drawn, so a narrow or short terminal keeps its room for the list.
public struct BorderInsets: Sendable, Equatable {
    public var top = 0
    public var bottom = 0
    public var left = 0
    public var right = 0

    /// Columns the screens keep inside left and right lines, or the lines go.
    public static let minimumColumns = 20
    /// Rows the screens keep inside top and bottom lines (a title, a header,
    /// a row, the prompt), or the lines go.
    public static let minimumRows = 4

    public init(top: Int = 0, bottom: Int = 0, left: Int = 0, right: Int = 0) {
        self.top = top
        self.bottom = bottom
        self.left = left
        self.right = right
    }

    /// The insets of `border` on a region `rows` × `columns`.
    public init(_ border: ScreenBorder, rows: Int, columns: Int) {
        let sides = border.sides
        let left = sides.left ? 2 : 0
        let right = sides.right ? 2 : 0
        if columns - left - right >= BorderInsets.minimumColumns {
            self.left = left
            self.right = right
        }
        let top = sides.top ? 1 : 0
        let bottom = sides.bottom ? 1 : 0
        if rows - top - bottom >= BorderInsets.minimumRows {
            self.top = top
            self.bottom = bottom
        }
    }

    public var isEmpty: Bool { top == 0 && bottom == 0 && left == 0 && right == 0 }
}
