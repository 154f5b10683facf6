/// One block of a Markdown document (GitHub Flavored Markdown).
public enum MarkdownBlock: Sendable, Equatable {
    case paragraph([MarkdownInline])
    /// `#` … `######` (and setext headings), level 1…6.
    case heading(level: Int, content: [MarkdownInline])
    /// A fenced or indented code block: the info string after the fence
    /// (empty when none) and the code, lines separated by `\n`, tabs kept.
    case code(info: String, text: String)
    case quote([MarkdownBlock])
    case list(MarkdownList)
    case table(MarkdownTable)
    case thematicBreak
    /// A raw HTML block, kept so the document is faithful; never shown.
    case html(String)
}
