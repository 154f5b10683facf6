import Foundation
@testable import GHSearchCLI
import TestSupport
import Testing

/// `.loadPages` run by the real session: pages fetched at once,
/// answered in any order, shown in page order; a change of name aborts them.
@Suite(.standardTimeLimit) struct BackgroundLoadingSessionTests {
    static func page(_ n: Int) -> String { "https://api.github.com/user/7/repos?per_page=100&page=\(n)" }

    @Test func pagesFetchedAtOnceAreShownInPageOrderWhateverOrderTheyArriveIn() async throws {
        let h = try SessionHarness()
        h.send(.submit("big"))
        try await h.http.waitForCalls(1)
        _ = h.http.answer(0, Answers.repositories("big", names: ["r1"], next: Self.page(2), last: Self.page(4)))
        // Pages 2, 3 and 4 go out together (rel="last" gives their URLs).
        try await h.http.waitForCalls(4)
        #expect(Set(h.http.urls.dropFirst()) == [Self.page(2), Self.page(3), Self.page(4)])
        let index = { (n: Int) in h.http.urls.firstIndex(of: Self.page(n))! }
        _ = h.http.answer(index(4), Answers.repositories("big", names: ["r4"], last: Self.page(4)))
        _ = h.http.answer(index(3), Answers.repositories("big", names: ["r3"], next: Self.page(4), last: Self.page(4)))
        _ = h.http.answer(index(2), Answers.repositories("big", names: ["r2"], next: Self.page(3), last: Self.page(4)))
        try await h.waitFor("every page") { $0.results?.repositories.count == 4 && $0.results?.pendingPages == 0 }
        #expect(h.model.results?.repositories.map(\.name) == ["r1", "r2", "r3", "r4"])
        #expect(!h.model.count.more && !h.model.isWorking)
    }

    @Test func aChangeOfNameAbortsThePagesInFlight() async throws {
        let h = try SessionHarness()
        h.send(.submit("big"))
        try await h.http.waitForCalls(1)
        _ = h.http.answer(0, Answers.repositories("big", names: ["r1"], next: Self.page(2), last: Self.page(3)))
        try await h.http.waitForCalls(3)
        h.send(.lineChanged("bigger"))
        // Both page transfers are cancelled (the stub sees them cancelled).
        try await h.http.waitUntil({ calls in calls.dropFirst().prefix(2).allSatisfy(\.cancelled) }, "the pages cancelled")
        #expect(h.model.results?.pendingPages == 0)
    }
}
