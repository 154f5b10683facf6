import Foundation
import GHSearchCore
import Synchronization
import Testing
import TestSupport

/// The interactive view model in virtual time: no terminal, no network.
@Suite(.standardTimeLimit) struct SearchSessionTests {
    /// A session over a stub client and a manual clock, and a way to wait
    /// for a state to be reached.
    final class Harness: Sendable {
        let clock = ManualClock()
        let http: StubHTTPClient
        let changes = Watched(0)
        /// The login of the rows on screen at every redraw, in order.
        let shown = Watched<[String]>([])
        let session: SearchSession<ManualClock>
        /// Wall-clock time as the session sees it (for rate-limit resets).
        static let wallTime = Date(timeIntervalSince1970: 1_000_000)

        init(honoursCancellation: Bool = true, cache: (any ResponseCache)? = nil) throws {
            http = StubHTTPClient(honoursCancellation: honoursCancellation)
            let client = GitHubClient(endpoint: try GitHubEndpoint("https://api.github.com"), http: http, token: nil, cache: cache)
            let service = RepositoryService(client: client, clock: clock, retryDelay: { _ in .steps(1) })
            let changes = self.changes
            let shown = self.shown
            let box = WeakSessionBox()
            session = SearchSession(service: service, clock: clock, now: { Harness.wallTime },
                                    onChange: {
                                        if let login = box.session?.snapshot.results?.login {
                                            shown.update { $0.append(login) }
                                        }
                                        changes.update { $0 += 1 }
                                    })
            box.session = session
            session.start()
        }

        deinit { session.stop() }

        var state: SearchState { session.snapshot }

        func waitFor(_ description: String, _ condition: @escaping @Sendable (SearchState) -> Bool) async throws {
            let session = self.session
            try await changes.wait(until: { _ in condition(session.snapshot) }, description)
        }

        func url(_ login: String) -> String {
            "https://api.github.com/users/\(login)/repos?per_page=100"
        }
    }

    @Test func typingANameSearchesTheLeadingAndTheLatestTextAndAbortsTheSuperseded() async throws {
        let h = try Harness()
        h.session.lineChanged("s")
        try await h.http.waitForCalls(1)
        for prefix in ["sc", "sco", "scot", "scott", "scotte", "scotteg"] {
            h.session.lineChanged(prefix)
        }
        try await h.clock.waitForSleepers(1)  // the throttle window holds "scotteg"
        h.clock.advance(by: .milliseconds(300))
        try await h.http.waitForCalls(2)
        try await h.http.waitUntil( { $0[0].cancelled }, "the request for 's' aborted")
        #expect(h.http.urls == [h.url("s"), h.url("scotteg")])
        // The run's `started` is handed over as its request goes out, so the
        // view model may take it just after the request is seen.
        try await h.waitFor("searching scotteg") { $0.searching == "scotteg" }

        h.http.answer(1, Answers.repositories("scotteg", names: ["a", "b", "c"]))
        try await h.waitFor("scotteg's rows") { $0.status == .results && $0.searching == nil }
        #expect(h.state.count.shown == 3)
        #expect(h.state.results?.login == "scotteg")
        #expect(h.state.quota?.quotaText == "59/60")
        #expect(h.http.calls.count == 2)
    }

    @Test func aLateAnswerForAnEarlierNameIsNeverShown() async throws {
        let h = try Harness(honoursCancellation: false)
        h.session.submit("s")
        try await h.http.waitForCalls(1)
        h.session.submit("scotteg")
        try await h.http.waitForCalls(2)
        h.http.answer(1, Answers.repositories("scotteg", names: ["new"]))
        try await h.waitFor("scotteg's rows") { $0.results?.login == "scotteg" }
        // The server answers the superseded request late anyway; then one more search.
        h.http.answer(0, Answers.repositories("s", names: ["stale1", "stale2"]))
        h.session.submit("c")
        try await h.http.waitForCalls(3)
        h.http.answer(2, Answers.repositories("c", names: ["c1"]))
        try await h.waitFor("c's rows") { $0.results?.login == "c" }
        #expect(!h.shown.value.contains("s"), "the late answer was never on screen: \(h.shown.value)")
    }

    @Test func enterSearchesAtOnceAndTheSameNameAgainSendsNothing() async throws {
        let h = try Harness()
        h.session.lineChanged("o")
        try await h.http.waitForCalls(1)
        h.session.lineChanged("octocat")
        h.session.submit("octocat")  // no clock advance: Enter skips the window
        try await h.http.waitForCalls(2)
        h.http.answer(1, Answers.repositories("octocat", names: ["x"]))
        try await h.waitFor("rows") { $0.status == .results }
        h.session.submit("octocat")
        h.clock.advance(by: .seconds(1))  // also past the throttle window
        try await h.clock.waitForSleepers(0)
        #expect(h.http.calls.count == 2)
    }

    @Test func enterDoesNotAskAgainForAnUnknownUser() async throws {
        let h = try Harness()
        h.session.submit("nobody")
        try await h.http.waitForCalls(1)
        h.http.answer(0, Answers.notFound)
        try await h.waitFor("not found") { $0.status == .failed(.userNotFound("nobody")) }
        h.session.submit("nobody")
        h.clock.advance(by: .seconds(1))
        try await h.clock.waitForSleepers(0)
        #expect(h.http.calls.count == 1, "a 404 is not worth another request")
    }

    @Test func theStreamSurvivesA404() async throws {
        let h = try Harness()
        h.session.submit("nobody")
        try await h.http.waitForCalls(1)
        h.http.answer(0, Answers.notFound)
        try await h.waitFor("not found") { $0.status == .failed(.userNotFound("nobody")) }
        #expect(h.state.count.shown == 0)
        h.session.submit("octocat")
        try await h.http.waitForCalls(2)
        h.http.answer(1, Answers.repositories("octocat", names: ["x", "y"]))
        try await h.waitFor("octocat's rows") { $0.status == .results }
        #expect(h.state.count.shown == 2)
    }

    @Test func oldRowsStayWhileTheNextSearchIsInFlight() async throws {
        let h = try Harness()
        h.session.submit("a")
        try await h.http.waitForCalls(1)
        h.http.answer(0, Answers.repositories("a", names: ["one"]))
        try await h.waitFor("a's rows") { $0.status == .results }
        h.session.submit("b")
        try await h.waitFor("searching b") { $0.searching == "b" }
        #expect(h.state.results?.login == "a")
        #expect(h.state.count.shown == 1)
    }

    @Test func theFilterAfterTheNameIsLocal() async throws {
        let h = try Harness()
        h.session.submit("apple")
        try await h.http.waitForCalls(1)
        h.http.answer(0, Answers.repositories("apple", names: ["swift", "swift-nio", "cups", "Swift-Format"]))
        try await h.waitFor("rows") { $0.status == .results }
        h.session.lineChanged("apple swift")
        #expect(h.state.visible.count == 3)
        h.session.lineChanged("apple swift nio")
        #expect(h.state.visible.count == 1)
        h.clock.advance(by: .seconds(1))
        try await h.clock.waitForSleepers(0)
        #expect(h.http.calls.count == 1, "a filter change sends no request")
    }

    @Test func clearingShowsZeroAndSendsNothing() async throws {
        let h = try Harness()
        h.session.submit("a")
        try await h.http.waitForCalls(1)
        h.http.answer(0, Answers.repositories("a", names: ["one"]))
        try await h.waitFor("rows") { $0.status == .results }
        h.session.clear()
        try await h.waitFor("cleared") { $0.status == .idle }
        #expect(h.state.count.shown == 0 && h.state.results == nil && h.state.line == "")
        #expect(h.http.calls.count == 1)
    }

    @Test func invalidNamesAreExplainedWithoutARequest() async throws {
        let h = try Harness()
        h.session.submit("a/b")
        try await h.waitFor("invalid") {
            if case .failed(.invalidLogin) = $0.status { return true }
            return false
        }
        #expect(h.http.calls.isEmpty)
    }

    @Test func movingPastTheLastRowLoadsTheNextPage() async throws {
        let h = try Harness()
        let page2 = "https://api.github.com/user/7/repos?per_page=100&page=2"
        h.session.submit("big")
        try await h.http.waitForCalls(1)
        h.http.answer(0, Answers.repositories("big", names: ["r1", "r2"], next: page2))
        try await h.waitFor("page 1") { $0.status == .results }
        #expect(h.state.count.more)
        h.session.moveSelection(by: 1)
        #expect(h.http.calls.count == 1, "not at the last row yet")
        h.session.moveSelection(by: 1)
        try await h.http.waitForCalls(2)
        #expect(h.http.urls[1] == page2, "the Link is followed exactly as given")
        h.http.answer(1, Answers.repositories("big", names: ["r3"]))
        try await h.waitFor("page 2") { $0.count.shown == 3 }
        #expect(!h.state.count.more)
        #expect(h.state.selection == 1)
    }

    @Test func rateLimitCountsDownAndSearchesAgainAtReset() async throws {
        let h = try Harness()
        let reset = 1_000_000 + 3
        h.session.submit("octocat")
        try await h.http.waitForCalls(1)
        h.http.answer(0, Answers.rateLimited(reset: reset))
        try await h.waitFor("rate limited") {
            if case .failed(.rateLimited) = $0.status { return true }
            return false
        }
        #expect(h.state.quota?.quotaText == "0/60")
        // One redraw a second until the reset (3 s) plus a second of margin, then a new search.
        for _ in 0..<4 {
            try await h.clock.waitForSleepers(1)
            h.clock.advance(by: .seconds(1))
        }
        try await h.http.waitForCalls(2)
        #expect(h.http.urls[1] == h.url("octocat"))
        h.http.answer(1, Answers.repositories("octocat", names: ["x"]))
        try await h.waitFor("rows after reset") { $0.status == .results }
    }

    @Test func enterRetriesAFailedSearch() async throws {
        let h = try Harness()
        h.session.submit("octocat")
        try await h.http.waitForCalls(1)
        h.http.answerFailure(0, .hostNotFound("api.github.com"))
        // Transport failures are retried: 3 attempts in all, a step apart.
        for attempt in 2...3 {
            try await h.clock.waitForSleepers(1)
            h.clock.advance(by: .steps(1))
            try await h.http.waitForCalls(attempt)
            h.http.answerFailure(attempt - 1, .hostNotFound("api.github.com"))
        }
        try await h.waitFor("offline") { $0.status == .failed(.transport(.hostNotFound("api.github.com"))) }
        h.session.submit("octocat")
        try await h.http.waitForCalls(4)
        h.http.answer(3, Answers.repositories("octocat", names: ["x"]))
        try await h.waitFor("rows") { $0.status == .results }
    }

    @Test func goingBackToANameShowsItsRowsAtOnceAndRevalidates() async throws {
        let cache = MemoryResponseCache()
        let h = try Harness(cache: cache)
        h.session.submit("a")
        try await h.http.waitForCalls(1)
        h.http.answer(0, Answers.repositories("a", names: ["one", "two"]))
        try await h.waitFor("a") { $0.results?.login == "a" && $0.searching == nil }
        h.session.submit("b")
        try await h.http.waitForCalls(2)
        h.http.answer(1, Answers.repositories("b", names: ["three"]))
        try await h.waitFor("b") { $0.results?.login == "b" && $0.searching == nil }
        h.session.submit("a")
        try await h.waitFor("a again, at once") { $0.results?.login == "a" && $0.searching == "a" }
        try await h.http.waitForCalls(3)
        #expect(h.http.calls[2].request.headers["if-none-match"] == "W/\"a-2\"")
        h.http.answer(2, Answers.notModified)
        try await h.waitFor("revalidated") { $0.searching == nil }
        #expect(h.state.results?.repositories.map(\.name) == ["one", "two"])
        #expect(h.state.quota?.quotaText == "58/60")
    }
}

/// Lets the session's change callback read the session without keeping it
/// alive (the session owns the callback: a strong reference would be a cycle).
final class WeakSessionBox: @unchecked Sendable {
    private let lock = Mutex(())
    private weak var stored: SearchSession<ManualClock>?

    var session: SearchSession<ManualClock>? {
        get { lock.withLock { _ in stored } }
        set { lock.withLock { _ in stored = newValue } }
    }
}
