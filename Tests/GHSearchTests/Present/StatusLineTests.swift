import Foundation
@testable import GHSearchCLI
import Testing
import TestSupport
@testable import GHSearchText
@testable import GHSearchGitHub
@testable import GHSearchInteractive
@testable import GHSearchPresent
import InteractiveTestSupport
@testable import GHSearchKeys

/// The status line keeps its point at 80 columns: a long message takes a
/// second row (the rate limit's reset time and token advice stay), and key
/// hints go whole, by priority, never cut mid-word.
@Suite(.standardTimeLimit) struct StatusLineTests {
    static let now = Date(timeIntervalSince1970: 1_790_000_000)

    static func rateLimited(_ language: Language) -> [String] {
        var state = SearchViewModel()
        _ = state.send(.lineChanged("octocat"))
        let limit = RateLimit(limit: 60, remaining: 0, reset: now.addingTimeInterval(2_475), resource: "core")
        _ = state.send(.searchFinished(.user("octocat"), outcome: .failed(.rateLimited(limit))))
        return SearchScreen(catalogue: Catalogue(language)).statusLines(state, width: 80, now: now, colorMode: .off)
    }

    @Test(arguments: [Language.en, Language.ko])
    func theRateLimitMessageKeepsItsResetTimeAndAdviceAt80Columns(language: Language) {
        let rows = Self.rateLimited(language)
        #expect(rows.count == 2)
        #expect(rows.allSatisfy { TerminalText.width($0) <= 80 })
        let text = rows.joined(separator: " ")
        let reset = GitHubError.clockTime(Self.now.addingTimeInterval(2_475), timeZone: LocalTimeZone.at(Self.now))
        #expect(text.contains(reset), "the reset time: \(rows)")
        #expect(text.contains("GH_TOKEN") && text.contains("5,000"), "the token advice: \(rows)")
    }

    @Test func hintsDropWholeItemsByPriority() {
        let items = [HintItem("Enter print", priority: 0), HintItem("Alt-C clone", priority: 2),
                     HintItem("Alt-Y copy", priority: 2), HintItem("Alt-H homepage", priority: 3),
                     HintItem("Alt-I issues", priority: 3), HintItem("Esc quit", priority: 1)]
        #expect(HintItem.fit(items, width: 200) == "Enter print · Alt-C clone · Alt-Y copy · Alt-H homepage · Alt-I issues · Esc quit")
        #expect(HintItem.fit(items, width: 70) == "Enter print · Alt-C clone · Alt-Y copy · Alt-H homepage · Esc quit")
        #expect(HintItem.fit(items, width: 60) == "Enter print · Alt-C clone · Alt-Y copy · Esc quit")
        #expect(HintItem.fit(items, width: 45) == "Enter print · Alt-C clone · Esc quit")
        #expect(HintItem.fit(items, width: 35) == "Enter print · Esc quit")
        #expect(HintItem.fit(items, width: 22) == "Enter print · Esc quit")
        #expect(HintItem.fit(items, width: 11) == "Enter print")
        #expect(HintItem.fit(items, width: 5) == "")
    }

    @Test func theListsHintsEndOnAWholeItemAt80Columns() {
        var state = SearchViewModel()
        _ = state.send(.lineChanged("octocat"))
        _ = state.send(.searchFinished(.user("octocat"), outcome: .loaded(RepositoryPage(
            repositories: [Repository(name: "a", htmlURL: "https://github.com/octocat/a")],
            rateLimit: RateLimit(limit: 60, remaining: 57)))))
        for language in [Language.en, .ko] {
            let catalogue = Catalogue(language)
            let rows = SearchScreen(catalogue: catalogue).statusLines(state, width: 80, now: Self.now, colorMode: .off)
            #expect(rows.count == 1)
            #expect(!rows[0].contains("…"), "nothing cut: \(rows[0])")
            let items = catalogue.hintItems(.results, multi: false, bindings: KeyTable.bindings(multi: false)).map(\.text)
            let left = rows[0].components(separatedBy: "  ").first ?? ""
            #expect(items.contains { left.hasSuffix(" · " + $0) }, "the hints end on a whole one: \(rows[0])")
            #expect(left.contains(items[0]), "Enter's hint, the most useful, is kept: \(rows[0])")
        }
    }

    @Test func aSecondStatusRowTakesTheTablesLastRow() {
        var state = SearchViewModel()
        _ = state.send(.lineChanged("octocat"))
        let limit = RateLimit(limit: 60, remaining: 0, reset: Self.now.addingTimeInterval(600), resource: "core")
        _ = state.send(.searchFinished(.user("octocat"), outcome: .failed(.rateLimited(limit))))
        var screen = SearchScreen()
        let lines = screen.render(state, width: 80, height: 12, now: Self.now, colorMode: .off)
        #expect(lines.count == 11, "rows 1…11: the 12th is the prompt's")
        #expect(lines[9].contains("rate limit") && lines[10].contains("GH_TOKEN"))
    }

    @Test func aSearchLongerThanGitHubReadsIsSaidBeforeAnythingIsSent() {
        var state = SearchViewModel(mode: .search)
        let query = String(repeating: "word ", count: 60) + "language:swift"  // 299 characters of text
        let effects = state.send(.lineChanged(query))
        #expect(!effects.contains { if case .session(.search) = $0 { true } else { false } }, "no search: \(effects)")
        #expect(state.lineProblem == .searchTextTooLong(length: 299, limit: 256))
        let rows = SearchScreen().statusLines(state, width: 80, now: Self.now, colorMode: .off)
        #expect(rows.joined(separator: " ").contains("299 characters"))
        #expect(rows.joined(separator: " ").contains("256"))
        // Qualifiers are not counted: the same words with fewer of them go.
        let short = String(repeating: "word ", count: 50) + "language:swift stars:>10 pushed:>2020-01-01"
        #expect(SearchTextLength.of(short) == 249)
        #expect(state.send(.lineChanged(short)).contains { if case .session(.search) = $0 { true } else { false } })
        #expect(state.lineProblem == nil)
    }

    @Test func aFullLineIsSaid() {
        var state = SearchViewModel()
        _ = state.send(.lineChanged(String(repeating: "a", count: ScreenGeometry.promptMaximumLength)))
        #expect(state.lineProblem == .lineFull(limit: ScreenGeometry.promptMaximumLength))
        let rows = SearchScreen().statusLines(state, width: 80, now: Self.now, colorMode: .off)
        #expect(rows.joined(separator: " ").contains("4,096"))
    }
}
