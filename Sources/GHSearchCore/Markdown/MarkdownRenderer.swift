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
    public var catalogue: Catalogue

    public init(width: Int, colorMode: ANSI.ColorMode, catalogue: Catalogue = .english) {
        self.width = width
        self.colorMode = colorMode
        self.catalogue = catalogue
    }

    public func render(_ document: MarkdownDocument) -> RenderedMarkdown {
        let width = max(1, self.width)
        let layout = MarkdownBlockLayout(theme: MarkdownTheme(colorMode: colorMode, catalogue: catalogue))
        var lines: [String] = []
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(document.blocks.count)
        for block in document.blocks {
            let blockLines = layout.lines(block, width: width, context: .top)
            if !blockLines.isEmpty && !lines.isEmpty { lines.append("") }
            let start = lines.count
            for line in blockLines { lines.append(line.rendered(colorMode)) }
            ranges.append(start..<lines.count)
        }
        return RenderedMarkdown(width: width, lines: lines, blocks: ranges)
    }
}
