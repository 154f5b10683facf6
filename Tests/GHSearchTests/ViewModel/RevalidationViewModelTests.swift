import Foundation
@testable import GHSearchCLI
import Testing
@testable import GHSearchGitHub
@testable import GHSearchInteractive
import InteractiveTestSupport

private typealias F = ViewModelFixture

/// Stale-while-revalidate in the view model alone: which cached pages are
/// drawn, what the answer does to them, and what the status line says.
@Suite struct RevalidationViewModelTests {
    static let storedAt = Date(timeIntervalSince1970: 1_800_000_000)

    static func cachedPage(_ login: String, _ names: [String], next: String? = nil) -> RepositoryPage {
        var page = RepositoryPage(repositories: F.repositories(login, names), next: next, fromCache: true)
        page.cachedAt = storedAt
        return page
    }

    /// A model searching `login` whose cached page was drawn.
    static func drawn(_ login: String, _ names: [String], next: String? = nil) -> SearchViewModel {
        var model = SearchViewModel()
        _ = model.send(.submit(login))
        _ = model.send(.searchStarted(.user(login)))
        let effects = model.send(.searchCached(.user(login), page: cachedPage(login, names, next: next)))
        #expect(effects == [.redraw])
        return model
    }

    @Test func theCachedPageIsDrawnMarkedAndLoadsNothingMoreUntilTheAnswer() {
        let model = Self.drawn("octo", ["a", "b"], next: F.pageURL(2))
        #expect(model.results?.revalidating == RevalidationMark(storedAt: Self.storedAt))
        #expect(model.results?.loadingMore == false, "no background page before the revalidation")
        #expect(model.visible == [0, 1])
        #expect(model.listState.selected == 0)
        #expect(model.searching == .user("octo"), "the spinner turns: the request is on its way")
        let now = Self.storedAt.addingTimeInterval(190)
        #expect(SearchScreen().statusLine(model, width: 100, now: now, colorMode: .off)
            .hasPrefix("cached 3 min ago · checking for changes…"))
        #expect(SearchScreen(catalogue: .korean).statusLine(model, width: 100, now: now, colorMode: .off)
            .hasPrefix("3분 전 캐시 · 변경 확인 중…"))
    }

    @Test func aCachedPageForAnotherSearchThanTheOneOnItsWayIsNotDrawn() {
        var model = SearchViewModel()
        _ = model.send(.submit("octo"))
        _ = model.send(.searchStarted(.user("octo")))
        #expect(model.send(.searchCached(.user("other"), page: Self.cachedPage("other", ["x"]))) == [])
        #expect(model.results == nil)
        // Nor an empty one.
        #expect(model.send(.searchCached(.user("octo"), page: Self.cachedPage("octo", []))) == [])
        #expect(model.results == nil)
    }

    @Test func theAnswerConfirmingTheRowsClearsTheMarkAndThenTheRestLoads() {
        var model = Self.drawn("octo", ["a", "b"], next: F.pageURL(2))
        #expect(model.send(.moveSelection(1)) == [.redraw], "no page after rows not yet revalidated")
        let before = model
        var answer = F.page("octo", ["a", "b"], next: F.pageURL(2))
        answer.repositories = Self.cachedPage("octo", ["a", "b"]).repositories
        answer.fromCache = true  // a 304
        let effects = model.send(.searchFinished(.user("octo"), outcome: .loaded(answer)))
        #expect(model.results?.revalidating == nil)
        #expect(model.results?.repositories == before.results?.repositories)
        #expect(model.listState.selected == 1, "the rows stayed as they were")
        #expect(effects.contains { if case .session(.loadPages) = $0 { true } else { false } }, "the pages after it load now: \(effects)")
        #expect(effects.contains(.redraw), "the mark goes from the screen")
    }

    @Test func changedRowsReplaceTheCachedOnes() {
        var model = Self.drawn("octo", ["a", "b"])
        _ = model.send(.searchFinished(.user("octo"), outcome: .loaded(F.page("octo", ["c"]))))
        #expect(model.results?.repositories.map(\.name) == ["c"])
        #expect(model.results?.revalidating == nil)
        #expect(model.status == .results)
    }

    @Test func aFailureKeepsTheCachedRowsMarkedStale() {
        var model = Self.drawn("octo", ["a", "b"])
        _ = model.send(.searchFinished(.user("octo"), outcome: .failed(.userNotFound("octo"))))
        #expect(model.results?.repositories.map(\.name) == ["a", "b"])
        #expect(model.results?.isStale == true)
        #expect(model.results?.revalidating == nil)
        #expect(model.status == .failed(.userNotFound("octo"), subject: .user("octo")))
        let line = SearchScreen().statusLine(model, width: 200, now: Self.storedAt, colorMode: .off)
        #expect(line.contains("Showing the rows loaded before."), "\(line)")
    }

    @Test func aSpentQuotaOverTheCachedFirstPageShowsEveryCachedPage() {
        var model = Self.drawn("octo", ["a", "b"], next: F.pageURL(2))
        let limit = RateLimit(limit: 60, remaining: 0, reset: Self.storedAt.addingTimeInterval(600))
        let effects = model.send(.searchFinished(.user("octo"), outcome: .failed(.rateLimited(limit))))
        #expect(effects.contains(.loadCachedRows(.user("octo"))), "\(effects)")
        #expect(model.results?.isStale == true)
        // The cache's pages (the first and those after it) replace the first alone, marked stale…
        _ = model.send(.cachedRowsLoaded(.user("octo"), Self.cachedPage("octo", ["a", "b", "c"])))
        #expect(model.results?.repositories.map(\.name) == ["a", "b", "c"])
        #expect(model.results?.isStale == true)
        // …but never fewer rows than shown.
        _ = model.send(.cachedRowsLoaded(.user("octo"), Self.cachedPage("octo", ["a"])))
        #expect(model.results?.repositories.count == 3)
    }

    @Test func rowsSeenThisSessionAreMarkedUntilRevalidatedToo() {
        var model = SearchViewModel()
        for login in ["a", "b"] {
            _ = model.send(.submit(login))
            _ = model.send(.searchStarted(.user(login)))
            _ = model.send(.searchFinished(.user(login), outcome: .loaded(F.page(login, [login + "1"]))))
        }
        _ = model.send(.submit("a"))
        _ = model.send(.searchStarted(.user("a")))
        #expect(model.results?.subject == .user("a"))
        #expect(model.results?.revalidating == RevalidationMark(storedAt: nil))
        #expect(SearchScreen().statusLine(model, width: 100, now: Self.storedAt, colorMode: .off).hasPrefix("checking for changes…"))
        // The disk's first page does not replace them (memory holds more).
        #expect(model.send(.searchCached(.user("a"), page: Self.cachedPage("a", ["old"]))) == [])
        var answer = F.page("a", ["a1"])
        answer.fromCache = true
        _ = model.send(.searchFinished(.user("a"), outcome: .loaded(answer)))
        #expect(model.results?.revalidating == nil)
    }
}
