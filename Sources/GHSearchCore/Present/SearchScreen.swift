import FoundationEssentials

/// Draws the interactive screen from a `SearchViewModel`: the title, the table
/// (scrolled to keep the selection in view), and the status line. The prompt
/// on the last row belongs to the line editor. Pure: lines in, lines out; it
/// remembers only the scroll position and the measured widths of the rows
/// on screen, so a keystroke over 5,000 repositories costs a filter and a
/// few dozen rows, not a re-measure of everything.
public struct SearchScreen: Sendable {
    public static let spinnerFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// The language of every word on screen.
    public let catalogue: Catalogue
    private var top = 0
    private var widthsKey: WidthsKey?
    private var contentWidths: [Int] = []

    private struct WidthsKey: Equatable {
        var login: String
        var count: Int
    }

    public init(catalogue: Catalogue = .english) {
        self.catalogue = catalogue
    }

    /// Rows of the table that fit on a screen `height` rows high.
    public static func tableRows(height: Int) -> Int {
        max(0, height - 4)  // title, header, status, prompt
    }

    /// The lines for rows 1…height-1 (the prompt row is not included), each
    /// at most `width` cells wide.
    public mutating func render(_ state: SearchViewModel, width: Int, height: Int, now: Date,
                                colorMode: ANSI.ColorMode) -> [String] {
        let width = max(1, width)
        let bodyRows = SearchScreen.tableRows(height: height)
        var lines: [String] = []
        lines.append(titleLine(state, width: width, colorMode: colorMode))
        if height < 3 { return Array(lines.prefix(max(0, height - 1))) }

        let repositories = state.results?.repositories ?? []
        let marker = colorMode == .off  // no reverse video: mark the selection with ›
        let multi = state.pick.multi  // a column for the marks (#14)
        let key = WidthsKey(login: state.results?.login ?? "", count: repositories.count)
        if key != widthsKey {
            widthsKey = key
            contentWidths = SearchScreen.measure(repositories, now: now, markerWidth: (marker ? 2 : 0) + (multi ? 2 : 0),
                                                 catalogue: catalogue)
        }
        let layout = TableLayout(columns: RepositoryTable.columns(catalogue), availableWidth: width, contentWidths: contentWidths)
        let theme = TableTheme(colorMode: colorMode, headerStyle: .bold, highlightStyle: .underline)

        // Keep the selection in view.
        if let selection = state.selection {
            if selection < top { top = selection }
            if selection >= top + bodyRows { top = selection - bodyRows + 1 }
        }
        top = max(0, min(top, max(0, state.visible.count - bodyRows)))

        lines.append(repositories.isEmpty ? "" : layout.renderHeader(theme: theme))
        let words = state.query.filter.lowercased().split(separator: " ").map(String.init)
        for offset in 0..<bodyRows {
            let position = top + offset
            guard position < state.visible.count else { lines.append(""); continue }
            let repository = repositories[state.visible[position]]
            let selected = position == state.selection
            let prefix = (marker ? (selected ? "› " : "  ") : "") + (multi ? (state.marks.contains(repository) ? "+ " : "  ") : "")
            var row = SearchScreen.row(repository, now: now, words: words, marker: prefix.isEmpty ? nil : prefix,
                                       catalogue: catalogue)
            if selected { row.style = .reverse }
            lines.append(layout.render(row, theme: theme))
        }
        lines.append(statusLine(state, width: width, now: now, colorMode: colorMode))
        return lines
    }

    // MARK: Parts

    private func titleLine(_ state: SearchViewModel, width: Int, colorMode: ANSI.ColorMode) -> String {
        let spinner = state.spinnerFrame
        let count = state.count
        var title = catalogue.repositoryCount(count.shown, more: count.more && state.query.filter.isEmpty)
        if !state.query.filter.isEmpty, let results = state.results {
            title += catalogue.ofTotal(results.repositories.count, more: results.hasMore)
        }
        if state.pick.multi { title += catalogue.markedCount(state.marks.count) }
        var right = ""
        if let searching = state.searching {
            right = SearchScreen.spinnerFrames[spinner % SearchScreen.spinnerFrames.count] + " " + catalogue.searching(TerminalText.sanitize(searching))
        } else if state.results?.loadingMore == true {
            right = SearchScreen.spinnerFrames[spinner % SearchScreen.spinnerFrames.count] + " " + catalogue.loadingMore
        }
        return SearchScreen.spread(left: title, leftStyle: .bold, right: right, rightStyle: .dim,
                                   width: width, colorMode: colorMode)
    }

    /// The line under the table: why it is empty, what was loaded, a
    /// notice, and the quota at the right.
    public func statusLine(_ state: SearchViewModel, width: Int, now: Date, colorMode: ANSI.ColorMode) -> String {
        var left: String
        var style = ANSI.Style.dim
        switch state.status {
        case .idle:
            left = catalogue.idleHelp
        case .results:
            if let more = state.results?.moreFailure ?? state.results?.stopped {
                left = catalogue.couldNotLoadMore(catalogue.describe(more, apiURL: "GitHub", now: now))
                style = .foreground(.yellow)
            } else if let results = state.results {
                left = catalogue.listState(login: TerminalText.sanitize(results.login), more: results.hasMore)
                    + " · " + catalogue.actionHints(multi: state.pick.multi)
            } else {
                left = ""
            }
        case .noRepositories(let login):
            left = catalogue.noRepositories(TerminalText.sanitize(login))
        case .failed(let error):
            left = catalogue.describe(error, apiURL: "GitHub", now: now)
            if case .rateLimited = error { left += catalogue.searchingAgainAtReset }
            style = .foreground(.red)
        }
        if let notice = state.notice {
            left = catalogue.text(notice)
            style = .dim
        }
        let quota = state.quota?.quotaText.map(catalogue.quota) ?? ""
        return SearchScreen.spread(left: left, leftStyle: style, right: quota, rightStyle: .dim,
                                   width: width, colorMode: colorMode)
    }

    /// `left` cut to fit, `right` flush right, one line exactly `width` cells (or less).
    static func spread(left: String, leftStyle: ANSI.Style, right: String, rightStyle: ANSI.Style,
                       width: Int, colorMode: ANSI.ColorMode) -> String {
        let rightWidth = TerminalText.width(right)
        let room = right.isEmpty ? width : width - rightWidth - 1
        if room < 8 {
            return leftStyle.apply(to: TerminalText.truncate(left, toWidth: width), mode: colorMode)
        }
        let shownLeft = TerminalText.truncate(left, toWidth: room)
        let gap = width - TerminalText.width(shownLeft) - rightWidth
        return leftStyle.apply(to: shownLeft, mode: colorMode) + String(repeating: " ", count: max(1, gap))
            + rightStyle.apply(to: right, mode: colorMode)
    }

    static func row(_ r: Repository, now: Date, words: [String], marker: String?,
                    catalogue: Catalogue = .english) -> TableRow {
        var row = RepositoryTable.row(r, now: now, catalogue: catalogue)
        if !words.isEmpty {
            for column in [0, 2] {
                let text = row.cells[column].text.string
                row.cells[column].highlights = Highlight.ranges(of: words, in: text)
            }
        }
        if let marker {
            let cell = row.cells[0]
            row.cells[0] = TableCell(MeasuredText(marker + cell.text.string),
                                     highlights: cell.highlights.map { ($0.lowerBound + marker.count)..<($0.upperBound + marker.count) })
        }
        return row
    }

    static func measure(_ repositories: [Repository], now: Date, markerWidth: Int,
                        catalogue: Catalogue = .english) -> [Int] {
        var widths = [Int](repeating: 0, count: RepositoryTable.columns.count)
        for r in repositories {
            let row = RepositoryTable.row(r, now: now, catalogue: catalogue)
            for (i, cell) in row.cells.enumerated() where cell.text.width > widths[i] {
                widths[i] = cell.text.width
            }
        }
        widths[0] += markerWidth
        return widths
    }
}
