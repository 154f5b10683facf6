import Foundation
@testable import GHSearchCLI
import TestSupport
import Testing
@testable import GHSearchText
@testable import GHSearchGitHub
@testable import GHSearchInteractive
@testable import GHSearchPresent
import InteractiveTestSupport
import GHSearchTable

/// Rows of a search (many owners) show `owner/name` at every width: the
/// owner is cut to `…`, then dropped, before the name is cut; a user's
/// rows show the name alone, as before.
@Suite(.standardTimeLimit) struct OwnerNameRowTests {
    static let now = Date(timeIntervalSince1970: 1_790_000_000)

    static func repository(_ owner: String, _ name: String) -> Repository {
        Repository(name: name, fullName: owner + "/" + name, htmlURL: "https://github.com/\(owner)/\(name)",
                   description: "a description", language: "Swift", stargazersCount: 5)
    }

    /// The NAME cell of `r` drawn alone in `width` cells.
    static func drawn(_ r: Repository, width: Int, marker: String? = nil) -> String {
        var cell = RepositoryTable.nameCell(r, showsOwner: true)
        if let marker { cell = cell.prefixed(marker) }
        let column = TableColumn(title: "N", minWidth: 1, maxWidth: 200, visibility: .always, isFlexible: true)
        let layout = TableLayout(columns: [column], availableWidth: width, contentWidths: [cell.text.width])
        return layout.render(TableRow(cells: [cell]), theme: TableTheme(colorMode: .off))
    }

    @Test(arguments: [
        (20, "big/iosShell"),  // room to spare: the column is as wide as the text
        (12, "big/iosShell"),
        (11, "b…/iosShell"),
        (10, "…/iosShell"),
        (9, "iosShell "),
        (8, "iosShell"),
        (6, "iosSh…"),
    ])
    func theOwnerGivesWayBeforeTheName(width: Int, expected: String) {
        #expect(Self.drawn(Self.repository("big", "iosShell"), width: width) == expected)
    }

    @Test(arguments: [
        (30, "한국사람/저장소"),  // 4 + 1 + 3 wide characters: 15 cells
        (15, "한국사람/저장소"),
        (14, "한국사…/저장소"),  // 6 + 1 + 1 + 6
        (13, "한국…/저장소 "),  // 사 would straddle the edge: left out, the cell padded
        (8, "…/저장소"),
        (7, "저장소 "),
        (5, "저장…"),
    ])
    func wideCharactersAreCutWhole(width: Int, expected: String) {
        let drawn = Self.drawn(Self.repository("한국사람", "저장소"), width: width)
        #expect(drawn == expected)
        #expect(TerminalText.width(drawn) == min(width, 15))
    }

    @Test func theSelectionMarkerStaysAndTheOwnerStillGivesWay() {
        #expect(Self.drawn(Self.repository("octocat", "Hello-World"), width: 16, marker: "› ") == "› o…/Hello-World")
        #expect(Self.drawn(Self.repository("octocat", "Hello-World"), width: 13, marker: "› ") == "› Hello-World")
    }

    @Test func highlightsMoveWithTheCut() {
        var cell = RepositoryTable.nameCell(Self.repository("octocat", "Hello-World"), showsOwner: true)
        cell.highlights = [0..<3, 8..<13]  // "oct" in the owner, "Hello" in the name
        let cut = cell.yielding(toWidth: 14)  // "o…/Hello-World"
        #expect(cut.text.string == "o…/Hello-World")
        #expect(cut.highlights == [0..<2, 3..<8])
        let dropped = cell.yielding(toWidth: 11)  // "Hello-World"
        #expect(dropped.text.string == "Hello-World")
        #expect(dropped.highlights == [0..<5])
    }

    @Test func aUsersRowsAndAMissingOwnerShowTheNameAlone() {
        let r = Self.repository("octocat", "Hello-World")
        #expect(RepositoryTable.row(r, now: Self.now).cells[0].text.string == "Hello-World")
        #expect(RepositoryTable.nameCell(Repository(name: "lonely"), showsOwner: true).text.string == "lonely")
        var fromOwner = Repository(name: "x")
        fromOwner.owner = Repository.Owner(login: "someone", avatarURL: nil)
        #expect(RepositoryTable.nameCell(fromOwner, showsOwner: true).text.string == "someone/x")
    }

    /// A search's screen in search mode at several widths: every row names
    /// its owner, or (too narrow) at least its whole name.
    @Test(arguments: [120, 80, 50, 30])
    func searchRowsOnScreenNameTheirOwner(width: Int) {
        let subject = SearchSubject.search("shell")
        var model = SearchViewModel(mode: .search)
        _ = model.send(.submit("shell"))
        _ = model.send(.searchStarted(subject))
        var page = RepositoryPage(repositories: [Self.repository("big", "iosShell"),
                                                 Self.repository("a-very-long-organisation-name", "sh")])
        page.searchTotals = SearchTotals(totalCount: 2, incompleteResults: false)
        _ = model.send(.searchFinished(subject, outcome: .loaded(page)))
        var screen = SearchScreen()
        let lines = screen.render(model, width: width, height: 8, now: Self.now, colorMode: .off)
        let first = lines[2], second = lines[3]
        if width >= 50 {
            #expect(first.contains("big/iosShell"), "\(width): \(first)")
        } else {
            #expect(first.contains("iosShell"), "\(width): \(first)")
        }
        #expect(second.contains("…/sh") || second.contains("a-very-long-organisation-name/sh"), "\(width): \(second)")
        #expect(lines.allSatisfy { TerminalText.width($0) <= width })
    }

    @Test func onceSearchTableNamesTheOwner() {
        let table = RepositoryTable.titledTable([Self.repository("big", "iosShell")], hasMore: false, width: 120,
                                                colorMode: .off, now: Self.now, showsOwner: true)
        #expect(table.contains("big/iosShell"))
        let userTable = RepositoryTable.titledTable([Self.repository("big", "iosShell")], hasMore: false, width: 120,
                                                    colorMode: .off, now: Self.now)
        #expect(userTable.split(separator: "\n")[2].hasPrefix("iosShell "), "the name alone (the URL still names the owner)")
        #expect(table.split(separator: "\n")[2].hasPrefix("big/iosShell "))
    }
}
