import Foundation
@testable import GHSearchCLI
import TestSupport
import Testing
@testable import GHSearchGitHub

/// Search mode through the real session, pipeline and quota-aware
/// throttle, over a stub HTTP client: loading the next page of a search
/// (infinite scroll) spends the search limit only as the throttle allows.
@Suite(.standardTimeLimit) struct SearchModeSessionTests {
    /// A search answer: `names` as items, a `next` link, the search limit with `remaining`.
    static func searchAnswer(_ names: [String], firstID: Int = 1, total: Int, next: String, remaining: Int) -> HTTPResponse {
        let items = names.enumerated().map { index, name in
            #"{"id":\#(firstID + index),"name":"\#(name)","full_name":"alice/\#(name)","html_url":"https://github.com/alice/\#(name)","stargazers_count":1}"#
        }
        let body = #"{"total_count":\#(total),"incomplete_results":false,"items":["# + items.joined(separator: ",") + "]}"
        let headers = HTTPHeaders([("x-ratelimit-limit", "10"), ("x-ratelimit-remaining", String(remaining)),
                                   ("x-ratelimit-reset", "2000000000"), ("x-ratelimit-resource", "search"),
                                   ("link", "<\(next)>; rel=\"next\"")])
        return HTTPResponse(status: 200, headers: headers, body: Array(body.utf8))
    }

    static let page2 = "https://api.github.com/search/repositories?q=swift&per_page=100&page=2"

    /// Searches `swift`, answers with three rows and `remaining` searches
    /// left, then moves the selection past the last row.
    func scrollPastTheFirstPage(remaining: Int) async throws -> SessionHarness {
        let h = try SessionHarness(mode: .search)
        h.send(.submit("swift"))
        try await h.http.waitUntil({ $0.count == 1 }, "the search")
        #expect(h.http.urls.first?.contains("/search/repositories?q=swift") == true)
        _ = h.http.answer(0, Self.searchAnswer(["a", "b", "c"], total: 250, next: Self.page2, remaining: remaining))
        try await h.waitFor("the rows") { $0.results?.repositories.count == 3 }
        h.send(.moveSelection(5))
        return h
    }

    @Test func theNextPageIsNotAskedForWhileOnlyTheReserveOfTheSearchLimitIsLeft() async throws {
        let h = try await scrollPastTheFirstPage(remaining: 2)  // the policy's reserve: kept for typing
        try await h.waitFor("the refusal") { $0.results?.moreFailure == .searchLimitReserved }
        #expect(h.http.urls.count == 1, "no request for page 2")
        #expect(h.model.results?.loadingMore == false)
        #expect(h.model.results?.hasMore == true, "the link is kept: scrolling again asks again")
        // Scrolling again asks the throttle again (still refused: nothing is sent).
        h.send(.moveSelection(1))
        try await h.settle()
        #expect(h.http.urls.count == 1)
    }

    @Test func theNextPageIsLoadedWhileTheSearchLimitCanSpareIt() async throws {
        let h = try await scrollPastTheFirstPage(remaining: 9)
        try await h.http.waitUntil({ $0.count == 2 }, "page 2")
        #expect(h.http.urls.last == Self.page2)
        _ = h.http.answer(1, Self.searchAnswer(["d"], firstID: 4, total: 250, next: Self.page2 + "0", remaining: 8))
        try await h.waitFor("page 2's rows") { $0.results?.repositories.count == 4 }
        #expect(h.model.results?.moreFailure == nil)
    }
}
