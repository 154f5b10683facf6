import Foundation
@testable import GHSearchCLI
import TestSupport
import Testing
@testable import GHSearchGitHub
@testable import GHSearchFilter
@testable import GHSearchInteractive
import InteractiveTestSupport

/// Search all of GitHub in the view model: the mode toggle, search-mode
/// keys, GitHub's totals, a refused query, the search limit apart from the
/// core one, and the countdown while the limit is spent. Whole states and
/// exact effects (`TestStore`).
@Suite(.standardTimeLimit) struct SearchModeViewModelTests {
    typealias F = ViewModelFixture
    static let now = Date(timeIntervalSince1970: 1_000_000)
    static let subject = SearchSubject.search("machine learning")

    static func searchKey(_ text: String, query: String, generation: Int = 0, urgent: Bool) -> SearchEffect {
        .search(SearchKey(subject: SearchSubject(query: query), generation: generation, urgent: urgent,
                          mode: .search, text: text))
    }

    static func searchPage(_ names: [String], total: Int, incomplete: Bool = false, next: String? = nil,
                           remaining: Int = 9) -> RepositoryPage {
        var page = RepositoryPage(repositories: F.repositories("alice", names), next: next,
                                  rateLimit: RateLimit(limit: 10, remaining: remaining, resource: "search"))
        page.searchTotals = SearchTotals(totalCount: total, incompleteResults: incomplete)
        return page
    }

    /// A model in search mode showing `machine learning`'s rows.
    static func searched(_ names: [String], total: Int) -> TestStore {
        var model = SearchViewModel(mode: .search)
        _ = model.send(.submit("machine learning"))
        _ = model.send(.searchStarted(subject))
        _ = model.send(.searchFinished(subject, outcome: .loaded(searchPage(names, total: total))))
        return TestStore(model)
    }

    @Test func inSearchModeTheWholeLineIsTheQueryAndEveryKeyCarriesTheTextAsTyped() {
        let store = TestStore(SearchViewModel(mode: .search))
        store.send(.lineChanged("machine ")) {
            $0.listState.line = "machine "
            $0.listState.query = SearchQuery(searchLine: "machine ")
        }
        store.receive([Self.searchKey("machine ", query: "machine", urgent: false), .redraw])
        #expect(store.model.query.subject == .search("machine"))
        #expect(store.model.query.filter == "")
        store.send(.submit("machine  learning\tlanguage:swift")) {
            $0.listState.line = "machine  learning\tlanguage:swift"
            $0.listState.query = SearchQuery(searchLine: "machine learning language:swift")
        }
        store.receive([Self.searchKey("machine  learning\tlanguage:swift", query: "machine learning language:swift", urgent: true),
                       .redraw])
    }

    @Test func toggleKeepsEachModesLastLineAndShowsItsRowsAgain() {
        let store = F.listed("octo", ["alpha", "beta"])
        let octoRows = store.model.results
        store.send(.lineChanged("octo al")) {
            $0.listState.line = "octo al"
            $0.listState.query = SearchQuery(line: "octo al")
            $0.listState.filter = Filter("al")
            $0.listState.visible = [0]
        }
        store.receive([F.key("octo", urgent: false), .redraw])

        // To search mode: its line is empty, the user's rows go, the prompt says so.
        store.send(.toggleMode) {
            $0.modeState.savedLines = [.user: "octo al"]
            $0.modeState.mode = .search
            $0.listState.line = ""
            $0.listState.query = SearchQuery(searchLine: "")
            $0.listState.filter = .empty
            $0.results = nil
            $0.listState.visible = []
            $0.listState.selected = nil
            $0.loadingState.status = .idle
        }
        store.receive([.setPrompt("search> "), .setLine(""), Self.searchKey("", query: "", urgent: true), .redraw])

        store.send(.submit("machine learning")) {
            $0.listState.line = "machine learning"
            $0.listState.query = SearchQuery(searchLine: "machine learning")
        }
        store.receive([Self.searchKey("machine learning", query: "machine learning", urgent: true), .redraw])
        store.send(.searchStarted(Self.subject)) {
            $0.loadingState.searching = Self.subject
            $0.loadingState.spinner = .turning(frame: 0)
        }
        store.receive([.redraw, F.startSpinner])
        let page = Self.searchPage(["ml-kit", "notes"], total: 12_345)
        var loaded = LoadedResults(subject: Self.subject, page: page)
        loaded.bound = store.model.loading.maxRepositories
        store.send(.searchFinished(Self.subject, outcome: .loaded(page))) {
            $0.loadingState.searching = nil
            $0.results = loaded
            $0.listState.visible = [0, 1]
            $0.listState.selected = 0
            $0.loadingState.status = .results
            $0.modeState.searchQuota = RateLimit(limit: 10, remaining: 9, resource: "search")
            $0.loadingState.recent.remember(loaded)
            $0.loadingState.spinner = .stopped
        }
        store.receive([.redraw, F.stopSpinner])
        #expect(store.model.results?.searchTotals == SearchTotals(totalCount: 12_345))
        #expect(store.model.quota == RateLimit(limit: 60, remaining: 59), "the core quota is not the search limit")

        // Back to user mode: its line, filter and rows at once, searched again as Enter would.
        store.send(.toggleMode) {
            $0.modeState.savedLines = [.user: "octo al", .search: "machine learning"]
            $0.modeState.mode = .user
            $0.listState.line = "octo al"
            $0.listState.query = SearchQuery(line: "octo al")
            $0.listState.filter = Filter("al")
            $0.results = octoRows
            $0.listState.visible = [0]
        }
        store.receive([.setPrompt("user> "), .setLine("octo al"), F.key("octo", urgent: true), .redraw])
    }

    @Test func aRefusedQueryKeepsTheRowsAndSaysWhy() {
        let store = Self.searched(["ml-kit", "notes"], total: 2)
        let rows = store.model.results
        store.send(.moveSelection(1)) { $0.listState.selected = 1; $0.listState.selectionChosen = true }
        store.receive([.redraw])
        store.send(.submit("stars:>>1")) {
            $0.listState.line = "stars:>>1"
            $0.listState.query = SearchQuery(searchLine: "stars:>>1")
            $0.listState.selectionChosen = false
        }
        store.receive([Self.searchKey("stars:>>1", query: "stars:>>1", urgent: true), .redraw])
        store.send(.searchStarted(.search("stars:>>1"))) {
            $0.loadingState.searching = .search("stars:>>1")
            $0.loadingState.spinner = .turning(frame: 0)
        }
        store.receive([.redraw, F.startSpinner])
        let refusal = GitHubError.invalidQuery("Validation Failed: The search contains a bad range.")
        store.send(.searchFinished(.search("stars:>>1"), outcome: .failed(refusal))) {
            $0.loadingState.searching = nil
            $0.loadingState.status = .failed(refusal, subject: .search("stars:>>1"))
            $0.loadingState.spinner = .stopped
        }
        store.receive([.redraw, F.stopSpinner])
        #expect(store.model.results == rows)
        #expect(store.model.listState.selected == 1, "the same row stays selected")
    }

    @Test func theSearchLimitIsKeptApartAndMergedWithinItsWindow() {
        let store = TestStore(SearchViewModel(mode: .search))
        let reset = Self.now.addingTimeInterval(60)
        store.send(.quotaChanged(RateLimit(limit: 10, remaining: 7, reset: reset, resource: "search"))) {
            $0.modeState.searchQuota = RateLimit(limit: 10, remaining: 7, reset: reset, resource: "search")
        }
        store.receive([.redraw])
        // A late answer from earlier in the same window does not raise what is left.
        store.send(.quotaChanged(RateLimit(limit: 10, remaining: 8, reset: reset, resource: "search")))
        store.receive([.redraw])
        store.send(.quotaChanged(RateLimit(limit: 60, remaining: 57))) {
            $0.loadingState.quota = RateLimit(limit: 60, remaining: 57)
        }
        store.receive([.redraw])
        #expect(store.model.shownQuota.limit?.remaining == 7)
        #expect(store.model.shownQuota.isSearch)
    }

    @Test func aSpentLimitCountsDownInSearchModeOnly() {
        let store = TestStore(SearchViewModel(mode: .search))
        let reset = Self.now.addingTimeInterval(42)
        store.send(.searchQuotaWait(until: reset)) { $0.modeState.searchWaitUntil = reset }
        store.receive([.startTimer(.searchQuotaCountdown, every: .seconds(1)), .redraw])
        store.send(.timerFired(.searchQuotaCountdown, now: Self.now))
        store.receive([.redraw])
        // The same wait reported again changes nothing.
        store.send(.searchQuotaWait(until: reset))
        store.receive([])

        // In user mode nothing counts down; back in search mode it does again.
        store.send(.toggleMode) {
            $0.modeState.savedLines = [.search: ""]
            $0.modeState.mode = .user
            $0.listState.query = SearchQuery(line: "")
        }
        store.receive([.setPrompt("user> "), .cancel(.timer(.searchQuotaCountdown)), .setLine(""), F.key("", urgent: true),
                       .redraw])
        store.send(.toggleMode) {
            $0.modeState.savedLines = [.search: "", .user: ""]
            $0.modeState.mode = .search
            $0.listState.query = SearchQuery(searchLine: "")
        }
        store.receive([.setPrompt("search> "), .startTimer(.searchQuotaCountdown, every: .seconds(1)), .setLine(""),
                       Self.searchKey("", query: "", urgent: true), .redraw])

        // The throttle searches again: the countdown stops.
        store.send(.searchQuotaWait(until: nil)) { $0.modeState.searchWaitUntil = nil }
        store.receive([.cancel(.timer(.searchQuotaCountdown)), .redraw])
        store.send(.timerFired(.searchQuotaCountdown, now: Self.now))
        store.receive([])
    }

    @Test func aSearchSubjectNeverMeetsAUsersRows() {
        #expect(SearchQuery(searchLine: "swift").subject != SearchQuery(line: "swift").subject)
        #expect(SearchSubject.search("swift ios").displayName == "swift ios")
        #expect(SearchSubject.user("swift").displayName == "swift")
        #expect(SearchQuery(searchLine: "  \t ").subject == nil)
        // Only a search spends the search limit.
        #expect(SearchKey(subject: .search("swift"), generation: 0, urgent: false, mode: .search, text: "swift").isMetered)
        #expect(!SearchKey(subject: .user("swift"), generation: 0, urgent: false).isMetered)
        #expect(!SearchKey(subject: nil, generation: 0, urgent: true, mode: .search).isMetered)
    }

    @Test func aPageTheSearchLimitCannotSpareIsAskedForAgainOnTheNextKeyNeverAtOnce() {
        let page2 = "https://api.github.com/search/repositories?q=machine+learning&per_page=100&page=2"
        var model = SearchViewModel(mode: .search)
        _ = model.send(.submit("machine learning"))
        _ = model.send(.searchStarted(Self.subject))
        _ = model.send(.searchFinished(Self.subject,
                                       outcome: .loaded(Self.searchPage(["a", "b"], total: 250, next: page2))))
        let store = TestStore(model)
        store.send(.moveSelection(1)) {
            $0.listState.selected = 1
            $0.listState.selectionChosen = true
            $0.results?.pendingPages = 1
            $0.loadingState.spinner = .turning(frame: 0)
        }
        store.receive([.loadPage(url: page2, subject: Self.subject), .redraw, F.startSpinner])
        // The quota-aware throttle kept the limit for typing: nothing loads by itself.
        store.send(.pageLoaded(Self.subject, url: page2, .failure(.searchLimitReserved))) {
            $0.results?.pendingPages = 0
            $0.results?.moreFailure = .searchLimitReserved
            $0.loadingState.spinner = .stopped
        }
        store.receive([.redraw, F.stopSpinner])
        // The next key at the last row asks again.
        store.send(.moveSelection(1)) {
            $0.results?.pendingPages = 1
            $0.loadingState.spinner = .turning(frame: 0)
        }
        store.receive([.loadPage(url: page2, subject: Self.subject), .redraw, F.startSpinner])
    }
}
