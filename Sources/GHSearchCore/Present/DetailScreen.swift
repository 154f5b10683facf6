import Foundation

/// Draws the detail view of one repository: its name and marks, the
/// description wrapped, every field with a label, and the owner's avatar in
/// half blocks at the top right (or a placeholder box while it loads, or
/// when it cannot be shown). Pure: lines in, lines out, for rows
/// 1…height-1 (the prompt row is not included), each at most `width` cells.
public struct DetailScreen: Sendable {
    /// The avatar's size on screen: 16 columns by 8 rows (16×16 pixels).
    public static let avatarColumns = 16
    public static let avatarRows = 8
    /// Narrower than this, the avatar is left out.
    static let minimumWidthForAvatar = 60

    public let catalogue: Catalogue
    public var timeZone: TimeZone

    public init(catalogue: Catalogue = .english, timeZone: TimeZone = .current) {
        self.catalogue = catalogue
        self.timeZone = timeZone
    }

    public func render(_ detail: RepositoryDetail, notice: SearchNotice? = nil, width: Int, height: Int, now: Date,
                       colorMode: ANSI.ColorMode) -> [String] {
        let width = max(1, width)
        let rows = max(0, height - 1)
        guard rows > 0 else { return [] }
        let r = detail.repository
        var lines = [titleLine(r, width: width, colorMode: colorMode)]
        guard rows > 1 else { return lines }

        let avatar = avatarLines(detail.avatar, colorMode: colorMode)
        let showsAvatar = !avatar.isEmpty && width >= DetailScreen.minimumWidthForAvatar
        let textWidth = showsAvatar ? width - DetailScreen.avatarColumns - 2 : width

        var body: [(text: String, style: ANSI.Style, label: String?)] = []
        if let description = r.description.map(TerminalText.sanitize), !description.isEmpty {
            for line in TerminalText.wrap(description, toWidth: textWidth).prefix(4) { body.append((line, .plain, nil)) }
        } else {
            body.append((catalogue.noDescription, .dim, nil))
        }
        body.append(("", .plain, nil))
        let fields = fieldLines(r, now: now)
        let labelWidth = (fields.map { TerminalText.width($0.label) }.max() ?? 0) + 2
        for field in fields { body.append((field.value, .plain, field.label)) }

        let bodyRows = rows - 2  // title above, status line below
        for i in 0..<max(0, bodyRows) {
            let available = showsAvatar && i < DetailScreen.avatarRows ? textWidth : width
            var line: String
            if i < body.count {
                let item = body[i]
                if let label = item.label {
                    let shownLabel = TerminalText.fit(label, toWidth: min(labelWidth, available))
                    let value = TerminalText.fit(item.text, toWidth: max(0, available - TerminalText.width(shownLabel)))
                    line = ANSI.Style.dim.apply(to: shownLabel, mode: colorMode) + value
                } else {
                    line = item.style.apply(to: TerminalText.fit(item.text, toWidth: available), mode: colorMode)
                }
            } else {
                line = showsAvatar && i < DetailScreen.avatarRows ? String(repeating: " ", count: available) : ""
            }
            if showsAvatar && i < avatar.count {
                line += "  " + avatar[i]
            }
            lines.append(line)
        }
        lines.append(SearchScreen.spread(left: notice.map(catalogue.text) ?? catalogue.detailHelp, leftStyle: .dim, right: "",
                                         rightStyle: .dim, width: width, colorMode: colorMode))
        return lines
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

    /// Every known field as a label and a value (fields the server left out are skipped).
    func fieldLines(_ r: Repository, now: Date) -> [(label: String, value: String)] {
        var out: [(String, String)] = []
        func add(_ field: Catalogue.Field, _ value: String?) {
            guard let value, !value.isEmpty else { return }
            out.append((catalogue.label(field), TerminalText.sanitize(value)))
        }
        func when(_ date: Date?) -> String? {
            date.map { catalogue.date($0, timeZone: timeZone) + " ("
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
        add(.created, when(r.createdAt))
        add(.updated, when(r.updatedAt))
        add(.pushed, when(r.pushedAt))
        add(.homepage, r.homepage)
        add(.url, r.htmlURL)
        add(.cloneHTTPS, r.cloneURL)
        add(.cloneSSH, r.sshURL)
        return out
    }

    /// The avatar (scaled to 16×16 pixels) or a box with a word in it; none without colours.
    func avatarLines(_ avatar: AvatarStatus, colorMode: ANSI.ColorMode) -> [String] {
        guard colorMode != .off else { return [] }
        let columns = DetailScreen.avatarColumns, rows = DetailScreen.avatarRows
        switch avatar {
        case .none:
            return []
        case .loaded(let image):
            return HalfBlockImage.lines(image.scaled(width: columns, height: rows * 2), colorMode: colorMode)
        case .loading, .unavailable:
            let word = avatar == .loading ? catalogue.avatarLoading : catalogue.avatarUnavailable
            let inner = columns - 2
            var box = ["┌" + String(repeating: "─", count: inner) + "┐"]
            for row in 1..<(rows - 1) {
                var text = String(repeating: " ", count: inner)
                if row == rows / 2 - 1 {
                    let shown = TerminalText.truncate(word, toWidth: inner)
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
