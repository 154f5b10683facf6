// Cost per frame (design note; measured by hand in a release build, not
// asserted in tests): cells are measured once, when a `MeasuredText` is
// made, and never again. A frame computes the layout from the cached widths
// (one pass over the rows' numbers: about 0.2 ms for 5,000 rows of six
// columns) and renders only the rows on screen (about 1 µs per row, 2 µs
// with a row style and highlights). Cutting ASCII text is O(1); other text
// walks its cached per-character widths. Styles switch lazily, so a plain
// row has no escape sequence at all.

extension TableLayout {
    /// The header line: column titles in the theme's header style.
    public func renderHeader(theme: TableTheme) -> String {
        let cells = shownColumns.map { TableCell(columns[$0].title) }
        return renderLine(cells: cells, shownOnly: true, lineStyle: theme.headerStyle, theme: theme)
    }

    /// One row as a line of exactly `lineWidth` cells: each cell cut with
    /// `…` or padded to its column, highlights and the row's style applied
    /// (the row style spans the whole line, gaps included).
    public func render(_ row: TableRow, theme: TableTheme) -> String {
        renderLine(cells: row.cells, shownOnly: false, lineStyle: row.style, highlight: row.highlightStyle, theme: theme)
    }

    /// The header followed by each row.
    public func render(rows: some Sequence<TableRow>, theme: TableTheme) -> [String] {
        [renderHeader(theme: theme)] + rows.map { render($0, theme: theme) }
    }

    private func renderLine(cells: [TableCell], shownOnly: Bool, lineStyle: ANSI.Style, highlight: ANSI.Style? = nil,
                            theme: TableTheme) -> String {
        var writer = StyledLineWriter(mode: theme.colorMode, capacity: lineWidth + 32)
        let styles = CellStyles(line: lineStyle, highlight: lineStyle.merged(with: highlight ?? theme.highlightStyle))
        for (position, columnIndex) in shownColumns.enumerated() {
            if position > 0 { writer.writeSpaces(Self.columnGap, style: lineStyle) }
            let cellIndex = shownOnly ? position : columnIndex
            let width = widths[position]
            let alignment = columns[columnIndex].alignment
            if cellIndex >= cells.count {
                Self.write(TableCell(MeasuredText.empty), width: width, alignment: alignment,
                           styles: styles, colorMode: theme.colorMode, into: &writer)
            } else if cells[cellIndex].yields(toWidth: width) {
                Self.write(cells[cellIndex].yielding(toWidth: width), width: width, alignment: alignment,
                           styles: styles, colorMode: theme.colorMode, into: &writer)
            } else {
                Self.write(cells[cellIndex], width: width, alignment: alignment,
                           styles: styles, colorMode: theme.colorMode, into: &writer)
            }
        }
        return writer.finish()
    }

    /// The two styles a cell's text is drawn in.
    private struct CellStyles {
        var line: ANSI.Style
        var highlight: ANSI.Style
    }

    private static func write(
        _ cell: TableCell, width: Int, alignment: TextAlignment,
        styles: CellStyles, colorMode: ANSI.ColorMode, into writer: inout StyledLineWriter
    ) {
        let text = cell.text
        let fit = text.fit(toWidth: width)
        if alignment == .right { writer.writeSpaces(fit.padding, style: styles.line) }
        var ellipsisStyle = styles.line
        var position = 0
        if colorMode != .off {
            for prefix in cell.prefixStyles {
                let end = min(position + prefix.text.count, fit.keptCharacters)
                writer.write(text, characters: position..<end, style: styles.line.merged(with: prefix.style))
                position = end
            }
        }
        if colorMode == .off || cell.highlights.isEmpty {
            writer.write(text, characters: position..<fit.keptCharacters, style: styles.line)
        } else {
            let highlights = cell.normalizedHighlights()
            for range in highlights where range.lowerBound < fit.keptCharacters && range.upperBound > position {
                let end = min(range.upperBound, fit.keptCharacters)
                writer.write(text, characters: position..<max(position, range.lowerBound), style: styles.line)
                let start = max(position, range.lowerBound)
                writer.write(text, characters: start..<end, style: styles.highlight)
                position = end
            }
            writer.write(text, characters: position..<fit.keptCharacters, style: styles.line)
            if let last = highlights.last, last.upperBound > fit.keptCharacters {
                ellipsisStyle = styles.highlight
            }
        }
        if fit.showsEllipsis { writer.write(TerminalText.ellipsis, style: ellipsisStyle) }
        if alignment == .left { writer.writeSpaces(fit.padding, style: styles.line) }
    }
}
