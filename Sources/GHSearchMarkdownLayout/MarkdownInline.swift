/// One piece of a paragraph, heading or table cell.
public enum MarkdownInline: Sendable, Equatable {
    case text(String)
    /// A line end inside a paragraph: shown as a space.
    case softBreak
    /// A hard line break (two spaces or `\` at the end of a line).
    case lineBreak
    /// A code span.
    case code(String)
    case emphasis([MarkdownInline])
    case strong([MarkdownInline])
    /// `~~text~~` (GFM).
    case strikethrough([MarkdownInline])
    /// A link (also an autolink, whose text is its destination).
    case link(destination: String, title: String, content: [MarkdownInline])
    /// An image; `alt` is the description in the brackets.
    case image(source: String, title: String, alt: [MarkdownInline])
    /// Raw inline HTML (`<kbd>`, `<br>`…), kept so the document is faithful.
    case html(String)
}

extension MarkdownInline {
    /// The text a reader sees, without any markup: for image descriptions
    /// and table widths. Breaks become spaces; HTML is left out.
    public static func plainText(_ inlines: [MarkdownInline]) -> String {
        // One text (a link's or an image's usual content): that text, not
        // a copy appended to an empty string.
        if inlines.count == 1, case .text(let text) = inlines[0] { return text }
        var out = ""
        appendPlainText(inlines, to: &out)
        return out
    }

    private static func appendPlainText(_ inlines: [MarkdownInline], to out: inout String) {
        for inline in inlines {
            switch inline {
            case .text(let text), .code(let text):
                out += text
            case .softBreak, .lineBreak:
                out += " "
            case .emphasis(let children), .strong(let children), .strikethrough(let children),
                 .link(_, _, let children), .image(_, _, let children):
                appendPlainText(children, to: &out)
            case .html:
                break
            }
        }
    }
}
