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

    let theme: MarkdownTheme

    private var flattener: InlineFlattener { InlineFlattener(theme: theme) }

    /// Where a block sits: how deep in containers, and in how many lists.
    struct Context {
        var depth = 0
        var listLevel = 0

        static let top = Context()
    }

    func lines(_ blocks: [MarkdownBlock], width: Int, context: Context, tight: Bool = false) -> [StyledLine] {
        var out: [StyledLine] = []
        for block in blocks {
            let blockLines = lines(block, width: width, context: context)
            guard !blockLines.isEmpty else { continue }
            if !out.isEmpty && !tight { out.append(StyledLine()) }
            out += blockLines
        }
        return out
    }

    func lines(_ block: MarkdownBlock, width: Int, context: Context) -> [StyledLine] {
        guard width > 0 else { return [] }
        switch block {
        case .paragraph(let inlines):
            return LineWrapper.wrap(flattener.runs(inlines), width: width)
        case .heading(let level, let content):
            return heading(level, content, width: width)
        case .code(let info, let text):
            return CodeBoxLayout(theme: theme).lines(info: info, code: text, width: width)
        case .quote(let blocks):
            return quote(blocks, width: width, context: context)
        case .list(let list):
            return self.list(list, width: width, context: context)
        case .table(let table):
            return MarkdownTableLayout(theme: theme).lines(table, width: width)
        case .thematicBreak:
            return [StyledLine(String(repeating: "─", count: width), style: theme.border)]
        case .html:
            return []
        }
    }

    // MARK: - Headings

    private func heading(_ level: Int, _ content: [MarkdownInline], width: Int) -> [StyledLine] {
        let style = theme.heading(level)
        let rule = theme.headingRule(level)
        var runs: [InlineRun] = []
        if theme.isPlain && rule == nil {
            runs.append(.text(String(repeating: "#", count: min(max(level, 1), 6)) + " ", style))
        }
        runs += flattener.runs(content, style: style)
        var out = LineWrapper.wrap(runs, width: width)
        if let rule, let widest = out.map(\.width).max(), widest > 0 {
            out.append(StyledLine(String(repeating: rule, count: widest), style: ANSI.Style(foreground: style.foreground)))
        }
        return out
    }

    // MARK: - Quotes

    private func quote(_ blocks: [MarkdownBlock], width: Int, context: Context) -> [StyledLine] {
        let alert = MarkdownAlert.detect(blocks)
        let body = alert?.1 ?? blocks
        let inner = Context(depth: context.depth + 1, listLevel: context.listLevel)
        var title: StyledLine?
        if let kind = alert?.0 {
            title = StyledLine(theme.catalogue.alertTitle(kind), style: theme.alert(kind).merged(with: .bold))
        }
        let barWidth = 2
        guard canIndent(by: barWidth, width: width, context: context) else {
            let titleLines = title.map { LineWrapper.wrap(runs(of: $0), width: width) } ?? []
            return titleLines + lines(body, width: width, context: inner)
        }
        let bar = StyledLine("│ ", style: theme.quoteBar(alert?.0))
        let blankBar = StyledLine("│", style: theme.quoteBar(alert?.0))
        var out = title.map { LineWrapper.wrap(runs(of: $0), width: width - barWidth) } ?? []
        out += lines(body, width: width - barWidth, context: inner)
        return out.map { $0.isEmpty ? blankBar : $0.prefixed(by: bar) }
    }

    private func runs(of line: StyledLine) -> [InlineRun] {
        line.spans.map { .text(String($0.text), $0.style) }
    }

    // MARK: - Lists

    private func list(_ list: MarkdownList, width: Int, context: Context) -> [StyledLine] {
        let inner = Context(depth: context.depth + 1, listLevel: context.listLevel + 1)
        let markers = self.markers(list, level: context.listLevel)
        var out: [StyledLine] = []
        for (index, item) in list.items.enumerated() {
            if index > 0 && !list.isTight { out.append(StyledLine()) }
            let marker = markers[index]
            if canIndent(by: marker.width, width: width, context: context) {
                var body = lines(item.blocks, width: width - marker.width, context: inner, tight: list.isTight)
                if body.isEmpty { body = [StyledLine()] }
                let hanging = StyledLine(String(repeating: " ", count: marker.width))
                out.append(body[0].prefixed(by: marker))
                out += body.dropFirst().map { $0.isEmpty ? $0 : $0.prefixed(by: hanging) }
            } else {
                out += LineWrapper.wrap(runs(of: marker), width: width)
                out += lines(item.blocks, width: width, context: inner, tight: list.isTight)
            }
        }
        return out
    }

    /// Each item's marker with the space after it: a bullet (by nesting
    /// level) or a right-aligned number, and the box of a task.
    private func markers(_ list: MarkdownList, level: Int) -> [StyledLine] {
        switch list.kind {
        case .bullet:
            let bullet = MarkdownBlockLayout.bullets[level % MarkdownBlockLayout.bullets.count]
            return list.items.map { item in
                item.task.map(taskBox) ?? StyledLine(bullet + " ")
            }
        case .ordered(let start):
            let numbers = list.items.indices.map { String(start.addingReportingOverflow($0).partialValue) + "." }
            let numberWidth = numbers.map(\.utf8.count).max() ?? 0
            return zip(list.items, numbers).map { item, number in
                var marker = StyledLine(String(repeating: " ", count: numberWidth - number.utf8.count) + number + " ")
                if let task = item.task { marker.append(taskBox(task)) }
                return marker
            }
        }
    }

    private func taskBox(_ task: MarkdownList.Item.Task) -> StyledLine {
        switch task {
        case .open: StyledLine("[ ] ")
        case .done: StyledLine("[x] ", style: theme.taskDone)
        }
    }

    private func canIndent(by indent: Int, width: Int, context: Context) -> Bool {
        context.depth < MarkdownBlockLayout.maximumDepth && width - indent >= MarkdownBlockLayout.minimumIndentedWidth
    }
}
