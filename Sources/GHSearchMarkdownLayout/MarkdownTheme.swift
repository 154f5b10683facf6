import GHSearchText
/// How a rendered README looks: the styles of each construct for a colour
/// mode, and the words it adds (image labels, alert titles) in the
/// reader's language. With colour off, no style is drawn and the renderer marks
/// emphasis, code and headings with Markdown's own characters instead.
struct MarkdownTheme: Sendable {
    let colorMode: ANSI.ColorMode
    let language: Language

    /// No escape sequences: constructs are marked with characters.
    var isPlain: Bool { colorMode == .off }

    func heading(_ level: Int) -> ANSI.Style {
        switch level {
        case 1: ANSI.Style(attributes: .bold, foreground: .brightBlue)
        case 2: ANSI.Style(attributes: .bold, foreground: .blue)
        case 3: ANSI.Style(attributes: .bold, foreground: .cyan)
        default: .bold
        }
    }

    /// The mark that underlines a heading of this level, if any.
    func headingRule(_ level: Int) -> LineBuffer.Run? {
        switch level {
        case 1: LineBuffer.doubleHorizontal
        case 2: LineBuffer.horizontal
        default: nil
        }
    }

    let emphasis = ANSI.Style.italic
    let strong = ANSI.Style.bold
    let strikethrough = ANSI.Style.strikethrough
    let code = ANSI.Style.foreground(.yellow)
    let link = ANSI.Style(attributes: .underline, foreground: .blue)
    let url = ANSI.Style.dim
    let image = ANSI.Style.foreground(.magenta)
    let border = MarkdownTheme.borderStyle
    static let borderStyle = ANSI.Style.dim
    /// The box-drawing marks of borders, in the border's style, made once:
    /// ┌ ┬ ┐ ├ ┼ ┤ └ ┴ ┘, then │, then a code box's `│ ` and ` │`, then
    /// the `┌─ ` before a code box's language and the space after it.
    static let borderMarks = ["┌", "┬", "┐", "├", "┼", "┤", "└", "┴", "┘", "│", "│ ", " │", "┌─ ", " "].map {
        LineBuffer.Mark($0, style: borderStyle)
    }
    let tableHeader = ANSI.Style.bold
    let taskDone = ANSI.Style.foreground(.green)

    /// The colour of a GitHub alert (`> [!NOTE]`), for its bar and title.
    func alert(_ kind: MarkdownAlert) -> ANSI.Style {
        switch kind {
        case .note: .foreground(.blue)
        case .tip: .foreground(.green)
        case .important: .foreground(.magenta)
        case .warning: .foreground(.yellow)
        case .caution: .foreground(.red)
        }
    }

    /// A quote's bar; an alert's in its colour.
    func quoteBar(_ alert: MarkdownAlert?) -> ANSI.Style {
        alert.map(self.alert) ?? .dim
    }
}
