import GHSearchText
/// Lays out blocks as styled lines of at most a given width: paragraphs
/// wrapped, headings styled (and underlined, levels 1 and 2), quotes behind
/// a bar, list items behind their marker with wrapped lines indented under
/// their text, code in boxes, tables in grids, rules across the width, raw
/// HTML left out. Blocks are one blank line apart (none inside tight lists).
///
/// An indent is only taken while at least `minimumIndentedWidth` cells
/// remain; deeper or narrower, content goes on at the width it has, so no
/// line is ever wider than the space given.
struct MarkdownBlockLayout {
    static let minimumIndentedWidth = 8
    /// Containers deeper than this (only a hand-built document can have
    /// them: the parser flattens earlier) are laid out without indents.
    static let maximumDepth = 32
    static let bullets = ["•", "◦", "▪"]
    /// Each level's bullet and the space after it, as a marker.
    private static let bulletMarkers = bullets.map { [LineBuffer.Mark($0 + " ")] }
    /// The spaces under a marker, for markers up to 8 cells wide.
    private static let spacesUnder = (0...8).map { [LineBuffer.Mark(String(repeating: " ", count: $0))] }

    let theme: MarkdownTheme
    /// Buffers reused from block to block.
    let scratch = LayoutScratch()

    private var flattener: InlineFlattener { InlineFlattener(theme: theme) }

    /// Where a block sits: how deep in containers, and in how many lists.
    struct Context {
        var depth = 0
        var listLevel = 0

        static let top = Context()
    }

    /// Lays out `blocks`, one blank line apart unless `tight`, in `width`
    /// cells (what is left after the indents already in `buffer`).
    func layout(_ blocks: [MarkdownBlock], width: Int, context: Context, tight: Bool = false,
                into buffer: inout LineBuffer) {
        var produced = false
        for block in blocks {
            let before = buffer.count
            if produced && !tight { buffer.separate() }
            layout(block, width: width, context: context, into: &buffer)
            if buffer.count > before { produced = true }
        }
        buffer.cancelSeparator()
    }

    func layout(_ block: MarkdownBlock, width: Int, context: Context, into buffer: inout LineBuffer) {
        guard width > 0 else { return }
        switch block {
        case .paragraph(let inlines):
            _ = scratch.with(flattener, inlines) { LineWrapper.wrap($0, width: width, into: &buffer, reusing: scratch) }
        case .heading(let level, let content):
            heading(level, content, width: width, into: &buffer)
        case .code(let info, let text):
            CodeBoxLayout(theme: theme).layout(info: info, code: text, width: width, into: &buffer)
        case .quote(let blocks):
            quote(blocks, width: width, context: context, into: &buffer)
        case .list(let list):
            self.list(list, width: width, context: context, into: &buffer)
        case .table(let table):
            MarkdownTableLayout(theme: theme, scratch: scratch).layout(table, width: width, into: &buffer)
        case .thematicBreak:
            buffer.beginLine()
            buffer.append(repeating: LineBuffer.horizontal, count: width, style: theme.border)
            buffer.endLine()
        case .html:
            break
        }
    }

    // MARK: - Headings

    private func heading(_ level: Int, _ content: [MarkdownInline], width: Int, into buffer: inout LineBuffer) {
        let style = theme.heading(level)
        let rule = theme.headingRule(level)
        let prefix: InlineRun? = theme.isPlain && rule == nil
            ? .text(String(repeating: "#", count: min(max(level, 1), 6)) + " ", style) : nil
        let widest = scratch.with(flattener, content, style: style, prefix: prefix) {
            LineWrapper.wrap($0, width: width, into: &buffer, reusing: scratch)
        }
        if let rule, widest > 0 {
            buffer.beginLine()
            buffer.append(repeating: rule, count: widest, style: ANSI.Style(foreground: style.foreground))
            buffer.endLine()
        }
    }

    // MARK: - Quotes

    private func quote(_ blocks: [MarkdownBlock], width: Int, context: Context, into buffer: inout LineBuffer) {
        let alert = MarkdownAlert.detect(blocks)
        let body = alert?.1 ?? blocks
        let inner = Context(depth: context.depth + 1, listLevel: context.listLevel)
        let barWidth = 2
        let indented = canIndent(by: barWidth, width: width, context: context)
        if indented { buffer.pushIndent([LineBuffer.Mark("│ ", style: theme.quoteBar(alert?.0))]) }
        let contentWidth = indented ? width - barWidth : width
        if let kind = alert?.0 {
            let title = InlineRun.text(MarkdownWords.alertTitle(kind, in: theme.language), theme.alert(kind).merged(with: .bold))
            LineWrapper.wrap([title], width: contentWidth, into: &buffer)
        }
        layout(body, width: contentWidth, context: inner, into: &buffer)
        if indented { buffer.popIndent() }
    }

    // MARK: - Lists

    private func list(_ list: MarkdownList, width: Int, context: Context, into buffer: inout LineBuffer) {
        let inner = Context(depth: context.depth + 1, listLevel: context.listLevel + 1)
        let numbered = numberedMarkers(list)
        let bullet = MarkdownBlockLayout.bulletMarkers[context.listLevel % MarkdownBlockLayout.bulletMarkers.count]
        // The spaces under a marker, made again only when the width changes.
        var under = (width: -1, marks: [LineBuffer.Mark]())
        for (index, item) in list.items.enumerated() {
            if index > 0 && !list.isTight { buffer.separate() }
            let marker = numbered?[index] ?? item.task.map { [taskBox($0)] } ?? bullet
            let markerWidth = marker.reduce(0) { $0 + $1.width }
            if canIndent(by: markerWidth, width: width, context: context) {
                if under.width != markerWidth {
                    under = (markerWidth, markerWidth < MarkdownBlockLayout.spacesUnder.count
                        ? MarkdownBlockLayout.spacesUnder[markerWidth]
                        : [LineBuffer.Mark(String(repeating: " ", count: markerWidth))])
                }
                buffer.pushIndent(first: marker, rest: under.marks)
                let before = buffer.count
                layout(item.blocks, width: width - markerWidth, context: inner, tight: list.isTight, into: &buffer)
                if buffer.count == before {
                    // An empty item still shows its marker.
                    buffer.beginLine()
                    buffer.endLine()
                }
                buffer.popIndent()
            } else {
                LineWrapper.wrap(marker.map { .text($0.text, $0.style) }, width: width, into: &buffer)
                layout(item.blocks, width: width, context: inner, tight: list.isTight, into: &buffer)
            }
        }
    }

    /// An ordered list's markers, item by item, with the space after each:
    /// a right-aligned number, and the box of a task. Nil for a bullet
    /// list, whose items take the bullet of their level or their task's box.
    private func numberedMarkers(_ list: MarkdownList) -> [[LineBuffer.Mark]]? {
        switch list.kind {
        case .bullet:
            return nil
        case .ordered(let start):
            let numbers = list.items.indices.map { String(start.addingReportingOverflow($0).partialValue) + "." }
            let numberWidth = numbers.lazy.map { $0.utf8.count }.max() ?? 0
            return zip(list.items, numbers).map { item, number in
                let marker = LineBuffer.Mark(String(repeating: " ", count: numberWidth - number.utf8.count) + number + " ")
                return [marker] + (item.task.map { [taskBox($0)] } ?? [])
            }
        }
    }

    private func taskBox(_ task: MarkdownList.Item.Task) -> LineBuffer.Mark {
        switch task {
        case .open: LineBuffer.Mark("[ ] ")
        case .done: LineBuffer.Mark("[x] ", style: theme.taskDone)
        }
    }

    private func canIndent(by indent: Int, width: Int, context: Context) -> Bool {
        context.depth < MarkdownBlockLayout.maximumDepth && width - indent >= MarkdownBlockLayout.minimumIndentedWidth
    }
}
