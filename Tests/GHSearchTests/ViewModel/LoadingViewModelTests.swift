import Foundation
@testable import GHSearchCLI
import TestSupport
import Testing
@testable import GHSearchGitHub
@testable import GHSearchFilter
@testable import GHSearchInteractive
import InteractiveTestSupport

/// Complete results: the remaining pages load in the background
/// (bounded by `--max-repos` and `--reserve`, stopped by a change of name),
/// the filter ranks, and a spent quota shows the rows loaded before. Every
/// action's whole change of state and its exact effects (`TestStore`).
@Suite(.standardTimeLimit) struct LoadingViewModelTests {
    typealias F = ViewModelFixture

    /// `login` searched with Enter and started: the store before its answer.
    static func searching(_ login: String, loading: LoadingPolicy = LoadingPolicy(), sort: FilterSort? = nil) -> TestStore {
        var model = SearchViewModel(loading: loading, defaultSort: sort)
        _ = model.send(.submit(login))
        _ = model.send(.searchStarted(.user(login)))
        return TestStore(model)
    }

    static func loaded(_ page: RepositoryPage, login: String, bound: Int = 300) -> LoadedResults {
        var results = LoadedResults(subject: .user(login), page: page)
        results.bound = bound
        return results
    }

    @Test func theRemainingPagesLoadInTheBackgroundAndTheFilterSeesThem() {
        let store = Self.searching("kohsuke")
        let first = F.page("kohsuke", ["jenkins-ci", "hudson"], next: F.pageURL(2), last: F.pageURL(3), remaining: 59)
        // Both remaining pages at once (`rel="last"` is page 3); the spinner turns on.
        store.firstPageAnswered(first, login: "kohsuke", visible: [0, 1],
                                load: PageLoad(subject: .user("kohsuke"), next: F.pageURL(2), last: F.pageURL(3), count: 2, jobs: 4,
                                               pageSize: 2))
        // A filter typed before the page holding its match arrived.
        store.send(.lineChanged("kohsuke jenkins")) {
            $0.listState.line = "kohsuke jenkins"
            $0.listState.query = SearchQuery(line: "kohsuke jenkins")
            $0.listState.filter = Filter("jenkins")
            $0.listState.visible = [0]
        }
        store.receive([F.key("kohsuke", urgent: false), .redraw])
        let second = F.page("kohsuke", ["jenkins", "args4j"], next: F.pageURL(3), last: F.pageURL(3), remaining: 58)
        store.send(.pageLoaded(.user("kohsuke"), url: F.pageURL(2), .success(second))) {
            $0.results?.append(second, from: F.pageURL(2))
            $0.results?.pendingPages = 1
            $0.listState.visible = [2, 0]  // the repository named exactly `jenkins` first
            $0.quota = second.rateLimit
        }
        store.receive([.redraw])
        let third = F.page("kohsuke", ["jclouds"], last: F.pageURL(3), remaining: 57)
        store.send(.pageLoaded(.user("kohsuke"), url: F.pageURL(3), .success(third))) {
            $0.results?.append(third, from: F.pageURL(3))
            $0.results?.pendingPages = 0
            $0.results?.loadingMore = false
            $0.quota = third.rateLimit
            $0.spinner = .stopped
        }
        store.receive([.redraw, F.stopSpinner])
        #expect(store.model.count == (shown: 2, total: 5, more: false))
    }

    @Test func maxReposStopsTheLoadingAndPageDownLoadsAsManyMore() {
        let store = Self.searching("big", loading: LoadingPolicy(maxRepositories: 3))
        let first = F.page("big", ["a", "b"], next: F.pageURL(2), last: F.pageURL(10))
        store.firstPageAnswered(first, login: "big", bound: 3, visible: [0, 1],
                                load: PageLoad(subject: .user("big"), next: F.pageURL(2), last: F.pageURL(10), count: 1, jobs: 4,
                                               pageSize: 2))
        let second = F.page("big", ["c", "d"], next: F.pageURL(3), last: F.pageURL(10), remaining: 58)
        store.send(.pageLoaded(.user("big"), url: F.pageURL(2), .success(second))) {
            $0.results?.append(second, from: F.pageURL(2))
            $0.results?.pendingPages = 0
            $0.results?.loadingMore = false
            $0.results?.stopped = .bound(4)
            $0.listState.visible = [0, 1, 2, 3]
            $0.quota = second.rateLimit
            $0.spinner = .stopped
        }
        store.receive([.redraw, F.stopSpinner])
        #expect(store.model.results?.estimatedTotal == 20)
        // PageDown: three more repositories' worth (two pages), and the selection moves.
        store.send(.page(1)) {
            $0.listState.selectionChosen = true
            $0.results?.bound = 7
            $0.results?.stopped = nil
            $0.results?.pendingPages = 2
            $0.results?.loadingMore = true
            $0.listState.selected = 3
            $0.spinner = .turning(frame: 0)
        }
        store.receive([.loadPages(PageLoad(subject: .user("big"), next: F.pageURL(3), last: F.pageURL(10), count: 2, jobs: 4, pageSize: 2)),
                       .redraw, F.startSpinner])
    }

    @Test func theReserveStopsTheLoadingBeforeTheQuotaRunsOut() {
        let store = Self.searching("big", loading: LoadingPolicy(maxRepositories: 1_000, reserve: 10))
        let first = F.page("big", ["a"], next: F.pageURL(2), last: F.pageURL(30), remaining: 12)
        // 12 left, 10 kept: two pages.
        store.firstPageAnswered(first, login: "big", bound: 1_000, visible: [0],
                                load: PageLoad(subject: .user("big"), next: F.pageURL(2), last: F.pageURL(30), count: 2, jobs: 4,
                                               pageSize: 1))
        // Someone else spent quota meanwhile: the first answer says 10 left, the rest is cancelled.
        let second = F.page("big", ["b"], next: F.pageURL(3), last: F.pageURL(30), remaining: 10)
        store.send(.pageLoaded(.user("big"), url: F.pageURL(2), .success(second))) {
            $0.results?.append(second, from: F.pageURL(2))
            $0.results?.pendingPages = 0
            $0.results?.loadingMore = false
            $0.results?.stopped = .reserve(10)
            $0.listState.visible = [0, 1]
            $0.quota = second.rateLimit
            $0.spinner = .stopped
        }
        store.receive([.cancel(.loadPage), .redraw, F.stopSpinner])
        // PageDown at the reserve asks for one page.
        store.send(.page(1)) {
            $0.listState.selectionChosen = true
            $0.results?.stopped = nil
            $0.results?.pendingPages = 1
            $0.results?.loadingMore = true
            $0.listState.selected = 1
            $0.spinner = .turning(frame: 0)
        }
        store.receive([.loadPage(url: F.pageURL(3), subject: .user("big")), .redraw, F.startSpinner])
    }

    @Test func aChangeOfNameStopsTheLoadingAtOnceAndTheNameBackGoesOn() {
        let store = Self.searching("big")
        let first = F.page("big", ["a"], next: F.pageURL(2), last: F.pageURL(3))
        _ = store.model
        store.firstPageAnswered(first, login: "big", visible: [0],
                                load: PageLoad(subject: .user("big"), next: F.pageURL(2), last: F.pageURL(3), count: 2, jobs: 4,
                                               pageSize: 1))
        store.send(.lineChanged("bigx")) {
            $0.listState.line = "bigx"
            $0.listState.query = SearchQuery(line: "bigx")
            $0.results?.pendingPages = 0
            $0.results?.loadingMore = false
            $0.spinner = .stopped
        }
        store.receive([.cancel(.loadPage), F.key("bigx", urgent: false), .redraw, F.stopSpinner])
        // An answer already on its way is dropped by the session; back on the name, loading goes on.
        store.send(.lineChanged("big")) {
            $0.listState.line = "big"
            $0.listState.query = SearchQuery(line: "big")
            $0.results?.pendingPages = 2
            $0.results?.loadingMore = true
            $0.spinner = .turning(frame: 0)
        }
        store.receive([.loadPages(PageLoad(subject: .user("big"), next: F.pageURL(2), last: F.pageURL(3), count: 2, jobs: 4, pageSize: 1)),
                       F.key("big", urgent: false), .redraw, F.startSpinner])
    }

    @Test func aPageThatRepeatsTheRowsStopsTheLoadingAndSaysWhy() {
        // The same rules in the interactive mode too: a page that brings nothing
        // new is a loop; the pages still on their way are cancelled, the
        // status line says why (LoadingStop.pagination), nothing more loads.
        let store = Self.searching("loop")
        let first = F.page("loop", ["a", "b"], next: F.pageURL(2), last: F.pageURL(5))
        store.firstPageAnswered(first, login: "loop", visible: [0, 1],
                                load: PageLoad(subject: .user("loop"), next: F.pageURL(2), last: F.pageURL(5), count: 4, jobs: 4,
                                               pageSize: 2))
        let again = F.page("loop", ["a", "b"], next: F.pageURL(3), last: F.pageURL(5), remaining: 58)
        store.send(.pageLoaded(.user("loop"), url: F.pageURL(2), .success(again))) {
            $0.results?.append(again, from: F.pageURL(2))
            $0.results?.pendingPages = 0
            $0.results?.loadingMore = false
            $0.quota = again.rateLimit
            $0.spinner = .stopped
        }
        store.receive([.cancel(.loadPage), .redraw, F.stopSpinner])
        #expect(store.model.results?.stopped == .pagination(.paginationLoop(F.pageURL(2))))
        #expect(store.model.results?.repositories.count == 2 && store.model.results?.hasMore == false)
        // PageDown past it asks for nothing.
        store.send(.page(1)) {
            $0.listState.selected = 1
            $0.listState.selectionChosen = true
        }
        store.receive([.redraw])
    }

    @Test func aSpentQuotaShowsTheRowsLoadedBeforeMarkedStale() {
        let store = F.listed("octocat", ["hello-world", "spoon-knife"])
        store.submitNewLine("other")
        store.send(.searchStarted(.user("other"))) {
            $0.searching = .user("other")
            $0.spinner = .turning(frame: 0)
        }
        store.receive([.redraw, F.startSpinner])
        store.submitNewLine("octocat")
        store.send(.searchStarted(.user("octocat"))) {
            $0.searching = .user("octocat")
            $0.recent.remember($0.results!)
        }
        store.receive([.redraw])
        let limit = RateLimit(limit: 60, remaining: 0, reset: Date(timeIntervalSince1970: 2_000_000))
        store.send(.searchFinished(.user("octocat"), outcome: .failed(.rateLimited(limit)))) {
            $0.searching = nil
            $0.results?.isStale = true
            $0.status = .failed(.rateLimited(limit), subject: .user("octocat"), retry: .at(limit.reset!.addingTimeInterval(1)))
            $0.quota = limit
            $0.spinner = .stopped
        }
        store.receive([.startTimer(.rateLimitRetry, every: .seconds(1)), .redraw, F.stopSpinner])
        #expect(store.model.count.shown == 2)
    }

    @Test func theFilterRanksQualifiesAndSaysWhatItDidNotUnderstand() {
        var model = SearchViewModel(defaultSort: FilterSort(.stars))
        let repositories = [
            Repository(name: "zig-tool", language: "Zig", stargazersCount: 5),
            Repository(name: "tool", description: "a zig parser", language: "Swift", stargazersCount: 50),
            Repository(name: "cli", language: "Zig", stargazersCount: 500),
        ]
        _ = model.send(.submit("u"))
        _ = model.send(.searchFinished(.user("u"), outcome: .loaded(RepositoryPage(repositories: repositories))))
        let store = TestStore(model)
        #expect(store.model.visible == [2, 1, 0])  // --sort stars without words
        store.send(.lineChanged("u zig")) {
            $0.listState.line = "u zig"
            $0.listState.query = SearchQuery(line: "u zig")
            $0.listState.filter = Filter("zig")
            $0.listState.visible = [0, 2, 1]  // ranked: the name, then the language, then the description
        }
        store.receive([F.key("u", urgent: false), .redraw])
        store.send(.lineChanged("u zig stars:lots")) {
            $0.listState.line = "u zig stars:lots"
            $0.listState.query = SearchQuery(line: "u zig stars:lots")
            $0.listState.filter = Filter("zig stars:lots")
        }
        store.receive([F.key("u", urgent: false), .redraw])
        #expect(store.model.filter.problems.count == 1)
    }

    @Test func answersArrivingOutOfOrderNeverRaiseTheQuotaShown() {
        let reset = Date(timeIntervalSince1970: 2_000_000)
        let store = TestStore()
        store.send(.quotaChanged(RateLimit(limit: 60, remaining: 40, reset: reset))) {
            $0.quota = RateLimit(limit: 60, remaining: 40, reset: reset)
        }
        store.receive([.redraw])
        store.send(.quotaChanged(RateLimit(limit: 60, remaining: 42, reset: reset)))
        store.receive([.redraw])
        // A new window may have more.
        store.send(.quotaChanged(RateLimit(limit: 60, remaining: 59, reset: reset.addingTimeInterval(3600)))) {
            $0.quota = RateLimit(limit: 60, remaining: 59, reset: reset.addingTimeInterval(3600))
        }
        store.receive([.redraw])
    }
}

extension LoadingViewModelTests {
    @Test func aSpentQuotaShowsTheResponseCachesRowsOfANameNotInMemory() {
        let store = Self.searching("octocat")
        let limit = RateLimit(limit: 60, remaining: 0, reset: Date(timeIntervalSince1970: 2_000_000))
        store.send(.searchFinished(.user("octocat"), outcome: .failed(.rateLimited(limit)))) {
            $0.searching = nil
            $0.status = .failed(.rateLimited(limit), subject: .user("octocat"), retry: .at(limit.reset!.addingTimeInterval(1)))
            $0.quota = limit
            $0.spinner = .stopped
        }
        store.receive([.startTimer(.rateLimitRetry, every: .seconds(1)), .loadCachedRows(.user("octocat")), .redraw,
                       F.stopSpinner])
        var cached = F.page("octocat", ["hello-world", "spoon-knife"])
        cached.rateLimit = nil
        cached.fromCache = true
        store.send(.cachedRowsLoaded(.user("octocat"), cached)) {
            var rows = Self.loaded(cached, login: "octocat")
            rows.isStale = true
            $0.results = rows
            $0.listState.visible = [0, 1]
            $0.listState.selected = 0
        }
        store.receive([.redraw])
        // Nothing cached, or the user moved on: nothing changes.
        store.send(.cachedRowsLoaded(.user("other"), cached))
        store.receive([])
    }
}

extension TestStore {
    /// The first page of `login` answered: its rows shown (the first
    /// selected), the name remembered, and `load` asked for in the
    /// background (the spinner was already turning for the search).
    func firstPageAnswered(_ first: RepositoryPage, login: String, bound: Int = 300, visible: [Int], load: PageLoad,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        send(.searchFinished(.user(login), outcome: .loaded(first)), sourceLocation: sourceLocation) {
            $0.searching = nil
            var results = LoadingViewModelTests.loaded(first, login: login, bound: bound)
            $0.recent.remember(results)
            results.pendingPages = load.count
            results.loadingMore = true
            $0.results = results
            $0.listState.visible = visible
            $0.listState.selected = 0
            $0.status = .results
            $0.quota = first.rateLimit
        }
        receive([.loadPages(load), .rememberInHistory(login), .redraw], sourceLocation: sourceLocation)
    }
}
