import Foundation
import GHSearchCLI
import Testing
import TestSupport
import GHSearchText
import GHSearchGitHub
import GHSearchInteractive
import GHSearchPresent
import InteractiveTestSupport

/// The interactive screen rendered into lines: no terminal needed.
@Suite(.standardTimeLimit) struct SearchScreenTests {
    static let now = Date(timeIntervalSince1970: 1_790_000_000)

    static func state(count: Int, more: Bool = false, line: String = "user") -> SearchViewModel {
        let repositories = (0..<count).map { i in
            Repository(name: "repo-\(i)", htmlURL: "https://github.com/user/repo-\(i)",
                       description: i % 2 == 0 ? "저장소 설명 \(i)" : "plain \(i)", language: "Swift", stargazersCount: i)
        }
        var state = SearchViewModel()
        _ = state.send(.lineChanged(line))
        _ = state.send(.searchFinished(.user("user"), outcome: .loaded(RepositoryPage(
            repositories: repositories, next: more ? "https://api.github.com/user/1/repos?page=2" : nil,
            rateLimit: RateLimit(limit: 60, remaining: 57)))))
        return state
    }

    @Test func titleTableStatusAndQuota() {
        var screen = SearchScreen()
        let lines = screen.render(Self.state(count: 3), width: 100, height: 10, now: Self.now, colorMode: .off)
        #expect(lines.count == 9)  // the 10th row is the prompt's
        #expect(lines[0].hasPrefix("3 Repositories"))
        #expect(lines[1].hasPrefix("NAME"))
        #expect(lines[2].contains("repo-0") && lines[2].contains("https://github.com/user/repo-0"))
        #expect(lines[8].hasSuffix("quota 57/60"))
        #expect(lines.allSatisfy { TerminalText.width($0) <= 100 })
    }

    @Test func moreMarkAndFilterCount() {
        var screen = SearchScreen()
        let lines = screen.render(Self.state(count: 5, more: true), width: 80, height: 12, now: Self.now, colorMode: .off)
        #expect(lines[0].hasPrefix("5+ Repositories"))
        var filtered = Self.state(count: 5, more: true)
        _ = filtered.send(.lineChanged("user plain"))
        let filteredLines = screen.render(filtered, width: 80, height: 12, now: Self.now, colorMode: .off)
        #expect(filteredLines[0].hasPrefix("2 Repositories (of 5+)"))
    }

    @Test func selectionIsMarkedWithoutColourAndScrolledIntoView() {
        var screen = SearchScreen()
        var state = Self.state(count: 50)
        _ = state.send(.moveSelection(29))  // from the first row to row 29, below a 6-row table
        let lines = screen.render(state, width: 90, height: 10, now: Self.now, colorMode: .off)
        let marked = lines.filter { $0.hasPrefix("› ") }
        #expect(marked.count == 1 && marked[0].contains("repo-29"))
        #expect(!lines.joined().contains("\u{1b}"), "NO_COLOR: no escape sequence at all")
    }

    @Test func wideTextStaysAligned() {
        var screen = SearchScreen()
        let lines = screen.render(Self.state(count: 6), width: 120, height: 12, now: Self.now, colorMode: .off)
        let rows = lines[2..<8]
        let urlColumns = rows.map { line -> Int in
            let prefix = line.components(separatedBy: "https://")[0]
            return TerminalText.width(prefix)
        }
        #expect(Set(urlColumns).count == 1, "URL column starts at the same cell on every row: \(urlColumns)")
    }

    @Test func tinyScreensDoNotCrash() {
        var screen = SearchScreen()
        for height in 0...4 {
            for width in [0, 1, 5, 20] {
                let lines = screen.render(Self.state(count: 3), width: width, height: height, now: Self.now, colorMode: .trueColor)
                #expect(lines.count <= max(1, height))
            }
        }
    }
}
