import Foundation
import TestSupport
import Testing
@testable import GHSearchGitHub
@testable import GHSearchInteractive

/// The search stream's answers and the list's pages as a child feature:
/// `LoadingFeature.reduce` over `LoadingState` and the list's state it
/// fills, every action's whole change of both, its exact effects and what
/// it asks of the parent (the search limit, for the mode).
@Suite(.standardTimeLimit) struct LoadingFeatureTests {
    typealias F = ViewModelFixture
    typealias Store = FeatureStore<LoadingScope, LoadingAction, LoadingEnvironment>

    static let reset = Date(timeIntervalSince1970: 1_000_060)
    static let octo = SearchSubject.user("octo")

    /// The line `line` typed, no rows yet.
    static func typed(_ line: String) -> ListState {
        var list = ListState()
        list.lineChanged(line, mode: .user)
        return list
    }

    /// `octo`'s `rows` shown for the line `line`, the first one selected.
    static func listed(_ rows: LoadedResults = F.loaded("octo", F.page("octo", F.names)), line: String = "octo") -> ListState {
        var list = typed(line)
        list.show(rows)
        return list
    }

    /// `octo`'s first page of three (`next` page 2, `last` page 3).
    static func firstOfThree(remaining: Int = 59) -> RepositoryPage {
        F.page("octo", F.names, next: F.pageURL(2), last: F.pageURL(3), remaining: remaining)
    }

    /// `octo`'s first page of three shown, `pending` pages on their way.
    static func loadingPages(_ pending: Int, bound: Int = 300) -> LoadedResults {
        var rows = F.loaded("octo", firstOfThree(), bound: bound)
        rows.pendingPages = pending
        return rows
    }

    static func coreLimit(_ remaining: Int, reset: Date = Self.reset) -> RateLimit {
        RateLimit(limit: 60, remaining: remaining, reset: reset)
    }

    static func searchLimit(_ remaining: Int) -> RateLimit {
        RateLimit(limit: 30, remaining: remaining, reset: Self.reset, resource: "search")
    }

    /// The core quota spent: searching waits for its reset.
    static let spent = GitHubError.rateLimited(Self.coreLimit(0))
    /// A second past the quota's reset, when a search spent on it is retried.
    static let afterReset = RetryWait.at(Self.reset.addingTimeInterval(1))
    /// The timer that counts down to a retry.
    static let retryTimer = SearchEffect.startTimer(.rateLimitRetry, every: .seconds(1))
    /// A retry's effects: its timer stopped, `octo` searched again at once in a new generation.
    static let retried: [SearchEffect] = [.cancel(.timer(.rateLimitRetry)), F.key("octo", generation: 1, urgent: true), .redraw]

    /// `octo`'s second page of three (three rows, `next` and `last` page 3).
    static func secondOfThree(remaining: Int = 58) -> RepositoryPage {
        F.page("octo", ["delta", "epsilon", "zeta"], next: F.pageURL(3), last: F.pageURL(3), remaining: remaining)
    }

    /// `count` of `octo`'s pages loaded in the background after the first of three.
    static func pagesAfterTheFirst(_ count: Int) -> SearchEffect {
        .loadPages(PageLoad(subject: Self.octo, next: F.pageURL(2), last: F.pageURL(3), count: count, jobs: 4, pageSize: 3))
    }

    // MARK: Expected changes

    /// The search on its way answered with `rows` (`octo`'s `page` unless
    /// given): the search over, its quota kept, the rows shown and
    /// remembered, the status `status`.
    static func answered(_ scope: inout LoadingScope, _ page: RepositoryPage, rows: LoadedResults? = nil,
                         status: SearchStatus = .results) {
        let rows = rows ?? F.loaded("octo", page)
        scope.loading.searching = nil
        scope.loading.quota = page.rateLimit
        scope.list.show(rows)
        scope.loading.recent.remember(rows)
        scope.loading.status = status
    }

    /// The list emptied: no rows, none visible, none selected.
    static func emptied(_ scope: inout LoadingScope) {
        scope.list.results = nil
        scope.list.visible = []
        scope.list.selected = nil
    }

    /// `page` of the rows shown arrived from `url`: appended, `pending`
    /// pages still on their way, `visible` rows shown, and (`keepsQuota`)
    /// its quota kept.
    static func arrived(_ scope: inout LoadingScope, _ page: RepositoryPage, from url: String, pending: Int, visible: [Int],
                        keepsQuota: Bool = true) {
        scope.list.results?.append(page, from: url)
        scope.list.results?.pendingPages = pending
        scope.list.visible = visible
        if keepsQuota { scope.loading.quota = page.rateLimit }
    }

    // MARK: A search starts

    @Test func aSearchStartedIsWhatTheSpinnerShows() {
        let store = Store(list: Self.typed("octo"))
        store.send(.searchStarted(Self.octo)) { $0.loading.searching = Self.octo }
        store.receive([.redraw])
    }

    @Test func aNewSearchStopsThePagesOfTheRowsShown() {
        let store = Store(list: Self.listed(Self.loadingPages(2)))
        store.send(.searchStarted(Self.octo)) {
            $0.loading.searching = Self.octo
            $0.list.results?.pendingPages = 0
        }
        store.receive([.cancel(.loadPage), .redraw])
    }

    @Test func backOnANameSeenThisSessionItsRowsShowAtOnceMarked() {
        let beta = F.loaded("beta", F.page("beta", ["one", "two"]))
        var seen = LoadingState()
        seen.recent.remember(beta)
        let store = Store(loading: seen, list: Self.listed(line: "beta"))
        let octoRows = store.state.list.results!
        store.send(.searchStarted(.user("beta"))) {
            $0.loading.searching = .user("beta")
            $0.loading.recent.remember(octoRows)
            $0.loading.status = .results
            var marked = beta
            marked.revalidating = RevalidationMark(storedAt: nil)
            $0.list.show(marked)
        }
        store.receive([.redraw])
    }

    // MARK: Stale-while-revalidate

    @Test func theCachedFirstPageShowsMarkedWhileItsSearchIsOnItsWay() {
        let store = Store(loading: LoadingState(searching: Self.octo), list: Self.typed("octo"))
        var page = F.page("octo", F.names)
        page.cachedAt = Self.reset
        store.send(.searchCached(Self.octo, page: page)) {
            var rows = F.loaded("octo", page)
            rows.revalidating = RevalidationMark(storedAt: Self.reset)
            $0.list.show(rows)
            $0.loading.status = .results
        }
        store.receive([.redraw])
        // Rows of the name are on screen: the cached page is not drawn over them.
        store.send(.searchCached(Self.octo, page: page))
        store.receive([])
        // Nor a cached page of a search no longer on its way.
        store.send(.searchCached(.user("other"), page: F.page("other", ["x"])))
        store.receive([])
    }

    @Test func anAnswerThatConfirmsTheCachedRowsOnlyClearsTheMark() {
        let page = F.page("octo", F.names)
        var rows = F.loaded("octo", page)
        rows.revalidating = RevalidationMark(storedAt: Self.reset)
        let store = Store(loading: LoadingState(searching: Self.octo, status: .results), list: Self.listed(rows))
        store.send(.searchFinished(Self.octo, outcome: .loaded(page))) {
            $0.loading.searching = nil
            $0.loading.quota = page.rateLimit
            $0.list.results?.revalidating = nil
            $0.loading.recent.remember($0.list.results!)
        }
        store.receive([.rememberInHistory("octo"), .redraw])
    }

    @Test func aFailedRevalidationLeavesTheRowsMarkedStaleAndAsksTheCacheForMore() {
        var rows = F.loaded("octo", F.page("octo", F.names))
        rows.revalidating = RevalidationMark(storedAt: Self.reset)
        let store = Store(loading: LoadingState(searching: Self.octo, status: .results), list: Self.listed(rows))
        store.send(.searchFinished(Self.octo, outcome: .failed(Self.spent))) {
            $0.loading.searching = nil
            $0.loading.quota = Self.coreLimit(0)
            $0.list.results?.revalidating = nil
            $0.list.results?.isStale = true
            $0.loading.status = .failed(Self.spent, subject: Self.octo, retry: Self.afterReset)
        }
        store.receive([Self.retryTimer, .loadCachedRows(Self.octo), .redraw])
    }

    // MARK: A search's answer

    @Test func anAnswerShowsItsRowsAndTheNameGoesIntoTheHistory() {
        let store = Store(loading: LoadingState(searching: Self.octo), list: Self.typed("octo"))
        let page = F.page("octo", F.names)
        store.send(.searchFinished(Self.octo, outcome: .loaded(page))) { Self.answered(&$0, page) }
        store.receive([.rememberInHistory("octo"), .redraw])
    }

    @Test func anAnswerForAPrefixTypedOnIsNoNameChosenAndAnEmptyListSaysSo() {
        let store = Store(loading: LoadingState(searching: Self.octo), list: Self.typed("octocat"))
        let page = F.page("octo", [])
        store.send(.searchFinished(Self.octo, outcome: .loaded(page))) { Self.answered(&$0, page, status: .noRepositories(Self.octo)) }
        store.receive([.redraw])
    }

    @Test func aSearchOfAllOfGitHubIsNoNameForTheHistory() {
        var list = ListState()
        list.lineChanged("swift", mode: .search)
        let subject = SearchSubject.search("swift")
        let store = Store(loading: LoadingState(searching: subject), list: list, environment: LoadingEnvironment(mode: .search))
        let page = F.page("octo", F.names)
        var rows = LoadedResults(subject: subject, page: page)
        rows.bound = 300
        store.send(.searchFinished(subject, outcome: .loaded(page))) { Self.answered(&$0, page, rows: rows) }
        store.receive([.redraw])
    }

    @Test func anAnswerWithMorePagesLoadsThemInTheBackgroundWithinTheQuota() {
        let store = Store(loading: LoadingState(searching: Self.octo), list: Self.typed("octo"))
        let page = Self.firstOfThree(remaining: 11)  // 11 left, 10 kept: one page
        store.send(.searchFinished(Self.octo, outcome: .loaded(page))) {
            Self.answered(&$0, page)
            $0.list.results?.pendingPages = 1
        }
        store.receive([Self.pagesAfterTheFirst(1), .rememberInHistory("octo"), .redraw])
    }

    @Test func aFailureEmptiesTheList() {
        let store = Store(loading: LoadingState(searching: .user("ghost")), list: Self.listed(line: "ghost"))
        let error = GitHubError.userNotFound("ghost")
        store.send(.searchFinished(.user("ghost"), outcome: .failed(error))) {
            $0.loading.searching = nil
            Self.emptied(&$0)
            $0.loading.status = .failed(error, subject: .user("ghost"))
        }
        store.receive([.redraw])
    }

    @Test func aRefusedQueryKeepsTheRows() {
        let store = Store(loading: LoadingState(searching: Self.octo, status: .results), list: Self.listed())
        let error = GitHubError.invalidQuery("Validation Failed")
        store.send(.searchFinished(Self.octo, outcome: .failed(error))) {
            $0.loading.searching = nil
            $0.loading.status = .failed(error, subject: Self.octo)
        }
        store.receive([.redraw])
    }

    @Test func aSpentQuotaShowsTheRowsSeenBeforeMarkedStale() {
        var seen = LoadingState(searching: Self.octo)
        seen.recent.remember(F.loaded("octo", F.page("octo", F.names)))
        let store = Store(loading: seen, list: Self.typed("octo"))
        let error = GitHubError.secondaryRateLimit(retryAfter: 30, message: nil)
        store.send(.searchFinished(Self.octo, outcome: .failed(error))) {
            $0.loading.searching = nil
            var stale = F.loaded("octo", F.page("octo", F.names))
            stale.isStale = true
            $0.list.show(stale)
            $0.loading.status = .failed(error, subject: Self.octo, retry: .afterTicks(30))
        }
        store.receive([Self.retryTimer, .redraw])
    }

    @Test func aSpentQuotaWithoutRowsAsksTheResponseCache() {
        let store = Store(loading: LoadingState(searching: Self.octo), list: Self.typed("octo"))
        store.send(.searchFinished(Self.octo, outcome: .failed(Self.spent))) {
            $0.loading.searching = nil
            $0.loading.quota = Self.coreLimit(0)
            $0.loading.status = .failed(Self.spent, subject: Self.octo, retry: Self.afterReset)
        }
        store.receive([Self.retryTimer, .loadCachedRows(Self.octo), .redraw])
    }

    @Test func aLineThatNamesNobodyClearsTheListAndKeepsItsRowsForLater() {
        let waiting = LoadingState(status: .failed(Self.spent, subject: Self.octo, retry: .afterTicks(3)))
        let store = Store(loading: waiting, list: Self.listed(line: ""))
        let rows = store.state.list.results!
        store.send(.searchFinished(nil, outcome: .cleared)) {
            $0.loading.recent.remember(rows)
            Self.emptied(&$0)
            $0.loading.status = .idle
        }
        store.receive([.cancel(.timer(.rateLimitRetry)), .redraw])
    }

    @Test func aSearchLimitReportedGoesToTheMode() {
        let subject = SearchSubject.search("swift")
        let store = Store(loading: LoadingState(searching: subject), environment: LoadingEnvironment(mode: .search))
        let error = GitHubError.rateLimited(Self.searchLimit(0))
        store.send(.searchFinished(subject, outcome: .failed(error))) {
            $0.loading.searching = nil
            $0.loading.status = .failed(error, subject: subject, retry: Self.afterReset)
        }
        store.receive([Self.retryTimer, .redraw], also: .mode(.searchQuotaReported(Self.searchLimit(0))))
    }

    // MARK: The response cache's rows

    @Test func theCachesRowsShowWhileTheNameCouldNotBeSearchedForTheQuota() {
        let store = Store(loading: LoadingState(status: .failed(Self.spent, subject: Self.octo)), list: Self.typed("octo"))
        let page = F.page("octo", F.names)
        store.send(.cachedRowsLoaded(Self.octo, page)) {
            var rows = F.loaded("octo", page)
            rows.isStale = true
            $0.list.show(rows)
        }
        store.receive([.redraw])
        // Over stale rows only with more of them.
        store.send(.cachedRowsLoaded(Self.octo, F.page("octo", ["alpha"])))
        store.receive([])
        let more = F.page("octo", F.names + ["delta"])
        store.send(.cachedRowsLoaded(Self.octo, more)) {
            var rows = F.loaded("octo", more)
            rows.isStale = true
            $0.list.show(rows, keepingSelection: true)
        }
        store.receive([.redraw])
        // Nothing cached, or another name on the line: nothing changes.
        store.send(.cachedRowsLoaded(Self.octo, nil))
        store.receive([])
        store.send(.cachedRowsLoaded(.user("other"), page))
        store.receive([])
    }

    @Test func theCachesRowsAreNotWantedOnceTheStatusChanged() {
        let store = Store(loading: LoadingState(status: .results), list: Self.typed("octo"))
        store.send(.cachedRowsLoaded(Self.octo, F.page("octo", F.names)))
        store.receive([])
    }

    // MARK: Pages

    @Test func pagesArriveInPlaceAndTheLastEndsTheLoading() {
        let store = Store(list: Self.listed(Self.loadingPages(2)))
        let second = Self.secondOfThree()
        store.send(.pageLoaded(Self.octo, url: F.pageURL(2), .success(second))) {
            Self.arrived(&$0, second, from: F.pageURL(2), pending: 1, visible: [0, 1, 2, 3, 4, 5])
        }
        store.receive([.redraw])
        let third = F.page("octo", ["eta"], last: F.pageURL(3), remaining: 57)
        store.send(.pageLoaded(Self.octo, url: F.pageURL(3), .success(third))) {
            Self.arrived(&$0, third, from: F.pageURL(3), pending: 0, visible: [0, 1, 2, 3, 4, 5, 6])
        }
        store.receive([.redraw])
    }

    @Test func aPageOfAnotherListIsIgnored() {
        let store = Store(list: Self.listed(Self.loadingPages(2)))
        store.send(.pageLoaded(.user("other"), url: F.pageURL(2), .success(F.page("other", ["x"]))))
        store.receive([.redraw])
    }

    @Test func aFailedPageStopsThePagesStillOnTheirWay() {
        let store = Store(list: Self.listed(Self.loadingPages(2)))
        let error = GitHubError.serverError(status: 502)
        store.send(.pageLoaded(Self.octo, url: F.pageURL(2), .failure(error))) {
            $0.list.results?.moreFailure = error
            $0.list.results?.pendingPages = 0
        }
        store.receive([.cancel(.loadPage), .redraw])
    }

    @Test func theLoadingStopsBeforeTheReserveWhenSomeoneElseSpentTheQuota() {
        let store = Store(list: Self.listed(Self.loadingPages(2)))
        let second = Self.secondOfThree(remaining: 10)
        store.send(.pageLoaded(Self.octo, url: F.pageURL(2), .success(second))) {
            Self.arrived(&$0, second, from: F.pageURL(2), pending: 0, visible: [0, 1, 2, 3, 4, 5])
            $0.list.results?.stopped = .reserve(10)
        }
        store.receive([.cancel(.loadPage), .redraw])
    }

    @Test func aPastedRepositoryNotLoadedYetLoadsTheNextPagePastTheBound() {
        let store = Store(list: Self.listed(Self.loadingPages(1, bound: 3), line: "octo/omega"))
        let second = Self.secondOfThree()
        store.send(.pageLoaded(Self.octo, url: F.pageURL(2), .success(second))) {
            Self.arrived(&$0, second, from: F.pageURL(2), pending: 1, visible: [0, 1, 2, 3, 4, 5])
            $0.list.results?.stopped = .bound(6)
        }
        store.receive([.loadPage(url: F.pageURL(3), subject: Self.octo), .redraw])
    }

    @Test func aPageReportingTheSearchLimitTellsTheMode() {
        let store = Store(list: Self.listed(Self.loadingPages(2)))
        var second = Self.secondOfThree()
        second.rateLimit = Self.searchLimit(20)
        store.send(.pageLoaded(Self.octo, url: F.pageURL(2), .success(second))) {
            Self.arrived(&$0, second, from: F.pageURL(2), pending: 1, visible: [0, 1, 2, 3, 4, 5], keepsQuota: false)
        }
        store.receive([.redraw], also: .mode(.searchQuotaReported(Self.searchLimit(20))))
    }

    // MARK: What the list asks for

    @Test func theLoadingFollowsTheName() {
        let store = Store(list: Self.listed(Self.loadingPages(2), line: "other"))
        store.send(.listAsked(.followName)) {
            $0.list.results?.pendingPages = 0
        }
        store.receive([.cancel(.loadPage)])
        store.send(.listAsked(.followName))
        store.receive([])
        // Back on the name: the loading goes on where it stopped.
        var list = store.state.list
        list.lineChanged("octo", mode: .user)
        let back = Store(loading: LoadingState(quota: Self.coreLimit(59)), list: list)
        back.send(.listAsked(.followName)) {
            $0.list.results?.pendingPages = 2
        }
        back.receive([Self.pagesAfterTheFirst(2)])
        let empty = Store(list: Self.typed("octo"))
        empty.send(.listAsked(.followName))
        empty.receive([])
    }

    @Test func theBackgroundLoadingStopsAtItsBoundAndPageDownLoadsPastIt() {
        let store = Store(list: Self.listed(Self.loadingPages(0, bound: 3)), environment: LoadingEnvironment(policy: LoadingPolicy(maxRepositories: 3)))
        store.send(.listAsked(.followName)) { $0.list.results?.stopped = .bound(3) }
        store.receive([])
        store.send(.listAsked(.pastBound)) {
            $0.list.results?.bound = 6
            $0.list.results?.stopped = nil
            $0.list.results?.pendingPages = 1
        }
        store.receive([Self.pagesAfterTheFirst(1)])
        // Pages on their way: nothing more.
        store.send(.listAsked(.pastBound))
        store.receive([])
    }

    @Test func pageDownAtTheReserveAsksForOnePage() {
        var rows = Self.loadingPages(0)
        rows.stopped = .reserve(10)
        let store = Store(list: Self.listed(rows))
        store.send(.listAsked(.pastBound)) {
            $0.list.results?.stopped = nil
            $0.list.results?.pendingPages = 1
        }
        store.receive([.loadPage(url: F.pageURL(2), subject: Self.octo)])
    }

    @Test func moreLoadsWhenTheSelectionReachesTheLastRow() {
        let list = Self.listed(Self.loadingPages(0))
        let top = Store(list: list)
        top.send(.listAsked(.more))
        top.receive([])
        var atTheBottom = list
        atTheBottom.moveSelection(by: 2)
        let more = Store(list: atTheBottom)
        more.send(.listAsked(.more)) {
            $0.list.results?.pendingPages = 1
        }
        more.receive([.loadPage(url: F.pageURL(2), subject: Self.octo)])
        // After a failure too (Down at the bottom retries), not while the page is on its way.
        more.send(.listAsked(.more))
        more.receive([])
        var failed = atTheBottom
        failed.results?.moreFailure = .serverError(status: 502)
        let retry = Store(list: failed)
        retry.send(.listAsked(.more))
        retry.receive([])
    }

    // MARK: The quota

    @Test func theQuotaKeepsTheLowestCountOfAWindowAndRedrawsWhenNoSearchIsGoingOn() {
        let store = Store()
        store.send(.quotaChanged(Self.coreLimit(40))) { $0.loading.quota = Self.coreLimit(40) }
        store.receive([.redraw])
        store.send(.quotaChanged(Self.coreLimit(45)))
        store.receive([.redraw])
        store.send(.quotaChanged(Self.coreLimit(60, reset: Self.reset.addingTimeInterval(3_600)))) {
            $0.loading.quota = Self.coreLimit(60, reset: Self.reset.addingTimeInterval(3_600))
        }
        store.receive([.redraw])
        let searching = Store(loading: LoadingState(searching: Self.octo))
        searching.send(.quotaChanged(Self.coreLimit(40))) { $0.loading.quota = Self.coreLimit(40) }
        searching.receive([])
    }

    @Test func theSearchLimitIsTheModes() {
        let store = Store()
        store.send(.quotaChanged(Self.searchLimit(20)))
        store.receive([.redraw], also: .mode(.searchQuotaReported(Self.searchLimit(20))))
    }

    // MARK: A fresh list

    @Test func aFreshListDropsTheOtherModesReasonAndShowsTheRowsSeen() {
        var seen = LoadingState(status: .failed(Self.spent, subject: .user("other"), retry: .afterTicks(3)))
        seen.recent.remember(F.loaded("octo", F.page("octo", F.names)))
        let store = Store(loading: seen)
        store.send(.freshList("octo")) {
            $0.loading.status = .results
            $0.list.restart(on: "octo", mode: .user, seen: seen.recent)
        }
        store.receive([.cancel(.timer(.rateLimitRetry)), .setLine("octo"), F.key("octo", urgent: true), .redraw])
        let unseen = Store(loading: LoadingState(status: .results))
        unseen.send(.freshList("ghost")) {
            $0.loading.status = .idle
            $0.list.restart(on: "ghost", mode: .user, seen: RecentResults())
        }
        unseen.receive([.setLine("ghost"), F.key("ghost", urgent: true), .redraw])
    }

    // MARK: Timers

    @Test func theRetryCountsTicksDownAndSearchesAgain() {
        let error = GitHubError.secondaryRateLimit(retryAfter: 2, message: nil)
        let store = Store(loading: LoadingState(status: .failed(error, subject: Self.octo, retry: .afterTicks(2))),
                          list: Self.typed("octo"))
        store.send(.retryTicked(now: Self.reset)) { $0.loading.status = .failed(error, subject: Self.octo, retry: .afterTicks(1)) }
        store.receive([.redraw])
        store.send(.retryTicked(now: Self.reset)) {
            $0.loading.status = .failed(error, subject: Self.octo, retry: nil)
            $0.list.generation = 1
        }
        store.receive(Self.retried)
        store.send(.retryTicked(now: Self.reset))
        store.receive([])
    }

    @Test func theRetryWaitsForTheResetOnTheWallClock() {
        let store = Store(loading: LoadingState(status: .failed(Self.spent, subject: Self.octo, retry: Self.afterReset)),
                          list: Self.typed("octo"))
        store.send(.retryTicked(now: Self.reset))
        store.receive([.redraw])
        store.send(.retryTicked(now: Self.reset.addingTimeInterval(1))) {
            $0.loading.status = .failed(Self.spent, subject: Self.octo, retry: nil)
            $0.list.generation = 1
        }
        store.receive(Self.retried)
    }

    @Test func theSpinnerTurnsOnlyWhileItTurns() {
        let store = Store(loading: LoadingState(spinner: .turning(frame: 0)))
        store.send(.spinnerTicked) { $0.loading.spinner = .turning(frame: 1) }
        store.receive([.redraw])
        let stopped = Store()
        stopped.send(.spinnerTicked)
        stopped.receive([])
    }

    @Test func theSpinnerFollowsTheRequestsInFlight() {
        var state = LoadingState(searching: Self.octo)
        #expect(LoadingFeature.spinnerFollows(&state, ListState()) == [F.startSpinner])
        #expect(state.spinner == .turning(frame: 0))
        #expect(LoadingFeature.spinnerFollows(&state, ListState()) == [])
        state.searching = nil
        #expect(LoadingFeature.spinnerFollows(&state, Self.listed(Self.loadingPages(1))) == [])
        #expect(LoadingFeature.spinnerFollows(&state, Self.listed()) == [F.stopSpinner])
        #expect(state.spinner == .stopped)
    }
}
