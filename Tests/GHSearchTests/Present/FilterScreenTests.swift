import Foundation
import GHSearchCLI
import Testing
import TestSupport
import GHSearchText
import GHSearchGitHub
import GHSearchInteractive
import GHSearchPresent
import InteractiveTestSupport

/// What the screen shows of a ranked filter and of the background loading
///: the columns kept when narrow, the matched characters, a match in
/// a hidden column, and the partial counts.
@Suite(.standardTimeLimit) struct FilterScreenTests {
    static let now = Date(timeIntervalSince1970: 1_790_000_000)

    static func state(_ repositories: [Repository], line: String = "user", next: String? = nil, last: String? = nil,
                      loading: LoadingPolicy = LoadingPolicy()) -> SearchViewModel {
        var state = SearchViewModel(loading: loading)
        _ = state.send(.lineChanged(line))
        _ = state.send(.searchFinished(.user("user"), outcome: .loaded(RepositoryPage(
            repositories: repositories, next: next, last: last, rateLimit: RateLimit(limit: 60, remaining: 57)))))
        return state
    }

    static let rows = (0..<20).map { i in
        Repository(name: "library-\(i)", htmlURL: "https://github.com/someone/library-\(i)",
                   description: "A long description of library number \(i), about caching and parsing",
                   language: "Swift", stargazersCount: i * 10, topics: i == 3 ? ["zig-lang"] : [],
                   pushedAt: now.addingTimeInterval(-86_400 * Double(i)))
    }

    @Test(arguments: [80, 60])
    func narrowScreensKeepTheDescriptionAndDropTheURL(width: Int) {
        var screen = SearchScreen()
        let lines = screen.render(Self.state(Self.rows), width: width, height: 12, now: Self.now, colorMode: .off)
        #expect(lines[1].contains("DESCRIPTION") && !lines[1].contains("URL"), "\(lines[1])")
        #expect(!lines.contains { $0.contains("https://") })
        #expect(lines.allSatisfy { TerminalText.width($0) <= width })
    }

    @Test func theURLNeverCostsADescriptionItsEnd() {
        // 120 columns hold every column but the URL whole: the URL stays out
        // (it took the room and cut each description to 30-odd cells).
        var screen = SearchScreen()
        let lines = screen.render(Self.state(Self.rows), width: 120, height: 12, now: Self.now, colorMode: .off)
        #expect(lines[1].contains("DESCRIPTION") && !lines[1].contains("URL"), "\(lines[1])")
        #expect(lines.contains { $0.contains("A long description of library number 0, about caching and parsing") },
                "\(lines)")
    }

    @Test func wideScreensShowTheURLToo() {
        var screen = SearchScreen()
        let lines = screen.render(Self.state(Self.rows), width: 200, height: 12, now: Self.now, colorMode: .off)
        #expect(lines[1].contains("DESCRIPTION") && lines[1].contains("URL"))
    }

    @Test func matchedCharactersAreUnderlinedInTheNameAndTheDescription() {
        var screen = SearchScreen()
        let lines = screen.render(Self.state(Self.rows, line: "user lib7 caching"), width: 100, height: 8, now: Self.now,
                                  colorMode: .basic)
        // The first row is selected (reverse video): the match is underlined within it.
        let row = lines[2]
        let selectedUnderline = { (text: String) in "\u{1B}[0;4;7m" + text + "\u{1B}[0;7m" }
        #expect(row.hasPrefix(selectedUnderline("lib")), "\(row)")
        #expect(row.contains(selectedUnderline("caching")), "\(row)")
    }

    @Test func aMatchOnlyInATopicIsShownInTheDescriptionsCell() {
        var screen = SearchScreen()
        let lines = screen.render(Self.state(Self.rows, line: "user ziglang"), width: 100, height: 8, now: Self.now,
                                  colorMode: .off)
        #expect(lines[0].hasPrefix("1 Repository (of 20)"))
        #expect(lines[2].contains("#zig-lang · A long"), "\(lines[2])")
    }

    @Test func aBoundSaysPartialOnTheTitleAndTheStatusLine() {
        var screen = SearchScreen()
        let next = "https://api.github.com/user/1/repos?per_page=100&page=2"
        let last = "https://api.github.com/user/1/repos?per_page=100&page=150"
        let state = Self.state(Self.rows, next: next, last: last, loading: LoadingPolicy(maxRepositories: 20))
        let lines = screen.render(state, width: 100, height: 8, now: Self.now, colorMode: .off)
        #expect(lines[0].hasPrefix("20+ Repositories · partial"))
        #expect(lines[6].hasPrefix("filtering 20 of ~3,000 (partial) — PgDn loads more"), "\(lines[6])")
    }

    @Test func aQualifierNotUnderstoodIsSaidWhileTheRestApplies() {
        var screen = SearchScreen()
        let lines = screen.render(Self.state(Self.rows, line: "user library-1 stars:lots"), width: 120, height: 8,
                                  now: Self.now, colorMode: .off)
        #expect(lines[0].hasPrefix("11 Repositories (of 20)") || lines[0].contains("(of 20)"))
        #expect(lines[6].contains("stars:lots is not understood"), "\(lines[6])")
    }
}
