import FoundationEssentials
import GHSearchText
import GHSearchGitHub

/// The results table as ghsearch shows it: NAME and URL always, and with
/// room DESCRIPTION, PUSHED, LANGUAGE and STARS (in that order of priority).
public enum RepositoryTable {
    public static let columns = columns(.english)

    /// The columns with their headers in `catalogue`'s language.
    public static func columns(_ catalogue: Catalogue) -> [TableColumn] {
        let t = catalogue.columnTitles
        return [
            TableColumn(title: t[0], minWidth: 8, maxWidth: 32, visibility: .always, isFlexible: true),
            TableColumn(title: t[1], minWidth: 16, maxWidth: 60, visibility: .always, isFlexible: true),
            TableColumn(title: t[2], minWidth: 16, maxWidth: 60, visibility: .whenRoom(priority: 1), isFlexible: true),
            TableColumn(title: t[3], minWidth: 6, maxWidth: 12, visibility: .whenRoom(priority: 3)),
            TableColumn(title: t[4], minWidth: 5, maxWidth: 7, visibility: .whenRoom(priority: 4), alignment: .right),
            TableColumn(title: t[5], minWidth: 8, maxWidth: 12, visibility: .whenRoom(priority: 2)),
        ]
    }

    /// The interactive mode's columns: the same, but what explains a match
    /// goes last: NAME > DESCRIPTION > LANGUAGE > STARS > PUSHED > URL (the
    /// URL is always `github.com/<user>/<name>`, and the detail view, Enter
    /// and Ctrl-O still have it): the URL shows only when every other column
    /// is whole; the description takes the width left.
    public static func interactiveColumns(_ catalogue: Catalogue) -> [TableColumn] {
        let t = catalogue.columnTitles
        // `TableLayout` offers room to the highest priority first.
        return [
            TableColumn(title: t[0], minWidth: 8, maxWidth: 32, visibility: .always, isFlexible: true),
            TableColumn(title: t[1], minWidth: 16, maxWidth: 60, visibility: .whenAllElseFits),
            TableColumn(title: t[2], minWidth: 24, maxWidth: 80, visibility: .whenRoom(priority: 6), isFlexible: true),
            TableColumn(title: t[3], minWidth: 6, maxWidth: 12, visibility: .whenRoom(priority: 5)),
            TableColumn(title: t[4], minWidth: 5, maxWidth: 7, visibility: .whenRoom(priority: 4), alignment: .right),
            TableColumn(title: t[5], minWidth: 8, maxWidth: 12, visibility: .whenRoom(priority: 3)),
        ]
    }

    /// One row; every cell sanitised and measured once. With `showsOwner`
    /// (a search, starred repositories: lists of many owners) the name is
    /// `owner/name`, and the owner gives way first when the column is narrow.
    public static func row(_ r: Repository, now: Date, catalogue: Catalogue = .english, showsOwner: Bool = false) -> TableRow {
        TableRow(cells: [
            nameCell(r, showsOwner: showsOwner),
            TableCell(MeasuredText(sanitizing: r.htmlURL ?? "")),
            TableCell(MeasuredText(sanitizing: r.description ?? "")),
            TableCell(MeasuredText(sanitizing: r.language ?? "")),
            TableCell(MeasuredText(r.stargazersCount.map(compactCount) ?? "")),
            TableCell(MeasuredText(r.pushedAt.map { RelativeTime.describe($0, relativeTo: now, catalog: catalogue.relativeTime) } ?? "")),
        ])
    }

    /// Widens `widths` (one per column, the widest cell so far) to fit the
    /// cells of `row(r, …)`, without building them: what measuring every
    /// loaded row for the columns' widths costs, a few string lengths a row
    /// when the text is printable ASCII.
    public static func widen(_ widths: inout [Int], toFit r: Repository, now: Date, catalogue: Catalogue = .english,
                             showsOwner: Bool = false) {
        var pushed = PushedWidths()
        widen(&widths, toFit: r, now: now, catalogue: catalogue, showsOwner: showsOwner, pushed: &pushed)
    }

    /// `widen`, the push dates' phrases measured once each in `pushed`
    /// (kept across the rows of one catalogue).
    public static func widen(_ widths: inout [Int], toFit r: Repository, now: Date, catalogue: Catalogue,
                             showsOwner: Bool, pushed: inout PushedWidths) {
        withUnsafePointer(to: r) { widen(&widths, toFit: $0, now: now, catalogue: catalogue, showsOwner: showsOwner, pushed: &pushed) }
    }

    /// `widen` of a row read where it is, field by field (a `Repository`
    /// copied out of its list retains and releases every one of its fields).
    public static func widen(_ widths: inout [Int], toFit r: UnsafePointer<Repository>, now: Date, catalogue: Catalogue,
                             showsOwner: Bool, pushed: inout PushedWidths) {
        if showsOwner || r.pointee.isPrivate == true {
            widths[0] = max(widths[0], nameCell(r.pointee, showsOwner: showsOwner).text.width)
        } else {
            widen(&widths[0], toFit: r.pointee.name)
        }
        widen(&widths[1], toFit: r.pointee.htmlURL ?? "")
        widen(&widths[2], toFit: r.pointee.description ?? "")
        widen(&widths[3], toFit: r.pointee.language ?? "")
        widths[4] = max(widths[4], r.pointee.stargazersCount.map(compactCountWidth) ?? 0)
        if let date = r.pointee.pushedAt {
            widths[5] = max(widths[5], pushed.width(of: date, now: now, catalog: catalogue.relativeTime))
        }
    }

    /// Widens `width` to that of `text` sanitised, measured only when it
    /// could be wider: no cell is wider than its UTF-8 bytes (a character
    /// of one byte takes at most one cell, any other at most two), and
    /// sanitising only takes bytes away.
    @inline(__always)
    private static func widen(_ width: inout Int, toFit text: String) {
        guard text.utf8.count > width, cellsAtMost(text) > width else { return }
        width = max(width, self.width(of: text))
    }

    /// No fewer cells than `text` sanitised takes: a scalar of one or two
    /// UTF-8 bytes takes at most one cell, any other at most two (and a
    /// cluster takes no more than its scalars), and sanitising only takes
    /// scalars away or makes a run of line breaks one space.
    private static func cellsAtMost(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { utf8 in
            var cells = 0
            for b in utf8 {
                cells &+= (b < 0x80 || b >= 0xC0 ? 1 : 0) &+ (b >= 0xE0 ? 1 : 0)
            }
            return cells
        }
    }

    /// The width of `text` sanitised, as its cell measures it.
    static func width(of text: String) -> Int {
        var bytes = text
        let printableASCII = bytes.withUTF8 { $0.allSatisfy { $0 &- 0x20 < 0x5F } }
        return printableASCII ? text.utf8.count : TerminalText.width(TerminalText.sanitize(text))
    }

    /// The NAME cell: `name`, or `owner/name` with the owner yielding first
    /// (the owner from `full_name`, else from `owner.login`).
    public static func nameCell(_ r: Repository, showsOwner: Bool) -> TableCell {
        let mark = r.isPrivate == true ? privateMark : ""
        guard showsOwner, let owner = ownerName(of: r), !owner.isEmpty else {
            return TableCell(MeasuredText(sanitizing: mark + r.name))
        }
        let shownOwner = TerminalText.sanitize(owner)
        let start = mark.count
        return TableCell(MeasuredText(sanitizing: mark + owner + "/" + r.name),
                         yieldsFirst: start..<(start + shownOwner.count))
    }

    /// The owner's login as `full_name` (`owner/name`) or `owner.login` gives it.
    static func ownerName(of r: Repository) -> String? {
        if let fullName = r.fullName, fullName.hasSuffix("/" + r.name) {
            return String(fullName.dropLast(r.name.count + 1))
        }
        return r.owner?.login
    }

    /// Before a private repository's name (`@me` lists them).
    public static let privateMark = "🔒 "

    /// The width of `compactCount(n)`, a count under 10,000 measured
    /// without making its text.
    static func compactCountWidth(_ n: Int) -> Int {
        guard n >= 0, n < 10_000 else { return width(of: compactCount(n)) }
        return n < 10 ? 1 : n < 100 ? 2 : n < 1_000 ? 3 : 4
    }

    /// `1234` → `1234`, `12345` → `12.3k`, `1234567` → `1.2M`.
    public static func compactCount(_ n: Int) -> String {
        if n < 10_000 { return String(n) }
        if n < 1_000_000 { return DecimalText.oneDecimal(Double(n) / 1000) + "k" }
        return DecimalText.oneDecimal(Double(n) / 1_000_000) + "M"
    }

    /// `34 Repositories`; `1 Repository`; `100+ Repositories` when more pages exist.
    public static func title(count: Int, more: Bool, catalogue: Catalogue = .english) -> String {
        catalogue.repositoryCount(count, more: more)
    }

    /// The title line and the table, for `--once` on a terminal, in `catalogue`'s language.
    public static func titledTable(_ repositories: [Repository], hasMore: Bool, width: Int,
                                   colorMode: ANSI.ColorMode, now: Date, catalogue: Catalogue = .english,
                                   title: String? = nil, showsOwner: Bool = false) -> String {
        let title = ANSI.Style.bold.apply(to: title ?? RepositoryTable.title(count: repositories.count, more: hasMore, catalogue: catalogue),
                                          mode: colorMode)
        guard !repositories.isEmpty else { return title + "\n" }
        let rows = repositories.map { row($0, now: now, catalogue: catalogue, showsOwner: showsOwner) }
        let layout = TableLayout(columns: columns(catalogue), availableWidth: width, rows: rows)
        let theme = TableTheme(colorMode: colorMode)
        var out = title + "\n"
        for line in layout.render(rows: rows, theme: theme) {
            out += line + "\n"
        }
        return out
    }
}
