import Foundation
@testable import GHSearchCLI
import TestSupport
import Testing
@testable import GHSearchGitHub
@testable import GHSearchFilter
@testable import GHSearchInteractive
import InteractiveTestSupport

/// The list and the search stream in the view model: every action's whole
/// change of state and its exact effects (see `TestStore`).
@Suite(.standardTimeLimit) struct SearchViewModelTests {
    typealias F = ViewModelFixture
    static let now = Date(timeIntervalSince1970: 1_000_000)

    @Test func typingPushesEachLineIntoTheStreamAndEnterPushesItUrgently() {
        let store = TestStore()
        store.send(.lineChanged("s")) {
            $0.listState.line = "s"
            $0.listState.query = SearchQuery(line: "s")
        }
        store.receive([F.key("s", urgent: false), .redraw])
        store.send(.lineChanged("sc")) {
            $0.listState.line = "sc"
            $0.listState.query = SearchQuery(line: "sc")
        }
        store.receive([F.key("sc", urgent: false), .redraw])
        store.send(.submit("sc"))
        store.receive([F.key("sc", urgent: true), .redraw])
    }

    @Test func aSearchTurnsTheSpinnerAndItsAnswerFillsTheList() {
        let store = TestStore()
        store.submitNewLine("octocat")
        store.send(.searchStarted(.user("octocat"))) {
            $0.loadingState.searching = .user("octocat")
            $0.loadingState.spinner = .turning(frame: 0)
        }
        store.receive([.redraw, F.startSpinner])
        store.send(.timerFired(.spinner, now: Self.now)) { $0.loadingState.spinner = .turning(frame: 1) }
        store.receive([.redraw])

        let page = F.page("octocat", ["a", "b", "c"])
        store.send(.searchFinished(.user("octocat"), outcome: .loaded(page))) {
            $0.loadingState.searching = nil
            $0.results = F.loaded("octocat", page)
            $0.listState.visible = [0, 1, 2]
            $0.listState.selected = 0  // the first row, so Enter picks at once
            $0.loadingState.status = .results
            $0.loadingState.quota = RateLimit(limit: 60, remaining: 59)
            $0.loadingState.recent.remember(F.loaded("octocat", page))
            $0.loadingState.spinner = .stopped
        }
        store.receive([.rememberInHistory("octocat"), .redraw, F.stopSpinner])
        // A tick already on its way when the spinner stopped changes nothing.
        store.send(.timerFired(.spinner, now: Self.now))
    }

    @Test func oldRowsStayWhileTheNextSearchIsInFlight() {
        let store = F.listed("a", ["one"])
        store.send(.lineChanged("b")) {
            $0.listState.line = "b"
            $0.listState.query = SearchQuery(line: "b")
        }
        store.receive([F.key("b", urgent: false), .redraw])
        store.send(.searchStarted(.user("b"))) {
            $0.loadingState.searching = .user("b")
            $0.loadingState.spinner = .turning(frame: 0)
        }
        store.receive([.redraw, F.startSpinner])
        #expect(store.model.results?.subject == .user("a") && store.model.count.shown == 1)
    }

    @Test func theWordsAfterTheNameFilterLocallyAndKeepTheSameSearch() {
        let store = F.listed("apple", ["swift", "swift-nio", "cups", "Swift-Format"])
        store.send(.lineChanged("apple swift")) {
            $0.listState.line = "apple swift"
            $0.listState.query = SearchQuery(line: "apple swift")
            $0.listState.filter = Filter("swift")
            $0.listState.visible = [0, 1, 3]
        }
        // The same login and generation as the search before: the stream's
        // deduplication sends nothing for it.
        store.receive([F.key("apple", urgent: false), .redraw])
        store.send(.lineChanged("apple swift nio")) {
            $0.listState.line = "apple swift nio"
            $0.listState.query = SearchQuery(line: "apple swift nio")
            $0.listState.filter = Filter("swift nio")
            $0.listState.visible = [1]
        }
        store.receive([F.key("apple", urgent: false), .redraw])
    }

    @Test func enterSearchesAgainAfterAFailureAnotherAttemptMayCure() {
        let store = TestStore()
        let offline = GitHubError.transport(.hostNotFound("api.github.com"))
        store.submitNewLine("octocat")
        store.send(.searchStarted(.user("octocat"))) {
            $0.loadingState.searching = .user("octocat")
            $0.loadingState.spinner = .turning(frame: 0)
        }
        store.receive([.redraw, F.startSpinner])
        store.send(.searchFinished(.user("octocat"), outcome: .failed(offline))) {
            $0.loadingState.searching = nil
            $0.loadingState.status = .failed(offline, subject: .user("octocat"))
            $0.loadingState.spinner = .stopped
        }
        store.receive([.redraw, F.stopSpinner])
        store.send(.submit("octocat")) { $0.listState.generation = 1 }
        store.receive([F.key("octocat", generation: 1, urgent: true), .redraw])
    }

    @Test func enterDoesNotAskAgainForAnUnknownUser() {
        let store = TestStore()
        store.submitNewLine("nobody")
        store.send(.searchFinished(.user("nobody"), outcome: .failed(.userNotFound("nobody")))) {
            $0.loadingState.status = .failed(.userNotFound("nobody"), subject: .user("nobody"))
        }
        store.receive([.redraw])
        store.send(.submit("nobody"))
        store.receive([F.key("nobody", urgent: true), .redraw])
    }

    @Test func clearingShowsZeroRepositoriesAndSearchesTheEmptyName() {
        let store = F.listed("a", ["one"])
        store.send(.clear) {
            $0.listState.line = ""
            $0.listState.query = SearchQuery(line: "")
        }
        store.receive([F.key("", urgent: true), .redraw])
        // The stream answers an empty name without a request.
        store.send(.searchFinished(nil, outcome: .cleared)) {
            $0.results = nil
            $0.listState.visible = []
            $0.listState.selected = nil
            $0.loadingState.status = .idle
        }
        store.receive([.redraw])
    }

    @Test func goingBackToANameShowsItsRowsAtOnceMarkedUntilRevalidated() {
        let store = F.listed("a", ["one", "two"])
        var aRows = store.model.results
        aRows?.revalidating = RevalidationMark(storedAt: nil)
        store.submitNewLine("b")
        let bPage = F.page("b", ["three"])
        store.send(.searchFinished(.user("b"), outcome: .loaded(bPage))) {
            $0.results = F.loaded("b", bPage)
            $0.listState.visible = [0]
            $0.loadingState.recent.remember(F.loaded("b", bPage))
        }
        store.receive([.rememberInHistory("b"), .redraw])
        store.submitNewLine("a")
        store.send(.searchStarted(.user("a"))) {
            $0.loadingState.searching = .user("a")
            $0.results = aRows
            $0.listState.visible = [0, 1]
            $0.loadingState.spinner = .turning(frame: 0)
        }
        store.receive([.redraw, F.startSpinner])
    }

    @Test func movingPastTheLastLoadedRowLoadsTheNextPageWhereTheLoadingStopped() {
        let page2 = "https://api.github.com/user/7/repos?per_page=100&page=2"
        // `--max-repos 2`: the background loading stops after the first page.
        let store = F.listed("big", ["r1", "r2"], next: page2, loading: LoadingPolicy(maxRepositories: 2))  // r1 selected
        #expect(store.model.results?.stopped == .bound(2))
        store.send(.moveSelection(1)) {
            $0.listState.selectionChosen = true
            $0.listState.selected = 1
            $0.results?.pendingPages = 1
            $0.loadingState.spinner = .turning(frame: 0)
        }
        store.receive([.loadPage(url: page2, subject: .user("big")), .redraw, F.startSpinner])
        // Down again while the page loads: no second request.
        store.send(.moveSelection(1))
        store.receive([.redraw])

        let page = F.page("big", ["r3"], remaining: 58)
        store.send(.pageLoaded(.user("big"), url: page2, .success(page))) {
            $0.results?.pendingPages = 0
            $0.results?.append(page, from: page2)
            $0.listState.visible = [0, 1, 2]
            $0.loadingState.quota = RateLimit(limit: 60, remaining: 58)
            $0.loadingState.spinner = .stopped
        }
        store.receive([.redraw, F.stopSpinner])
        #expect(!store.model.count.more)
    }

    @Test func pageDownMovesByTheTableHeightOfTheScreen() {
        let store = F.listed("u", (0..<100).map { "r\($0)" })
        store.send(.resized(rows: 14, columns: 80)) { $0.screenRows = 14 }
        store.receive([.redraw])
        // The window follows the selection (the model scrolls it): 10 rows, ending on the selection.
        store.send(.page(1)) { $0.listState.selected = 10; $0.listState.selectionChosen = true; $0.listState.offset = 1 }  // from the first row: 10 rows down (14 − title, header, status, prompt)
        store.receive([.redraw])
        store.send(.page(2)) { $0.listState.selected = 30; $0.listState.selectionChosen = true; $0.listState.offset = 21 }
        store.receive([.redraw])
        store.send(.page(-1)) { $0.listState.selected = 20; $0.listState.selectionChosen = true; $0.listState.offset = 20 }
        store.receive([.redraw])
    }

    @Test func aNewNameStopsLoadingMoreOfTheOldRows() {
        let page2 = "https://api.github.com/user/7/repos?per_page=100&page=2"
        let store = F.listed("big", ["r1"], next: page2)
        #expect(store.model.results?.pendingPages == 49)  // the rest loads in the background (59 left, 10 kept)
        // The old rows stay, but their loading stops at once.
        store.send(.lineChanged("other")) {
            $0.listState.line = "other"
            $0.listState.query = SearchQuery(line: "other")
            $0.results?.pendingPages = 0
            $0.loadingState.spinner = .stopped
        }
        store.receive([.cancel(.loadPage), F.key("other", urgent: false), .redraw, F.stopSpinner])
        store.send(.searchStarted(.user("other"))) {
            $0.loadingState.searching = .user("other")
            $0.loadingState.recent.remember($0.results!)
            $0.loadingState.spinner = .turning(frame: 0)
        }
        store.receive([.redraw, F.startSpinner])
    }

    @Test func aSpentQuotaCountsDownAndSearchesAgainOnceItHasReset() {
        let reset = Self.now.addingTimeInterval(3)
        let limit = RateLimit(limit: 60, remaining: 0, reset: reset)
        let store = TestStore()
        store.submitNewLine("octocat")
        store.send(.searchFinished(.user("octocat"), outcome: .failed(.rateLimited(limit)))) {
            $0.loadingState.status = .failed(.rateLimited(limit), subject: .user("octocat"), retry: .at(reset.addingTimeInterval(1)))
            $0.loadingState.quota = limit
        }
        store.receive([.startTimer(.rateLimitRetry, every: .seconds(1)), .loadCachedRows(.user("octocat")), .redraw])
        for second in 1...3 {
            store.send(.timerFired(.rateLimitRetry, now: Self.now.addingTimeInterval(TimeInterval(second))))
            store.receive([.redraw])  // the countdown moves
        }
        store.send(.timerFired(.rateLimitRetry, now: Self.now.addingTimeInterval(4))) {
            $0.loadingState.status = .failed(.rateLimited(limit), subject: .user("octocat"))
            $0.listState.generation = 1
        }
        store.receive([.cancel(.timer(.rateLimitRetry)), F.key("octocat", generation: 1, urgent: true), .redraw])
        store.send(.timerFired(.rateLimitRetry, now: Self.now.addingTimeInterval(5)))
    }

    @Test func aSecondaryLimitWaitsTheSecondsItWasTold() {
        let store = TestStore()
        let limited = GitHubError.secondaryRateLimit(retryAfter: 2, message: nil)
        store.submitNewLine("octocat")
        store.send(.searchFinished(.user("octocat"), outcome: .failed(limited))) {
            $0.loadingState.status = .failed(limited, subject: .user("octocat"), retry: .afterTicks(2))
        }
        store.receive([.startTimer(.rateLimitRetry, every: .seconds(1)), .loadCachedRows(.user("octocat")), .redraw])
        store.send(.timerFired(.rateLimitRetry, now: Self.now)) {
            $0.loadingState.status = .failed(limited, subject: .user("octocat"), retry: .afterTicks(1))
        }
        store.receive([.redraw])
        store.send(.timerFired(.rateLimitRetry, now: Self.now)) {
            $0.loadingState.status = .failed(limited, subject: .user("octocat"))
            $0.listState.generation = 1
        }
        store.receive([.cancel(.timer(.rateLimitRetry)), F.key("octocat", generation: 1, urgent: true), .redraw])
    }

    @Test func anAnswerForAnotherNameStopsTheCountdown() {
        let limit = RateLimit(limit: 60, remaining: 0, reset: Self.now.addingTimeInterval(30))
        let store = TestStore()
        store.send(.searchFinished(.user("a"), outcome: .failed(.rateLimited(limit)))) {
            $0.loadingState.status = .failed(.rateLimited(limit), subject: .user("a"), retry: .at(limit.reset!.addingTimeInterval(1)))
            $0.loadingState.quota = limit
        }
        store.receive([.startTimer(.rateLimitRetry, every: .seconds(1)), .loadCachedRows(.user("a")), .redraw])
        store.send(.searchFinished(nil, outcome: .cleared)) {
            $0.loadingState.status = .idle
        }
        store.receive([.cancel(.timer(.rateLimitRetry)), .redraw])
    }

    @Test func theWaitEndsWithTheFailedStatusItBelongsTo() {
        // `other`'s rows, then its search rate limited: they stay, stale, and the countdown runs.
        let limit = RateLimit(limit: 60, remaining: 0, reset: Self.now.addingTimeInterval(30))
        var model = F.listed("octo", ["alpha"]).model
        _ = model.send(.submit("other"))
        _ = model.send(.searchStarted(.user("other")))
        _ = model.send(.searchFinished(.user("other"), outcome: .loaded(F.page("other", ["beta"]))))
        let limited = model.send(.searchFinished(.user("other"), outcome: .failed(.rateLimited(limit))))
        #expect(limited.contains(.startTimer(.rateLimitRetry, every: .seconds(1))))
        #expect(model.status.retry == .at(limit.reset!.addingTimeInterval(1)))
        // Back to `octo`: its rows of this session show at once, and the
        // other name's wait goes with its status: no search by itself later.
        _ = model.send(.submit("octo"))
        #expect(model.send(.searchStarted(.user("octo"))) == [.cancel(.timer(.rateLimitRetry)), .redraw, F.startSpinner])
        #expect(model.status == .results && model.status.retry == nil)
        #expect(model.send(.timerFired(.rateLimitRetry, now: Self.now.addingTimeInterval(60))) == [])
    }

    @Test func togglingTheModeEndsTheWaitOfTheNameLeft() {
        let limit = RateLimit(limit: 60, remaining: 0, reset: Self.now.addingTimeInterval(30))
        var model = SearchViewModel()
        _ = model.send(.submit("octo"))
        _ = model.send(.searchFinished(.user("octo"), outcome: .failed(.rateLimited(limit))))
        #expect(model.status.retry != nil)
        let toggled = model.send(.mode(.toggle))
        #expect(toggled.contains(.cancel(.timer(.rateLimitRetry))))
        #expect(model.status == .idle)
        #expect(model.send(.timerFired(.rateLimitRetry, now: Self.now.addingTimeInterval(60))) == [])
    }

    @Test func theQuotaOfEveryAnswerIsShown() {
        let store = TestStore()
        let limit = RateLimit(limit: 60, remaining: 41)
        store.send(.quotaChanged(limit)) { $0.loadingState.quota = limit }
        store.receive([.redraw])
    }

    @Test func theQuotaOfAnAnswerWhoseSearchIsStillGoingWaitsForTheRowsFrame() {
        let store = TestStore()
        store.send(.searchStarted(.user("octocat"))) {
            $0.loadingState.searching = .user("octocat")
            $0.loadingState.spinner = .turning(frame: 0)
        }
        store.receive([.redraw, F.startSpinner])
        let limit = RateLimit(limit: 60, remaining: 41)
        store.send(.quotaChanged(limit)) { $0.loadingState.quota = limit }
        store.receive([])
        store.send(.searchFinished(.user("octocat"), outcome: .cleared)) {
            $0.loadingState.searching = nil
            $0.loadingState.spinner = .stopped
        }
        store.receive([.redraw, .cancel(.timer(.spinner))])
    }

    @Test func ctrlCAndCtrlDLeaveWith130() {
        let store = F.listed("a", ["one"])
        store.send(.interrupt)
        store.receive([.exit(.aborted)])
        store.send(.endOfInput)
        store.receive([.exit(.aborted)])
    }
}
