import Foundation
@testable import GHSearchCLI
import TestSupport
import Testing
@testable import GHSearchGitHub
@testable import GHSearchInteractive
import InteractiveTestSupport

/// Stale-while-revalidate, run by the session in virtual time: a name whose
/// first page the response cache holds is drawn from it before the request
/// (its revalidation) answers, marked; a 304 clears the mark, changed rows
/// replace it, a failure keeps the rows marked stale with the reason, and a
/// newer name cancels the revalidation as it cancels any search.
@Suite(.standardTimeLimit) struct RevalidationSessionTests {
    /// When the cached answer was fetched: 3 minutes before the session's wall time zero.
    static let storedAt = SessionHarness.wallTime.addingTimeInterval(-180)

    /// A cache holding `login`'s first page as `Answers.repositories` would give it.
    static func cache(_ login: String, names: [String]) -> MemoryResponseCache {
        let cache = MemoryResponseCache()
        let answer = Answers.repositories(login, names: names)
        cache.store(CachedResponse(etag: answer.headers["etag"]!, link: nil, body: answer.body,
                                         storedAt: Int64(storedAt.timeIntervalSince1970)),
                          for: ResponseCacheKey(url: "https://api.github.com/users/\(login)/repos?per_page=100",
                                                credentialDigest: "anonymous"))
        return cache
    }

    /// Searches `login` and waits for its cached rows, drawn before any answer.
    static func searchCached(_ h: SessionHarness, _ login: String, names: [String]) async throws {
        h.send(.submit(login))
        try await h.waitFor("the cached rows, marked, while the request is on its way") {
            $0.results?.subject == .user(login) && $0.results?.revalidating != nil && $0.searching == .user(login)
        }
        #expect(h.model.results?.repositories.map(\.name) == names)
        #expect(h.model.results?.revalidating == RevalidationMark(storedAt: storedAt))
        #expect(h.model.status == .results)
        try await h.http.waitForCalls(1)
        #expect(h.http.calls[0].answered == false, "drawn before the answer")
        #expect(h.http.calls[0].request.headers["if-none-match"] == "W/\"\(login)-\(names.count)\"")
    }

    @Test func aNotModifiedOnlyClearsTheMark() async throws {
        let h = try SessionHarness(cache: Self.cache("a", names: ["one", "two"]))
        try await Self.searchCached(h, "a", names: ["one", "two"])
        h.send(.moveSelection(1))  // the user moves while the revalidation is out
        h.http.answer(0, Answers.notModified)
        try await h.waitFor("revalidated") { $0.searching == nil }
        #expect(h.model.results?.revalidating == nil)
        #expect(h.model.results?.isStale == false)
        #expect(h.model.results?.repositories.map(\.name) == ["one", "two"])
        #expect(h.model.listState.selected == 1, "the rows stayed as they were, selection included")
        #expect(h.model.quota?.quotaText == "58/60")
        #expect(h.http.calls.count == 1)
    }

    @Test func aChangedAnswerReplacesTheRows() async throws {
        let h = try SessionHarness(cache: Self.cache("a", names: ["one", "two"]))
        try await Self.searchCached(h, "a", names: ["one", "two"])
        h.http.answer(0, Answers.repositories("a", names: ["one", "two", "three"]))
        try await h.waitFor("the new rows") { $0.searching == nil }
        #expect(h.model.results?.repositories.map(\.name) == ["one", "two", "three"])
        #expect(h.model.results?.revalidating == nil)
        #expect(h.model.count.shown == 3)
    }

    @Test func aFailedRevalidationKeepsTheRowsMarkedStaleWithTheReason() async throws {
        let h = try SessionHarness(cache: Self.cache("a", names: ["one", "two"]))
        try await Self.searchCached(h, "a", names: ["one", "two"])
        h.http.answer(0, HTTPResponse(status: 401, body: Array(#"{"message":"Bad credentials"}"#.utf8)))
        try await h.waitFor("failed") { $0.searching == nil }
        guard case .failed = h.model.status else {
            Issue.record("the failure is said: \(h.model.status)")
            return
        }
        #expect(h.model.results?.repositories.map(\.name) == ["one", "two"], "not an empty list")
        #expect(h.model.results?.revalidating == nil)
        #expect(h.model.results?.isStale == true)
        let screen = SearchScreen(catalogue: .english)
        let line = screen.statusLine(h.model, width: 200, now: SessionHarness.wallTime, colorMode: .off)
        #expect(line.contains("Showing the rows loaded before."), "\(line)")
    }

    @Test func aNewerNameCancelsTheRevalidation() async throws {
        let h = try SessionHarness(cache: Self.cache("a", names: ["one", "two"]))
        try await Self.searchCached(h, "a", names: ["one", "two"])
        h.send(.submit("b"))
        try await h.http.waitForCalls(2)
        try await h.http.waitUntil({ $0[0].cancelled }, "a's revalidation aborted")
        h.http.answer(1, Answers.repositories("b", names: ["three"]))
        try await h.waitFor("b") { $0.results?.subject == .user("b") && $0.searching == nil }
        #expect(h.model.results?.revalidating == nil)
        #expect(h.passed.value.map { $0.subject?.displayName ?? "" } == ["a", "b"])
    }

    @Test func aNameNotCachedWaitsForItsAnswerUnmarked() async throws {
        let h = try SessionHarness(cache: Self.cache("a", names: ["one"]))
        h.send(.submit("b"))
        try await h.http.waitForCalls(1)
        try await h.waitFor("searching b") { $0.searching == .user("b") }
        #expect(h.model.results == nil)
        h.http.answer(0, Answers.repositories("b", names: ["three"]))
        try await h.waitFor("b") { $0.results?.subject == .user("b") && $0.searching == nil }
        #expect(h.model.results?.revalidating == nil)
    }
}
