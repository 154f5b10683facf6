/// How a table is styled: the colour mode of the output and the styles of
/// the header and of highlighted text. With `ColorMode.off` nothing is
/// styled and no escape sequence is written.
public struct TableTheme: Sendable, Hashable {
    public var colorMode: ANSI.ColorMode
    public var headerStyle: ANSI.Style
    /// Laid over the row's own style where a cell is highlighted.
    public var highlightStyle: ANSI.Style

    public init(
        colorMode: ANSI.ColorMode,
        headerStyle: ANSI.Style = .bold,
        highlightStyle: ANSI.Style = .underline
    ) {
        self.colorMode = colorMode
        self.headerStyle = headerStyle
        self.highlightStyle = highlightStyle
    }

    /// Plain text: no escape sequences.
    public static let plain = TableTheme(colorMode: .off)
}
