@testable import GHSearchCLI
@testable import GHSearchText

/// A small REPL-like table: NAME and URL always, the rest with room.
enum RepositoryTableFixture {
    static let columns: [TableColumn] = [
        TableColumn(title: "NAME", minWidth: 6, maxWidth: 24, visibility: .always, isFlexible: true),
        TableColumn(title: "URL", minWidth: 12, maxWidth: 50, visibility: .always, isFlexible: true),
        TableColumn(title: "DESCRIPTION", minWidth: 12, maxWidth: 40, visibility: .whenRoom(priority: 1), isFlexible: true),
        TableColumn(title: "LANGUAGE", minWidth: 4, maxWidth: 10, visibility: .whenRoom(priority: 3)),
        TableColumn(title: "STARS", minWidth: 5, maxWidth: 7, visibility: .whenRoom(priority: 4), alignment: .right),
        TableColumn(title: "PUSHED", minWidth: 8, maxWidth: 12, visibility: .whenRoom(priority: 2)),
    ]

    static let rows: [TableRow] = [
        row("swift", "https://github.com/apple/swift", "The Swift Programming Language", "C++", "68123", "2 days ago"),
        row(
            "swift-argument-parser", "https://github.com/apple/swift-argument-parser",
            "Straightforward, type-safe argument parsing for Swift", "Swift", "3412", "5 mo ago"
        ),
        row("hangul-notes", "https://github.com/kim/hangul-notes", "한국어 설명 저장소 🍻 漢字", "", "7", "just now"),
    ]

    static func row(_ cells: String..., style: ANSI.Style = .plain) -> TableRow {
        TableRow(cells: cells.map { TableCell(MeasuredText(sanitizing: $0)) }, style: style)
    }

    /// What a rendered line shows, escape sequences removed.
    static func visible(_ line: String) -> String {
        TerminalText.sanitize(line)
    }
}
