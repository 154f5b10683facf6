import Foundation
@testable import GHSearchCLI
import TestSupport
import Testing
@testable import GHSearchGitHub
@testable import GHSearchInteractive
import InteractiveTestSupport
@testable import GHSearchSession

/// The view model run by its session, in virtual time: the real search
/// stream, tasks and timers; no terminal, no network. (What each action
/// means is tested in `SearchViewModelTests`; this is what running it does.)
@Suite(.standardTimeLimit) struct SearchSessionTests {
    @Test func typingANameSearchesTheLeadingAndTheLatestTextAndAbortsTheSuperseded() async throws {
        let h = try SessionHarness()
        h.send(.lineChanged("s"))
        try await h.http.waitForCalls(1)
        for prefix in ["sc", "sco", "scot", "scott", "scotte", "scotteg"] {
            h.send(.lineChanged(prefix))
        }
        // The throttle window holds "scotteg" once the stream has taken all
        // six keys (before, a slow run could end the window holding one of
        // the first); the spinner turns for "s".
        try await h.keysTaken.wait(until: { $0 == 7 }, "the seven keys taken by the search stream")
        try await h.clock.waitForSleepers(2)
        h.clock.advance(by: .milliseconds(300))
        try await h.http.waitForCalls(2)
        try await h.http.waitUntil({ $0[0].cancelled }, "the request for 's' aborted")
        #expect(h.http.urls == [h.url("s"), h.url("scotteg")])
        #expect(h.passed.value.map { $0.subject?.displayName ?? "" } == ["s", "scotteg"])
        // The run's `started` is handed over as its request goes out, so the
        // view model may take it just after the request is seen.
        try await h.waitFor("searching scotteg") { $0.searching == .user("scotteg") }

        h.http.answer(1, Answers.repositories("scotteg", names: ["a", "b", "c"]))
        try await h.waitFor("scotteg's rows") { $0.status == .results && $0.searching == nil }
        #expect(h.model.count.shown == 3)
        #expect(h.model.results?.subject == .user("scotteg"))
        #expect(h.model.quota?.quotaText == "59/60")
        #expect(h.http.calls.count == 2)
    }

    @Test func aLateAnswerForAnEarlierNameIsNeverShown() async throws {
        let h = try SessionHarness(honoursCancellation: false)
        h.send(.submit("s"))
        try await h.http.waitForCalls(1)
        h.send(.submit("scotteg"))
        try await h.http.waitForCalls(2)
        h.http.answer(1, Answers.repositories("scotteg", names: ["new"]))
        try await h.waitFor("scotteg's rows") { $0.results?.subject == .user("scotteg") }
        // The server answers the superseded request late anyway; then one more search.
        h.http.answer(0, Answers.repositories("s", names: ["stale1", "stale2"]))
        h.send(.submit("c"))
        try await h.http.waitForCalls(3)
        h.http.answer(2, Answers.repositories("c", names: ["c1"]))
        try await h.waitFor("c's rows") { $0.results?.subject == .user("c") }
        #expect(!h.shown.value.contains("s"), "the late answer was never on screen: \(h.shown.value)")
    }

    @Test func enterSearchesAtOnceAndTheSameNameAgainSendsNothing() async throws {
        let h = try SessionHarness()
        h.send(.lineChanged("o"))
        try await h.http.waitForCalls(1)
        h.send(.lineChanged("octocat"))
        h.send(.submit("octocat"))  // no clock advance: Enter skips the window
        try await h.http.waitForCalls(2)
        h.http.answer(1, Answers.repositories("octocat", names: ["x"]))
        try await h.waitFor("rows") { $0.status == .results }
        try await h.settle()
        h.send(.submit("octocat"))
        try await h.expectNothingSent(passedBefore: ["o", "octocat"], requestsBefore: ["o", "octocat"])
    }

    @Test func enterDoesNotAskAgainForAnUnknownUser() async throws {
        let h = try SessionHarness()
        h.send(.submit("nobody"))
        try await h.http.waitForCalls(1)
        h.http.answer(0, Answers.notFound)
        try await h.waitFor("not found") { $0.status == .failed(.userNotFound("nobody"), subject: .user("nobody")) }
        try await h.settle()
        h.send(.submit("nobody"))  // a 404 is not worth another request
        try await h.expectNothingSent(passedBefore: ["nobody"], requestsBefore: ["nobody"])
    }

    @Test func theStreamSurvivesA404() async throws {
        let h = try SessionHarness()
        h.send(.submit("nobody"))
        try await h.http.waitForCalls(1)
        h.http.answer(0, Answers.notFound)
        try await h.waitFor("not found") { $0.status == .failed(.userNotFound("nobody"), subject: .user("nobody")) }
        #expect(h.model.count.shown == 0)
        h.send(.submit("octocat"))
        try await h.http.waitForCalls(2)
        h.http.answer(1, Answers.repositories("octocat", names: ["x", "y"]))
        try await h.waitFor("octocat's rows") { $0.status == .results }
        #expect(h.model.count.shown == 2)
    }

    @Test func oldRowsStayWhileTheNextSearchIsInFlight() async throws {
        let h = try SessionHarness()
        h.send(.submit("a"))
        try await h.http.waitForCalls(1)
        h.http.answer(0, Answers.repositories("a", names: ["one"]))
        try await h.waitFor("a's rows") { $0.status == .results }
        h.send(.submit("b"))
        try await h.waitFor("searching b") { $0.searching == .user("b") }
        #expect(h.model.results?.subject == .user("a"))
        #expect(h.model.count.shown == 1)
    }

    @Test func theFilterAfterTheNameIsLocalAndSendsNothing() async throws {
        let h = try SessionHarness()
        h.send(.submit("apple"))
        try await h.http.waitForCalls(1)
        h.http.answer(0, Answers.repositories("apple", names: ["swift", "swift-nio", "cups", "Swift-Format"]))
        try await h.waitFor("rows") { $0.status == .results }
        try await h.settle()
        h.send(.lineChanged("apple swift"))
        #expect(h.model.visible.count == 3)
        try await h.settle()
        h.send(.lineChanged("apple swift nio"))
        #expect(h.model.visible.count == 1)
        try await h.expectNothingSent(passedBefore: ["apple"], requestsBefore: ["apple"])
    }

    @Test func clearingShowsZeroAndSendsNoRequest() async throws {
        let h = try SessionHarness()
        h.send(.submit("a"))
        try await h.http.waitForCalls(1)
        h.http.answer(0, Answers.repositories("a", names: ["one"]))
        try await h.waitFor("rows") { $0.status == .results }
        try await h.settle()
        h.send(.clear)
        try await h.waitFor("cleared") { $0.status == .idle }
        #expect(h.model.count.shown == 0 && h.model.results == nil && h.model.line == "")
        // The empty name goes through the stream and is answered without a request.
        try await h.expectNothingSent(passedBefore: ["a", ""], requestsBefore: ["a"])
    }

    @Test func invalidNamesAreExplainedWithoutARequest() async throws {
        let h = try SessionHarness()
        // (`a/b` is a pasted owner/repo: it searches `a`.)
        h.send(.submit("a/b/c"))
        try await h.waitFor("invalid") {
            if case .failed(.invalidLogin, _, _) = $0.status { return true }
            return false
        }
        try await h.expectNothingSent(passedBefore: ["a/b/c"], requestsBefore: [])
    }

    @Test func movingPastTheLastRowLoadsTheNextPage() async throws {
        let h = try SessionHarness()
        let page2 = "https://api.github.com/user/7/repos?per_page=100&page=2"
        h.send(.submit("big"))
        try await h.http.waitForCalls(1)
        h.http.answer(0, Answers.repositories("big", names: ["r1", "r2"], next: page2))
        try await h.waitFor("page 1") { $0.status == .results }
        #expect(h.model.count.more)
        h.send(.moveSelection(1))
        h.send(.moveSelection(1))
        try await h.http.waitForCalls(2)
        #expect(h.http.urls[1] == page2, "the Link is followed exactly as given")
        h.http.answer(1, Answers.repositories("big", names: ["r3"]))
        try await h.waitFor("page 2") { $0.count.shown == 3 }
        #expect(!h.model.count.more)
        #expect(h.model.listState.selected == 1)
        #expect(h.http.calls.count == 2, "the first move did not load")
    }

    @Test func aNewSearchAbortsLoadingMoreAndItsLateAnswerIsDropped() async throws {
        let h = try SessionHarness(honoursCancellation: false)
        let page2 = "https://api.github.com/user/7/repos?per_page=100&page=2"
        h.send(.submit("big"))
        try await h.http.waitForCalls(1)
        h.http.answer(0, Answers.repositories("big", names: ["r1"], next: page2))
        try await h.waitFor("page 1") { $0.status == .results }
        h.send(.moveSelection(1))
        try await h.http.waitForCalls(2)
        h.send(.submit("other"))
        try await h.waitFor("searching other, no longer loading more") {
            $0.searching == .user("other") && $0.results?.loadingMore == false
        }
        // The page load was cancelled; the server answers it anyway.
        h.http.answer(1, Answers.repositories("big", names: ["late"]))
        try await h.http.waitForCalls(3)
        h.http.answer(2, Answers.repositories("other", names: ["o1"]))
        try await h.waitFor("other's rows") { $0.results?.subject == .user("other") && $0.searching == nil }
        #expect(h.model.loadingState.recent.results(for: .user("big"))?.repositories.map(\.name) == ["r1"])
    }

    @Test func theSpinnerTurnsOnlyWhileARequestIsInFlight() async throws {
        let h = try SessionHarness()
        h.send(.submit("octocat"))
        try await h.waitFor("searching") { $0.searching == .user("octocat") }
        try await h.clock.waitForSleepers(1)  // the spinner's timer
        for frame in 1...3 {
            h.clock.advance(by: .milliseconds(100))
            try await h.waitFor("frame \(frame)") { $0.spinner == .turning(frame: frame) }
            try await h.clock.waitForSleepers(1)
        }
        try await h.http.waitForCalls(1)
        h.http.answer(0, Answers.repositories("octocat", names: ["x"]))
        try await h.waitFor("rows") { $0.status == .results }
        try await h.clock.waitForSleepers(0)
        #expect(h.model.spinner == .stopped)
    }

    @Test func rateLimitCountsDownAndSearchesAgainAtReset() async throws {
        let h = try SessionHarness()
        let reset = 1_000_000 + 3
        h.send(.submit("octocat"))
        try await h.http.waitForCalls(1)
        h.http.answer(0, Answers.rateLimited(reset: reset))
        try await h.waitFor("rate limited") {
            if case .failed(.rateLimited, _, _) = $0.status { return true }
            return false
        }
        #expect(h.model.quota?.quotaText == "0/60")
        // One redraw a second until the reset (3 s) plus a second of margin, then a new search.
        for second in 1...4 {
            try await h.clock.waitForSleepers(1)
            let before = h.shown.value.count
            h.clock.advance(by: .seconds(1))
            if second < 4 {
                try await h.shown.wait(until: { $0.count > before }, "the countdown's redraw at \(second) s")
            }
        }
        try await h.http.waitForCalls(2)
        #expect(h.http.urls[1] == h.url("octocat"))
        h.http.answer(1, Answers.repositories("octocat", names: ["x"]))
        try await h.waitFor("rows after reset") { $0.status == .results }
        try await h.clock.waitForSleepers(0)
    }

    @Test func enterRetriesAFailedSearch() async throws {
        let h = try SessionHarness()
        h.send(.submit("octocat"))
        try await h.http.waitForCalls(1)
        h.http.answerFailure(0, .hostNotFound("api.github.com"))
        // Transport failures are retried: 3 attempts in all, a step apart
        // (the spinner sleeps on the same clock meanwhile).
        for attempt in 2...3 {
            try await h.clock.waitForSleepers(2)
            h.clock.advance(by: .steps(1))
            try await h.http.waitForCalls(attempt)
            h.http.answerFailure(attempt - 1, .hostNotFound("api.github.com"))
        }
        try await h.waitFor("offline") { $0.status == .failed(.transport(.hostNotFound("api.github.com")), subject: .user("octocat")) }
        h.send(.submit("octocat"))
        try await h.http.waitForCalls(4)
        h.http.answer(3, Answers.repositories("octocat", names: ["x"]))
        try await h.waitFor("rows") { $0.status == .results }
    }

    @Test func goingBackToANameShowsItsRowsAtOnceAndRevalidates() async throws {
        let h = try SessionHarness(cache: MemoryResponseCache())
        h.send(.submit("a"))
        try await h.http.waitForCalls(1)
        h.http.answer(0, Answers.repositories("a", names: ["one", "two"]))
        try await h.waitFor("a") { $0.results?.subject == .user("a") && $0.searching == nil }
        h.send(.submit("b"))
        try await h.http.waitForCalls(2)
        h.http.answer(1, Answers.repositories("b", names: ["three"]))
        try await h.waitFor("b") { $0.results?.subject == .user("b") && $0.searching == nil }
        h.send(.submit("a"))
        try await h.waitFor("a again, at once") { $0.results?.subject == .user("a") && $0.searching == .user("a") }
        try await h.http.waitForCalls(3)
        #expect(h.http.calls[2].request.headers["if-none-match"] == "W/\"a-2\"")
        h.http.answer(2, Answers.notModified)
        try await h.waitFor("revalidated") { $0.searching == nil }
        #expect(h.model.results?.repositories.map(\.name) == ["one", "two"])
        #expect(h.model.quota?.quotaText == "58/60")
    }

    /// A stopped session leaves nothing running: with a request in flight,
    /// a key held in the throttle's window and the spinner's timer, the
    /// harness goes (its `deinit` stops the session) and everything that
    /// held the clock — the stream's stages, their tasks, the timers — is
    /// freed. A stream left running would hold it in a cycle to the end of
    /// the process, where only LeakSanitizer would see it.
    @Test func aStoppedSessionLeavesNothingRunning() async throws {
        weak var clock: ManualClock?
        weak var session: SearchSession<ManualClock>?
        do {
            let h = try SessionHarness()
            (clock, session) = (h.clock, h.session)
            h.send(.lineChanged("s"))
            try await h.http.waitForCalls(1)
            h.send(.lineChanged("sc"))
            try await h.clock.waitForSleepers(2)  // the window holding "sc", and the spinner
        }
        #expect(await poll { clock == nil && session == nil }, "the session and every task holding its clock are freed")
    }
}
