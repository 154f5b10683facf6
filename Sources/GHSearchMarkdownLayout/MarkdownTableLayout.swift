import GHSearchText
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
    /// Buffers lent for the cells' layout.
    var scratch: LayoutScratch?

    private var flattener: InlineFlattener { InlineFlattener(theme: theme) }

    func layout(_ table: MarkdownTable, width: Int, into buffer: inout LineBuffer) {
        let columns = max(table.alignments.count, table.header.count, table.rows.lazy.map { $0.count }.max() ?? 0)
        guard columns > 0, width > 0 else { return }
        let rowCount = table.rows.count + 1
        // The runs of every cell in one array; each cell is a range of it,
        // row by row (the header first), `columns` to a row.
        var runs: [InlineRun] = []
        runs.reserveCapacity(2 * rowCount * columns)
        var cellRuns: [Range<Int>] = []
        cellRuns.reserveCapacity(rowCount * columns)
        func addRow(_ row: [MarkdownTable.Cell], style: ANSI.Style) {
            for column in 0..<columns {
                let start = runs.count
                if column < row.count { flattener.append(row[column], style: style, to: &runs) }
                cellRuns.append(start..<runs.count)
            }
        }
        addRow(table.header, style: theme.tableHeader)
        for row in table.rows { addRow(row, style: .plain) }
        var natural = [Int](repeating: 1, count: columns)
        for (index, cell) in cellRuns.enumerated() {
            natural[index % columns] = max(natural[index % columns], LineWrapper.naturalWidth(runs[cell]))
        }
        let available = width - (3 * columns + 1)
        let minimum = natural.reduce(0) { $0 + min($1, MarkdownTableLayout.minimumColumnWidth) }
        guard available >= minimum else {
            let rows = (0..<rowCount).map { row in cellRuns[row * columns..<(row + 1) * columns].map { Array(runs[$0]) } }
            records(header: rows[0], rows: Array(rows.dropFirst()), width: width, into: &buffer)
            return
        }
        let widths = MarkdownTableLayout.share(available, natural: natural)

        // Every cell laid out once, on its own, in one scratch buffer; its
        // lines a range of it, in the order of `cellRuns`.
        var cells = LineBuffer()
        if let scratch { swap(&cells, &scratch.cells) }
        defer {
            if let scratch {
                cells.removeAll()
                swap(&cells, &scratch.cells)
            }
        }
        var laidOut: [Range<Int>] = []
        laidOut.reserveCapacity(cellRuns.count)
        for (index, cell) in cellRuns.enumerated() {
            let start = cells.count
            LineWrapper.wrap(runs[cell], width: widths[index % columns], into: &cells, reusing: scratch)
            laidOut.append(start..<cells.count)
        }
        let separateRows = laidOut[columns...].contains { $0.count > 1 }
        let marks = MarkdownTheme.borderMarks
        let bar = marks[9]
        rule(marks[0], marks[1], marks[2], widths, into: &buffer)
        for index in 0..<rowCount {
            if index == 1 || (index > 1 && separateRows) { rule(marks[3], marks[4], marks[5], widths, into: &buffer) }
            let row = laidOut[index * columns..<(index + 1) * columns]
            let height = max(1, row.lazy.map { $0.count }.max() ?? 1)
            for lineIndex in 0..<height {
                buffer.beginLine()
                buffer.append(bar)
                for column in 0..<columns {
                    let cell = row[row.startIndex + column]
                    let cellLine = lineIndex < cell.count ? cell.lowerBound + lineIndex : nil
                    let padding = widths[column] - (cellLine.map { cells.lines[$0].width } ?? 0)
                    let alignment = column < table.alignments.count ? table.alignments[column] : .none
                    let (before, after) = switch alignment {
                    case .right: (padding, 0)
                    case .center: (padding / 2, padding - padding / 2)
                    case .left, .none: (0, padding)
                    }
                    buffer.appendSpaces(1 + before)
                    if let cellLine { buffer.append(lineAt: cellLine, of: cells) }
                    buffer.appendSpaces(after + 1)
                    buffer.append(bar)
                }
                buffer.endLine()
            }
        }
        rule(marks[6], marks[7], marks[8], widths, into: &buffer)
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

    /// A border line: corners and joins of box drawing.
    private func rule(_ left: LineBuffer.Mark, _ middle: LineBuffer.Mark, _ right: LineBuffer.Mark, _ widths: [Int],
                      into buffer: inout LineBuffer) {
        buffer.beginLine()
        buffer.append(left)
        for (index, width) in widths.enumerated() {
            if index > 0 { buffer.append(middle) }
            buffer.append(repeating: LineBuffer.horizontal, count: width + 2, style: theme.border)
        }
        buffer.append(right)
        buffer.endLine()
    }

    /// The narrow form: each row as `Header: value` lines, rows apart.
    private func records(header: [[InlineRun]], rows: [[[InlineRun]]], width: Int, into buffer: inout LineBuffer) {
        guard !rows.isEmpty else {
            var runs: [InlineRun] = []
            for (index, cell) in header.enumerated() {
                if index > 0 { runs.append(.text(" · ", .plain)) }
                runs += cell
            }
            LineWrapper.wrap(runs, width: width, into: &buffer)
            return
        }
        for (index, row) in rows.enumerated() {
            if index > 0 { buffer.separate() }
            for (column, cell) in row.enumerated() {
                var runs = header[column]
                runs.append(.text(": ", theme.tableHeader))
                runs += cell
                LineWrapper.wrap(runs, width: width, into: &buffer)
            }
        }
    }
}
