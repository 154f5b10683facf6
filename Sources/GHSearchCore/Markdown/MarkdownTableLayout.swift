/// A GFM table drawn with box characters, every column as wide as its widest
/// cell when the table fits, else shared out so narrow columns keep their
/// width and wide ones wrap their cells:
///
///     ┌──────┬───────┐
///     │ Name │ Stars │
///     ├──────┼───────┤
///     │ 저장소 │    12 │
///     └──────┴───────┘
///
/// Widths are display widths, so CJK and emoji cells line up. When even
/// three cells a column do not fit, each row is shown as `Header: value`
/// lines instead.
struct MarkdownTableLayout {
    /// The fewest cells of content a column gets before the table gives up
    /// its grid.
    static let minimumColumnWidth = 3

    let theme: MarkdownTheme

    private var flattener: InlineFlattener { InlineFlattener(theme: theme) }

    func lines(_ table: MarkdownTable, width: Int) -> [StyledLine] {
        let columns = max(table.alignments.count, table.header.count, table.rows.map(\.count).max() ?? 0)
        guard columns > 0, width > 0 else { return [] }
        let header = padded(table.header, columns).map { flattener.runs($0, style: theme.tableHeader) }
        let rows = table.rows.map { padded($0, columns).map { flattener.runs($0) } }
        let natural = (0..<columns).map { column in
            ([header] + rows).reduce(1) { widest, row in
                max(widest, LineWrapper.wrap(row[column], width: Int.max / 2).map(\.width).max() ?? 0)
            }
        }
        let available = width - (3 * columns + 1)
        let minimum = natural.reduce(0) { $0 + min($1, MarkdownTableLayout.minimumColumnWidth) }
        guard available >= minimum else {
            return records(header: header, rows: rows, width: width)
        }
        let widths = MarkdownTableLayout.share(available, natural: natural)
        let alignments = (0..<columns).map { $0 < table.alignments.count ? table.alignments[$0] : .none }

        let laidOut = ([header] + rows).map { row in
            (0..<columns).map { LineWrapper.wrap(row[$0], width: widths[$0]) }
        }
        let separateRows = laidOut.dropFirst().contains { row in row.contains { $0.count > 1 } }
        var out = [rule("┌", "┬", "┐", widths)]
        for (index, row) in laidOut.enumerated() {
            if index == 1 || (index > 1 && separateRows) { out.append(rule("├", "┼", "┤", widths)) }
            let height = max(1, row.map(\.count).max() ?? 1)
            for lineIndex in 0..<height {
                var line = StyledLine("│", style: theme.border)
                for column in 0..<columns {
                    let cell = lineIndex < row[column].count ? row[column][lineIndex] : StyledLine()
                    line.appendSpaces(1)
                    line.append(aligned(cell, width: widths[column], alignments[column]))
                    line.appendSpaces(1)
                    line.append("│", style: theme.border)
                }
                out.append(line)
            }
        }
        out.append(rule("└", "┴", "┘", widths))
        return out
    }

    /// Column widths that fit `available` cells: natural widths when they
    /// fit, else columns narrower than an equal share keep theirs and the
    /// rest split what is left.
    static func share(_ available: Int, natural: [Int]) -> [Int] {
        guard natural.reduce(0, +) > available else { return natural }
        var widths = natural
        var remaining = available
        var open = natural.indices.sorted { natural[$0] < natural[$1] }
        while let next = open.first {
            let share = remaining / open.count
            if natural[next] <= share {
                widths[next] = natural[next]
                remaining -= natural[next]
                open.removeFirst()
                continue
            }
            let extra = remaining % open.count
            for (position, column) in open.enumerated() {
                widths[column] = max(1, share + (position >= open.count - extra ? 1 : 0))
            }
            break
        }
        return widths
    }

    private func padded(_ cells: [MarkdownTable.Cell], _ columns: Int) -> [MarkdownTable.Cell] {
        cells.count >= columns ? Array(cells.prefix(columns)) : cells + Array(repeating: [], count: columns - cells.count)
    }

    private func rule(_ left: String, _ middle: String, _ right: String, _ widths: [Int]) -> StyledLine {
        let text = left + widths.map { String(repeating: "─", count: $0 + 2) }.joined(separator: middle) + right
        return StyledLine(text, style: theme.border)
    }

    private func aligned(_ cell: StyledLine, width: Int, _ alignment: MarkdownTable.Alignment) -> StyledLine {
        let padding = max(0, width - cell.width)
        var line = StyledLine()
        switch alignment {
        case .right:
            line.appendSpaces(padding)
            line.append(cell)
        case .center:
            line.appendSpaces(padding / 2)
            line.append(cell)
            line.appendSpaces(padding - padding / 2)
        case .left, .none:
            line.append(cell)
            line.appendSpaces(padding)
        }
        return line
    }

    /// The narrow form: each row as `Header: value` lines, rows apart.
    private func records(header: [[InlineRun]], rows: [[[InlineRun]]], width: Int) -> [StyledLine] {
        guard !rows.isEmpty else {
            var runs: [InlineRun] = []
            for (index, cell) in header.enumerated() {
                if index > 0 { runs.append(.text(" · ", .plain)) }
                runs += cell
            }
            return LineWrapper.wrap(runs, width: width)
        }
        var out: [StyledLine] = []
        for (index, row) in rows.enumerated() {
            if index > 0 { out.append(StyledLine()) }
            for (column, cell) in row.enumerated() {
                var runs = header[column]
                runs.append(.text(": ", theme.tableHeader))
                runs += cell
                out += LineWrapper.wrap(runs, width: width)
            }
        }
        return out
    }
}
