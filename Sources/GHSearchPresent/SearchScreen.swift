import GHSearchInteractive
import FoundationEssentials
import GHSearchText
import GHSearchGitHub
import GHSearchFilter
import GHSearchTable
import GHSearchKeys
import GHSearchTheme

/// Draws the interactive screen from a `SearchViewModel`: the title, the table
/// (the window the view model scrolled to), and the status line. The prompt
/// on the last row belongs to the line editor. Pure: lines in, lines out; it
/// remembers only the measured widths of the rows
/// on screen, so a keystroke over 5,000 repositories costs a filter and a
/// few dozen rows, not a re-measure of everything. The scroll position is
/// the view model's (`SearchViewModel.listState`).
public struct SearchScreen: Sendable {
    public static let spinnerFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// The language of every word on screen.
    public let catalogue: Catalogue
    /// The styles of what is drawn (`--color`).
    public let theme: ColorTheme
    /// The widest cell of each column over the rows measured so far: a new
    /// page is measured alone and raises these (running maxima).
    private var widths = MeasuredWidths()
    /// The table's columns in `catalogue`'s words, made at the first frame.
    private var columns: [TableColumn]?
    /// The status line's key hints last made (`hints(_:_:memo:)`).
    private var hintMemo: HintMemo?

    /// Key hints and what they were made for: the view and the keys as bound.
    private struct HintMemo {
        var view: KeyTable.HintView
        var multi: Bool
        var user: [KeyBind]
        var items: [HintItem]
    }

    private struct MeasuredWidths {
        var list: SearchSubject?
        /// Cells before the name: the selection's › and the marks' +.
        var markerWidth = 0
        /// Rows of the list measured (the first ones).
        var count = 0
        var content = [Int](repeating: 0, count: RepositoryTable.columns.count)
        /// The PUSHED phrases measured so far.
        var pushed = PushedWidths()
    }

    /// The position in `visible` of the first table row drawn last (the mouse's rows count from it).
    public private(set) var scrollTop = 0
    /// The table rows drawn last (fewer than `tableRows` when the status line took two rows).
    public private(set) var drawnTableRows: Int?

    /// A screen in `catalogue`'s words, drawn in `theme` (by default the
    /// colourless one: matches underlined, the current row reversed).
    public init(catalogue: Catalogue = .english, theme: ColorTheme = .bw) {
        self.catalogue = catalogue
        self.theme = theme
    }

    /// The lines for rows 1…height-1 (the prompt row is not included), each
    /// at most `width` cells wide; `status` replaces the status rows
    /// (the split screen's, across the whole width).
    public mutating func render(_ state: SearchViewModel, width: Int, height: Int, now: Date,
                                colorMode: ANSI.ColorMode, status: [String]? = nil) -> [String] {
        let width = max(1, width)
        let titled = state.presentation.info.showsTitle
        let tableRows = ScreenGeometry.tableRows(height: height, titled: titled)
        var memo = hintMemo
        var status = status ?? statusLines(state, width: width, now: now, colorMode: colorMode, hintMemo: &memo)
        hintMemo = memo
        // A screen with room for less than two table rows keeps one status row.
        if status.count > 1, tableRows < 2 { status = Array(status.prefix(1)) }
        // A second row of the status line is the table's last row.
        let bodyRows = max(0, tableRows - (status.count - 1))
        drawnTableRows = bodyRows
        var lines: [String] = []
        if titled { lines.append(titleLine(state, width: width, colorMode: colorMode)) }
        if height < 3 { return Array(lines.prefix(max(0, height - 1))) }

        let repositories = state.results?.repositories ?? []
        let showsOwner = state.results?.listsManyOwners ?? false
        // No reverse video or background: mark the selection with ›.
        let marker = colorMode == .off || (theme.current.background == nil && !theme.current.attributes.contains(.reverse))
        let multi = state.pick.multi  // a column for the marks
        let markerWidth = (marker ? 2 : 0) + (multi ? 2 : 0)
        if widths.list != state.results?.subject || widths.markerWidth != markerWidth || widths.count > repositories.count {
            widths = MeasuredWidths(list: state.results?.subject, markerWidth: markerWidth)
        }
        // The model's window; a second status row takes the last table row.
        let top = state.listState.offset(showing: bodyRows, of: state.visible.count)
        scrollTop = top
        let onScreen = Array(state.visible[min(top, state.visible.count)..<min(top + bodyRows, state.visible.count)])
        // Only the rows on screen are built.
        let cells = onScreen.map { RepositoryTable.row(repositories[$0], now: now, catalogue: catalogue, showsOwner: showsOwner) }
        // The rows that arrived since the last frame are measured once: from
        // their cells when on screen, else without building them.
        if widths.count < repositories.count {
            let built = onScreen.indices.filter { onScreen[$0] >= widths.count }.sorted { onScreen[$0] < onScreen[$1] }
            var next = 0
            var measured = widths
            // Each row read where it is in the list, not copied out of it.
            repositories.withUnsafeBufferPointer { rows in
                for index in measured.count..<rows.count {
                    while next < built.count, onScreen[built[next]] < index { next += 1 }
                    if next < built.count, onScreen[built[next]] == index {
                        for (column, cell) in cells[built[next]].cells.enumerated()
                        where column < measured.content.count && cell.text.width > measured.content[column] {
                            measured.content[column] = cell.text.width
                        }
                    } else {
                        RepositoryTable.widen(&measured.content, toFit: rows.baseAddress! + index, now: now, catalogue: catalogue,
                                              showsOwner: showsOwner, pushed: &measured.pushed)
                    }
                }
            }
            measured.count = repositories.count
            widths = measured
        }
        let contentWidths = [widths.content[0] + markerWidth] + widths.content.dropFirst()
        let columns = self.columns ?? RepositoryTable.interactiveColumns(catalogue)
        self.columns = columns
        let layout = TableLayout(columns: columns, availableWidth: width,
                                 contentWidths: contentWidths)
        let tableTheme = TableTheme(colorMode: colorMode, headerStyle: theme.header, highlightStyle: theme.match)

        lines.append(repositories.isEmpty ? "" : layout.renderHeader(theme: tableTheme))
        let matches: [RowMatch?] = state.filter.isEmpty || state.results == nil
            ? [RowMatch?](repeating: nil, count: onScreen.count)
            : state.engine.matches(onScreen, filter: state.filter, corpus: state.results!.corpus)
        let visible = matches.contains { $0 != nil } ? SearchScreen.visibleFields(layout) : []
        // `reverse-list`: the first row at the bottom, the rest going up.
        let reversed = state.presentation.listReversed
        for line in 0..<bodyRows {
            let offset = reversed ? bodyRows - 1 - line : line
            let position = top + offset
            guard position < state.visible.count else { lines.append(""); continue }
            let index = state.visible[position]
            let repository = repositories[index]
            let selected = position == state.listState.selected
            var prefix: [TableCell.StyledPrefix] = []
            if marker { prefix.append(TableCell.StyledPrefix(selected ? "› " : "  ", style: theme.pointer)) }
            if multi { prefix.append(TableCell.StyledPrefix(state.pickState.marks.contains(repository) ? "+ " : "  ", style: theme.marker)) }
            var row = SearchScreen.row(cells[offset], of: repository, match: matches[offset], layout: layout, marker: prefix,
                                       visible: visible)
            row.style = selected ? theme.current : theme.list
            if selected { row.highlightStyle = theme.currentMatch }
            var line = layout.render(row, theme: tableTheme)
            // A row's background goes across the whole screen, as fzf's does.
            if row.style.background != nil, colorMode.showsColor, layout.lineWidth < width {
                line += row.style.apply(to: TerminalText.spaces(width - layout.lineWidth), mode: colorMode)
            }
            lines.append(line)
        }
        lines += status
        return lines
    }

    // MARK: Parts

    private func titleLine(_ state: SearchViewModel, width: Int, colorMode: ANSI.ColorMode) -> String {
        let (title, loading) = titleParts(state)
        // `--info right`: the count at the right end, what is loading at the left.
        if state.presentation.info.alignsRight {
            return SearchScreen.spread(left: loading, leftStyle: theme.spinner, right: title, rightStyle: theme.title,
                                       width: width, colorMode: colorMode)
        }
        return SearchScreen.spread(left: title, leftStyle: theme.title, right: loading, rightStyle: theme.spinner,
                                   width: width, colorMode: colorMode)
    }

    /// The count and the spinner as `--info inline` puts them on the
    /// prompt row: the title's text, then what is loading.
    public func infoText(_ state: SearchViewModel) -> String {
        let (title, right) = titleParts(state)
        return right.isEmpty ? title : title + "  " + right
    }

    /// The title's count (at the left) and what is loading with the spinner (at the right).
    private func titleParts(_ state: SearchViewModel) -> (String, String) {
        let spinner = state.spinner.frame
        let count = state.count
        var title = catalogue.repositoryCount(count.shown, more: count.more && state.filter.isEmpty)
        let totals = state.results?.searchTotals
        if let totals {
            title = catalogue.searchCount(totals)  // GitHub's total_count
        } else if !state.filter.isEmpty, let results = state.results {
            title += catalogue.ofTotal(results.repositories.count, more: results.hasMore)
        }
        if state.results?.hasMore == true, totals == nil { title += catalogue.partialMark }
        if let whose = (state.results?.subject ?? state.query.subject)?.starred {
            title += catalogue.starredBy(TerminalText.sanitize(whose.displayName))
        }
        if state.results?.isStale == true { title += catalogue.staleMark }
        if state.pick.multi { title += catalogue.markedCount(state.pickState.marks.count) }
        var right = ""
        if let searching = state.searching {
            right = SearchScreen.spinnerFrames[spinner % SearchScreen.spinnerFrames.count] + " " + catalogue.searching(TerminalText.sanitize(searching.displayName))
        } else if state.results?.loadingMore == true {
            right = SearchScreen.spinnerFrames[spinner % SearchScreen.spinnerFrames.count] + " " + catalogue.loadingMore
        }
        return (title, right)
    }

    /// The line under the table: why it is empty, what was loaded, a
    /// notice, and the quota at the right. One row; a message too long for
    /// it takes a second (`statusLines`).
    public func statusLine(_ state: SearchViewModel, width: Int, now: Date, colorMode: ANSI.ColorMode) -> String {
        statusLines(state, width: width, now: now, colorMode: colorMode).first ?? ""
    }

    /// The status line's rows: one, or two when its message does not fit
    /// in one (the rate limit's reset time and advice are never cut away
    /// at 80 columns). Key hints never take a row of their own: they go
    /// whole, the least important first, to fit beside the message.
    public func statusLines(_ state: SearchViewModel, width: Int, now: Date, colorMode: ANSI.ColorMode) -> [String] {
        var memo: HintMemo?
        return statusLines(state, width: width, now: now, colorMode: colorMode, hintMemo: &memo)
    }

    /// The key hints of `view`: `memo`'s when they were made for the same
    /// keys, else made and kept in `memo`.
    private func hints(_ view: KeyTable.HintView, _ state: SearchViewModel, memo: inout HintMemo?) -> [HintItem] {
        let multi = state.pick.multi
        let user = state.pick.bindings
        if let memo, memo.view == view, memo.multi == multi, memo.user == user { return memo.items }
        let items = catalogue.hintItems(view, multi: multi, bindings: KeyTable.bindings(multi: multi, user: user))
        memo = HintMemo(view: view, multi: multi, user: user, items: items)
        return items
    }

    private func statusLines(_ state: SearchViewModel, width: Int, now: Date, colorMode: ANSI.ColorMode,
                             hintMemo memo: inout HintMemo?) -> [String] {
        var left: String
        var hints: [HintItem] = []
        var style = theme.info
        switch state.status {
        case .idle:
            left = catalogue.idleInstruction(state.modeState.mode)
            hints = self.hints(state.modeState.mode == .search ? .searchIdle : .idle, state, memo: &memo)
        case .results:
            if let more = state.results?.moreFailure ?? state.results?.stopped?.error {
                left = catalogue.couldNotLoadMore(catalogue.describe(more, apiURL: "GitHub", now: now))
                style = .foreground(.yellow)
            } else if let skipped = state.results?.notRepositories {
                // The rows are shown, but the list is incomplete: said like a list cut short.
                left = catalogue.describe(.notRepositories(skipped), apiURL: "GitHub", now: now)
                style = .foreground(.yellow)
            } else if let results = state.results, let totals = results.searchTotals {
                left = catalogue.searchState(query: TerminalText.sanitize(results.subject.displayName),
                                             more: results.hasMore, incomplete: totals.incompleteResults)
                if totals.incompleteResults { style = .foreground(.yellow) }
            } else if let results = state.results {
                left = SearchScreen.loadingState(results, catalogue: catalogue)
                if results.stopped == nil, results.pendingPages == 0 { hints = self.hints(.results, state, memo: &memo) }
            } else {
                left = ""
            }
            // Rows drawn before their request answered: said instead, until it does.
            if let mark = state.results?.revalidating {
                left = catalogue.revalidating(mark, now: now)
                style = .foreground(.yellow)
            }
            // Rows from the cache, GitHub out of reach: said first.
            if let stale = state.results?.stale {
                left = catalogue.cachedOffline(stale, now: now) + (left.isEmpty ? "" : " · " + left)
                style = .foreground(.yellow)
            }
        case .noRepositories(let subject):
            switch subject {
            case .search(let query): left = catalogue.noMatches(TerminalText.sanitize(query))
            case .starred(let whose): left = catalogue.noStars(TerminalText.sanitize(whose.displayName))
            case .user, .own: left = catalogue.noRepositories(TerminalText.sanitize(subject.displayName))
            }
        case .failed(let error, _, _):
            left = catalogue.describe(error, apiURL: "GitHub", now: now)
            if case .rateLimited = error { left += catalogue.searchingAgainAtReset }
            if state.results?.isStale == true { left += catalogue.showingCachedRows }
            style = .foreground(.red)
        }
        // A word of the filter that is not understood: said, while the rest applies.
        if let problem = state.filter.problems.first, state.results != nil {
            left = catalogue.describe(problem)
            hints = []
            style = .foreground(.yellow)
        }
        if let pacing = state.namePacing {
            left = catalogue.text(pacing)
            hints = []
            style = theme.info
        }
        if let notice = state.notice {
            left = catalogue.text(notice)
            hints = []
            style = theme.info
        }
        if let problem = state.lineProblem {
            left = catalogue.text(problem)
            hints = []
            style = .foreground(.yellow)
        }
        if state.modeState.countsDown, let until = state.modeState.searchWaitUntil {
            left = catalogue.searchLimitSpent(secondsLeft: max(0, Int(until.timeIntervalSince(now).rounded(.up))))
            hints = []
            style = .foreground(.yellow)
        }
        let shown = state.shownQuota
        let quota = shown.limit?.quotaText.map(shown.isSearch ? catalogue.searchQuota : catalogue.quota) ?? ""
        return SearchScreen.statusRows(message: left, hints: hints, style: style, right: quota, rightStyle: theme.info,
                                       width: width, colorMode: colorMode)
    }

    /// The status line's rows: `message` and as many whole `hints` as fit
    /// after it on the first row, `right` flush right; a message longer
    /// than the first row's room is broken between words onto a second
    /// row (the whole width), cut with `…` if it is longer still.
    static func statusRows(message: String, hints: [HintItem], style: ANSI.Style, right: String,
                           rightStyle: ANSI.Style = .dim, width: Int, colorMode: ANSI.ColorMode) -> [String] {
        let rightWidth = TerminalText.width(right)
        let room = right.isEmpty || width - rightWidth - 1 < 8 ? width : width - rightWidth - 1
        let messageWidth = TerminalText.width(message)
        if messageWidth <= room {
            var left = message
            if !hints.isEmpty {
                let separator = message.isEmpty ? "" : HintItem.separator
                let fitted = HintItem.fit(hints, width: room - messageWidth - TerminalText.width(separator))
                if !fitted.isEmpty { left += separator + fitted }
            }
            return [spread(left: left, leftStyle: style, right: right, rightStyle: rightStyle, width: width, colorMode: colorMode)]
        }
        let broken = TerminalText.wrap(message, toWidth: room)
        let first = broken.first ?? ""
        let rest = broken.dropFirst().joined(separator: " ")
        return [
            spread(left: first, leftStyle: style, right: right, rightStyle: rightStyle, width: width, colorMode: colorMode),
            style.apply(to: TerminalText.truncate(rest, toWidth: width), mode: colorMode),
        ]
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
        return leftStyle.apply(to: shownLeft, mode: colorMode) + TerminalText.spaces(max(1, gap))
            + rightStyle.apply(to: right, mode: colorMode)
    }

    /// The status line's account of the loading: all loaded, loading, or
    /// stopped at a bound (then the count and the filter are partial).
    static func loadingState(_ results: LoadedResults, catalogue: Catalogue) -> String {
        let login = TerminalText.sanitize(results.subject.displayName)
        let loaded = results.repositories.count
        switch results.stopped {
        case .bound?:
            return catalogue.filteringPartial(loaded: loaded, total: results.estimatedTotal)
        case .reserve(let left)?:
            return catalogue.filteringPartialAtReserve(loaded: loaded, total: results.estimatedTotal, left: left)
        case .pagination?:  // said by the status line as a failure to load more
            return catalogue.listState(login: login, more: results.hasMore)
        case nil:
            if results.pendingPages > 0 {
                return catalogue.loadingPages(login: login, loaded: loaded, total: results.estimatedTotal)
            }
            return catalogue.listState(login: login, more: results.hasMore)
        }
    }

    /// The fields a match can be shown in, and their columns.
    private static let cellOf: [(field: FilterField, column: Int)] = [(.name, 0), (.description, 2), (.language, 3)]

    /// The fields whose columns `layout` shows.
    static func visibleFields(_ layout: TableLayout) -> Set<FilterField> {
        var visible: Set<FilterField> = []
        for (field, column) in cellOf where layout.shownColumns.contains(column) { visible.insert(field) }
        return visible
    }

    /// One row with what matched highlighted in every visible column: a
    /// description cut before its match shows the part that holds it, and
    /// a match in a column not shown (topics, or a description or language
    /// left out on a narrow screen) is shown in the description's cell, or
    /// after the name when that is hidden too.
    /// `cells` is `r`'s row as `RepositoryTable.row` makes it.
    static func row(_ cells: TableRow, of r: Repository, match: RowMatch?, layout: TableLayout,
                    marker: [TableCell.StyledPrefix], visible: Set<FilterField>) -> TableRow {
        var row = cells
        if let match {
            for (field, column) in cellOf where visible.contains(field) {
                let ranges = match.ranges(in: field)
                guard !ranges.isEmpty else { continue }
                if field == .description, let index = layout.shownColumns.firstIndex(of: column) {
                    let excerpt = MatchExcerpt(row.cells[column].text.string, ranges: ranges, width: layout.widths[index])
                    row.cells[column] = TableCell(MeasuredText(excerpt.text), highlights: excerpt.highlights)
                } else if column == 0, let owner = row.cells[0].yieldsFirst {
                    // The name comes after `owner/`.
                    let shift = owner.upperBound + 1
                    row.cells[0].highlights = ranges.map { ($0.lowerBound + shift)..<($0.upperBound + shift) }
                } else {
                    row.cells[column].highlights = ranges
                }
            }
            let hidden = match.hiddenEvidence(visible: visible)
            if !hidden.isEmpty {
                let host = visible.contains(.description) ? 2 : 0
                var text = ""
                var highlights: [Range<Int>] = []
                for field in hidden {
                    let excerpt = MatchExcerpt(field.text(of: r), ranges: match.ranges(in: field), width: 24)
                    let prefix = field == .topics ? "#" : ""
                    let start = text.count + prefix.count
                    text += prefix + excerpt.text + " · "
                    highlights += excerpt.highlights.map { ($0.lowerBound + start)..<($0.upperBound + start) }
                }
                let cell = row.cells[host]
                if host == 0 {
                    let shift = cell.text.string.count + 3
                    row.cells[0] = TableCell(MeasuredText(cell.text.string + " · " + String(text.dropLast(3))),
                                             highlights: cell.highlights + highlights.map { ($0.lowerBound + shift)..<($0.upperBound + shift) },
                                             yieldsFirst: cell.yieldsFirst)
                } else {
                    let shift = text.count
                    row.cells[host] = TableCell(MeasuredText(text + cell.text.string),
                                                highlights: highlights + cell.highlights.map { ($0.lowerBound + shift)..<($0.upperBound + shift) })
                }
            }
        }
        if !marker.isEmpty {
            row.cells[0] = row.cells[0].prefixed(marker)
        }
        return row
    }
}
