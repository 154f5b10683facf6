import GHSearchInteractive
import FoundationEssentials
import GHSearchText
import GHSearchGitHub
import GHSearchKeys
import GHSearchAvatar

/// Draws the detail view of one repository: its name and marks on the
/// first row, then a window of its body (`DetailBody`: the description,
/// every field with a label, the owner's avatar in half blocks at the top
/// right, then the README), and a status line with the keys and where the
/// window is (`12–40 of 230`). Pure: lines in, lines out, for rows
/// 1…height-1 (the prompt row is not included), each at most `width` cells.
///
/// The avatar takes its columns only while it loads or once it is drawn:
/// when it cannot be had, the text uses the whole width.
public struct DetailScreen: Sendable {
    /// The avatar's size on screen: 16 columns by 8 rows (16×16 pixels).
    public static let avatarColumns = 16
    public static let avatarRows = 8
    /// Narrower than this, the avatar is left out.
    static let minimumWidthForAvatar = 60

    public let catalogue: Catalogue
    /// nil: each date in the local zone of its own instant (`LocalTimeZone`).
    public var timeZone: TimeZone?

    public init(catalogue: Catalogue = .english, timeZone: TimeZone? = nil) {
        self.catalogue = catalogue
        self.timeZone = timeZone
    }

    /// The detail view; its status line says `notice`, or gives the hints
    /// of the keys as bound (`KeyTable.bindings`) that fit beside the position.
    public func render(_ detail: RepositoryDetail, notice: SearchNotice? = nil, width: Int, height: Int, now: Date,
                       colorMode: ANSI.ColorMode,
                       keys: [(key: Key, actions: [KeyAction])] = KeyTable.bindings(multi: false)) -> [String] {
        let width = max(1, width)
        let rows = max(0, height - 1)
        guard rows > 0 else { return [] }
        var lines = [titleLine(detail.repository, width: width, colorMode: colorMode)]
        guard rows > 1 else { return lines }
        let bodyRows = ScreenGeometry.detailBodyRows(height: height)
        let count = lineCount(detail, width: width, colorMode: colorMode)
        let top = max(0, min(detail.top, count - bodyRows))
        lines += window(detail, top: top, rows: bodyRows, width: width, now: now, colorMode: colorMode)
        var position = ""
        if count > bodyRows {
            position = catalogue.scrollPosition(first: top + 1, last: min(count, top + bodyRows), of: count)
        }
        let hints = catalogue.hintItems(.detail, multi: false, bindings: keys)
        let help = HintItem.fit(hints, width: width - (position.isEmpty ? 0 : TerminalText.width(position) + 1))
        lines.append(SearchScreen.spread(left: notice.map(catalogue.text) ?? help, leftStyle: .dim,
                                         right: position, rightStyle: .dim, width: width, colorMode: colorMode))
        return lines
    }

    /// The side preview: the title, then the body from its top (as far as
    /// it was scrolled), `height` rows.
    public func renderPane(_ detail: RepositoryDetail, width: Int, height: Int, now: Date,
                           colorMode: ANSI.ColorMode) -> [String] {
        guard height > 0 else { return [] }
        let width = max(1, width)
        let count = lineCount(detail, width: width, colorMode: colorMode)
        return [titleLine(detail.repository, width: width, colorMode: colorMode)]
            + window(detail, top: max(0, min(detail.top, count - (height - 1))), rows: height - 1,
                     width: width, now: now, colorMode: colorMode)
    }

    // A frame never lays out: it draws the body the view model took, as it
    // is. One drawn between a resize and the answer to its `.layout` shows
    // the body of the old width for that frame (its lines cut to the new
    // width); one drawn before the first answer, the metadata alone.

    /// How many lines the body takes: as laid out, or the metadata's before any layout answered.
    private func lineCount(_ detail: RepositoryDetail, width: Int, colorMode: ANSI.ColorMode) -> Int {
        detail.body?.count
            ?? metadataLines(detail, width: width, now: Date(timeIntervalSince1970: 0), colorMode: colorMode).count
    }

    private func window(_ detail: RepositoryDetail, top: Int, rows: Int, width: Int, now: Date,
                        colorMode: ANSI.ColorMode) -> [String] {
        guard rows > 0 else { return [] }
        let metadataCount = detail.body?.metadataCount ?? Int.max
        let metadata = top < metadataCount ? metadataLines(detail, width: width, now: now, colorMode: colorMode) : []
        return (top..<(top + rows)).map { index in
            if index < metadataCount { return index < metadata.count ? metadata[index] : "" }
            guard let body = detail.body else { return "" }
            let readmeLine = index - body.readmeStart
            guard readmeLine >= 0, readmeLine < body.readme.lines.count else { return "" }
            let line = body.readme.lines[readmeLine]
            return body.width > width ? DrawnLine.clipped(line, toWidth: width) : line
        }
    }

    private func titleLine(_ r: Repository, width: Int, colorMode: ANSI.ColorMode) -> String {
        let name = TerminalText.sanitize(r.fullName ?? r.name)
        var marks: [String] = []
        if r.isFork == true { marks.append(catalogue.fork) }
        if r.isArchived == true { marks.append(catalogue.archived) }
        if r.isTemplate == true { marks.append(catalogue.template) }
        return SearchScreen.spread(left: name, leftStyle: .bold, right: marks.joined(separator: " · "),
                                   rightStyle: .foreground(.yellow), width: width, colorMode: colorMode)
    }

    // MARK: The metadata

    /// The description (wrapped whole), a blank line, and every field with
    /// its label (long values wrapped under themselves; a date one line),
    /// with the avatar at the right of the first rows. As many lines
    /// whatever `now` is.
    public func metadataLines(_ detail: RepositoryDetail, width: Int, now: Date, colorMode: ANSI.ColorMode) -> [String] {
        let r = detail.repository
        let avatar = width >= DetailScreen.minimumWidthForAvatar ? avatarLines(detail.avatar, colorMode: colorMode) : []
        let textWidth = max(1, avatar.isEmpty ? width : width - DetailScreen.avatarColumns - 2)

        // Each line with the cells it takes (styles take none).
        var lines: [(text: String, width: Int)] = []
        if let description = r.description.map(TerminalText.sanitize), !description.isEmpty {
            lines += TerminalText.wrap(description, toWidth: textWidth).map { ($0, TerminalText.width($0)) }
        } else {
            let text = TerminalText.fit(catalogue.noDescription, toWidth: textWidth)
            lines.append((ANSI.Style.dim.apply(to: text, mode: colorMode), TerminalText.width(text)))
        }
        lines.append(("", 0))
        let fields = fieldLines(r, now: now)
        let labelWidth = min(textWidth / 2, (fields.map { TerminalText.width($0.label) }.max() ?? 0) + 2)
        let valueWidth = max(1, textWidth - labelWidth)
        for field in fields {
            let label = ANSI.Style.dim.apply(to: TerminalText.fit(field.label, toWidth: labelWidth), mode: colorMode)
            let values = field.oneLine ? [TerminalText.truncate(field.value, toWidth: valueWidth)]
                : TerminalText.wrap(field.value, toWidth: valueWidth)
            for (index, value) in values.enumerated() {
                lines.append(((index == 0 ? label : String(repeating: " ", count: labelWidth)) + value,
                              labelWidth + TerminalText.width(value)))
            }
        }
        guard !avatar.isEmpty else { return lines.map(\.text) }
        while lines.count < avatar.count { lines.append(("", 0)) }
        for (index, picture) in avatar.enumerated() {
            let padding = max(0, textWidth - lines[index].width)
            lines[index].text += String(repeating: " ", count: padding) + "  " + picture
        }
        return lines.map(\.text)
    }

    /// Every known field as a label and a value (fields the server left out
    /// are skipped); `oneLine` for a date, whose length changes with time.
    func fieldLines(_ r: Repository, now: Date) -> [(label: String, value: String, oneLine: Bool)] {
        var out: [(String, String, Bool)] = []
        func add(_ field: Catalogue.Field, _ value: String?, oneLine: Bool = false) {
            guard let value, !value.isEmpty else { return }
            out.append((catalogue.label(field), TerminalText.sanitize(value), oneLine))
        }
        func when(_ date: Date?) -> String? {
            date.map { catalogue.date($0, timeZone: timeZone ?? LocalTimeZone.at($0)) + " ("
                + RelativeTime.describe($0, relativeTo: now, catalog: catalogue.relativeTime) + ")" }
        }
        add(.owner, r.owner?.login)
        add(.topics, r.topics.isEmpty ? nil : r.topics.joined(separator: ", "))
        add(.language, r.language)
        add(.license, r.license.flatMap { $0.name ?? $0.spdxID })
        add(.stars, r.stargazersCount.map(catalogue.number))
        add(.forks, r.forksCount.map(catalogue.number))
        add(.openIssues, r.openIssuesCount.map(catalogue.number))
        add(.watchers, r.watchersCount.map(catalogue.number))
        add(.defaultBranch, r.defaultBranch)
        add(.size, r.size.map(catalogue.kilobytes))
        add(.created, when(r.createdAt), oneLine: true)
        add(.updated, when(r.updatedAt), oneLine: true)
        add(.pushed, when(r.pushedAt), oneLine: true)
        add(.homepage, r.homepage)
        add(.url, r.htmlURL)
        add(.cloneHTTPS, r.cloneURL)
        add(.cloneSSH, r.sshURL)
        return out
    }

    /// The avatar (scaled to 16×16 pixels), a box saying it loads, or
    /// nothing (none wanted, none to be had, no colours).
    func avatarLines(_ avatar: AvatarStatus, colorMode: ANSI.ColorMode) -> [String] {
        guard colorMode.showsColor else { return [] }
        let columns = DetailScreen.avatarColumns, rows = DetailScreen.avatarRows
        switch avatar {
        case .none, .unavailable:
            return []
        case .loaded(let image):
            return HalfBlockImage.lines(image.scaled(width: columns, height: rows * 2), colorMode: colorMode)
        case .loading:
            let inner = columns - 2
            var box = ["┌" + String(repeating: "─", count: inner) + "┐"]
            for row in 1..<(rows - 1) {
                var text = String(repeating: " ", count: inner)
                if row == rows / 2 - 1 {
                    let shown = TerminalText.truncate(catalogue.avatarLoading, toWidth: inner)
                    let left = (inner - TerminalText.width(shown)) / 2
                    text = TerminalText.fit(String(repeating: " ", count: left) + shown, toWidth: inner)
                }
                box.append("│" + text + "│")
            }
            box.append("└" + String(repeating: "─", count: inner) + "┘")
            return box.map { ANSI.Style.dim.apply(to: $0, mode: colorMode) }
        }
    }
}
