import Foundation
@testable import GHSearchCLI
import TestSupport
import Testing
import GHSearchGitHub
@testable import GHSearchInteractive
import InteractiveTestSupport
@testable import GHSearchSession

/// The session's first search leaves as soon as the view model asks for it
/// (`SearchHeadStart`: the interactive mode sends the name given on the
/// command line before the search stream has run), and the stream adopts it:
/// one request, its answer through the stream, and a newer key still wins.
@Suite(.standardTimeLimit) struct HeadStartSessionTests {
    @Test func theFirstEnterIsAskedForBeforeTheStreamRunsAndTheStreamTakesItsAnswer() async throws {
        let h = try SessionHarness(startsStream: false)
        h.send(.submit("octocat"))
        // No stream yet: the request is the head start's.
        try await h.http.waitForCalls(1)
        #expect(h.passed.value.isEmpty)
        h.session.start()
        try await h.passed.wait(until: { $0.count == 1 }, "the stream took the key")
        h.http.answer(0, Answers.repositories("octocat", names: ["x", "y"]))
        try await h.waitFor("octocat's rows") { $0.status == .results && $0.searching == nil }
        #expect(h.model.results?.subject == .user("octocat"))
        #expect(h.model.count.shown == 2)
        #expect(h.http.urls == [h.url("octocat")], "the stream sent no second request for the same key")
    }

    @Test func aNewerKeyBeforeTheFirstAnswerAbortsTheHeadStartAndWins() async throws {
        let h = try SessionHarness(startsStream: false)
        h.send(.submit("first"))
        try await h.http.waitForCalls(1)
        h.session.start()
        try await h.passed.wait(until: { $0.count == 1 }, "the stream took the first key")
        h.send(.submit("second"))  // Enter: through the throttle at once
        try await h.http.waitForCalls(2)
        try await h.http.waitUntil({ $0[0].cancelled }, "the head start's request aborted")
        h.http.answer(1, Answers.repositories("second", names: ["b"]))
        try await h.waitFor("second's rows") { $0.results?.subject == .user("second") && $0.searching == nil }
        #expect(h.passed.value.map { $0.subject?.displayName ?? "" } == ["first", "second"])
        #expect(!h.shown.value.contains("first"))
    }

    @Test func aLateAnswerOfASupersededHeadStartIsNeverShown() async throws {
        let h = try SessionHarness(honoursCancellation: false, startsStream: false)
        h.send(.submit("first"))
        try await h.http.waitForCalls(1)
        h.session.start()
        h.send(.submit("second"))
        try await h.http.waitForCalls(2)
        h.http.answer(1, Answers.repositories("second", names: ["b"]))
        try await h.waitFor("second's rows") { $0.results?.subject == .user("second") }
        // The server answers the superseded first request late anyway; then one more search.
        h.http.answer(0, Answers.repositories("first", names: ["stale"]))
        h.send(.submit("third"))
        try await h.http.waitForCalls(3)
        h.http.answer(2, Answers.repositories("third", names: ["c"]))
        try await h.waitFor("third's rows") { $0.results?.subject == .user("third") }
        #expect(!h.shown.value.contains("first"), "the late answer was never on screen: \(h.shown.value)")
    }

    @Test func stoppingTheSessionAbortsAHeadStartNobodyTook() async throws {
        let h = try SessionHarness(startsStream: false)
        h.send(.submit("octocat"))
        try await h.http.waitForCalls(1)
        h.session.stop()
        try await h.http.waitUntil({ $0[0].cancelled }, "the head start's request aborted")
    }
}

/// `SearchHeadStart` alone: which key it starts, and what the stream's
/// search for a key gets from it.
@Suite(.standardTimeLimit) struct SearchHeadStartTests {
    static func key(_ login: String, urgent: Bool = true, generation: Int = 0) -> SearchKey {
        SearchKey(subject: SearchSubject(userWord: login), generation: generation, urgent: urgent)
    }

    @Test func theSameSearchAdoptsTheOutcomeOnce() async {
        let headStart = SearchHeadStart()
        headStart.begin(Self.key("octocat")) { .cleared }
        #expect(await headStart.outcome(for: Self.key("octocat", urgent: false)) == .cleared)
        #expect(await headStart.outcome(for: Self.key("octocat")) == nil, "taken once")
    }

    @Test func onlyTheFirstKeyAndOnlyAnUrgentOneStartsEarly() async {
        let typed = SearchHeadStart()
        typed.begin(Self.key("typed", urgent: false)) { .cleared }
        typed.begin(Self.key("later")) { .cleared }
        #expect(await typed.outcome(for: Self.key("typed")) == nil)
        #expect(await typed.outcome(for: Self.key("later")) == nil)

        let empty = SearchHeadStart()
        empty.begin(Self.key("")) { .cleared }
        #expect(await empty.outcome(for: Self.key("")) == nil)

        let second = SearchHeadStart()
        second.begin(Self.key("first")) { .cleared }
        second.begin(Self.key("second")) { .failed(.tooManyRedirects) }
        #expect(await second.outcome(for: Self.key("first")) == .cleared)
    }

    /// A revisit (the cache held the page) asks GitHub only once the gate
    /// is open (the frame drawn from the cache is on the screen); a new
    /// name (nothing cached) leaves at once.
    @Test func aSearchWhosePageWasCachedWaitsForTheGate() async throws {
        let gate = FirstFrameGate()
        let headStart = SearchHeadStart(gate: gate)
        let events = Watched([String]())
        headStart.begin(Self.key("cached"), cached: { RepositoryPage(repositories: [], fromCache: true) }) {
            events.update { $0.append("search") }
            return .cleared
        }
        #expect(await headStart.cachedPage(for: Self.key("cached")) != nil, "the cache's page")
        events.update { $0.append("open") }
        gate.lift()
        #expect(await headStart.outcome(for: Self.key("cached")) == .cleared)
        #expect(events.value == ["open", "search"])

        let closed = FirstFrameGate()
        let fresh = SearchHeadStart(gate: closed)
        fresh.begin(Self.key("new"), cached: { nil }) { .cleared }
        #expect(await fresh.outcome(for: Self.key("new")) == .cleared, "left without the gate")
    }

    @Test func anotherSearchCancelsTheHeadStart() async throws {
        let headStart = SearchHeadStart()
        let cancelled = Watched(false)
        // A search that runs until it is cancelled (its stream never yields).
        let (never, keepOpen) = AsyncStream.makeStream(of: Int.self)
        headStart.begin(Self.key("first")) {
            for await _ in never {}
            cancelled.update { $0 = true }
            keepOpen.finish()
            return .cleared
        }
        #expect(await headStart.outcome(for: Self.key("first", generation: 1)) == nil, "a retry is another search")
        try await cancelled.wait(until: { $0 }, "the head start cancelled")
    }
}
