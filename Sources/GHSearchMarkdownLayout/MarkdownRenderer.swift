import GHSearchText
/// Lays a Markdown document out as terminal lines for a width and a colour
/// mode. Pure: the same document, width and mode give the same lines.
///
/// Headings are bold (coloured where colour is on; levels 1 and 2
/// underlined), emphasis italic, code spans coloured, code blocks boxed,
/// quotes barred, lists indented with hanging indents, tables in grids by
/// display width, links followed by their URL (dimmed), images as
/// `[image: alt]`, raw HTML left out. Every text from the document is
/// sanitised (`TerminalText.sanitize`): no line holds an escape sequence
/// but the renderer's own styles, and none at all with colour off (then
/// `*emphasis*`, `` `code` `` and `## headings` keep their marks).
///
/// ```swift
/// let rendered = MarkdownRenderer(width: 80, colorMode: .basic).render(document)
/// for line in rendered.lines { print(line) }
/// ```
public struct MarkdownRenderer: Sendable {
    public var width: Int
    public var colorMode: ANSI.ColorMode
    /// The language of the words the renderer adds (image labels, alert titles).
    public var language: Language

    public init(width: Int, colorMode: ANSI.ColorMode, language: Language = .en) {
        self.width = width
        self.colorMode = colorMode
        self.language = language
    }

    public func render(_ document: MarkdownDocument) -> RenderedMarkdown {
        let width = max(1, self.width)
        let layout = MarkdownBlockLayout(theme: MarkdownTheme(colorMode: colorMode, language: language))
        var buffer = LineBuffer()
        buffer.reserveCapacity(blocks: document.blocks.count)
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(document.blocks.count)
        var produced = false
        for block in document.blocks {
            let before = buffer.count
            if produced { buffer.separate() }
            layout.layout(block, width: width, context: .top, into: &buffer)
            let after = buffer.count
            if after > before {
                produced = true
                ranges.append((buffer.lastSeparator == before ? before + 1 : before)..<after)
            } else {
                ranges.append(after..<after)
            }
        }
        return RenderedMarkdown(width: width, buffer: buffer, colorMode: colorMode, blocks: ranges)
    }
}
