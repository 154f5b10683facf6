import Testing
import TestSupport
@testable import GHSearchGitHub

/// A 200's body is kept apart from the HTTP client's buffer (copied out of
/// it) only when the response cache would keep it: a long list's later
/// pages past the session cache's budget are read in place and dropped.
@Suite(.standardTimeLimit) struct KeptBodyTests {
    static let list = "https://api.github.com/users/a/repos?per_page=100"

    private func client(_ http: ScriptedHTTPClient, cache: any ResponseCache) throws -> GitHubClient {
        GitHubClient(endpoint: try GitHubEndpoint("https://api.github.com"), http: http, token: nil, cache: cache,
                     onRateLimit: { _ in })
    }

    @Test func aLaterPageTheCacheWouldNotKeepIsNotKeptByTheHTTPClient() async throws {
        // Room for one later page of two bytes (`[]`).
        let cache = MemoryResponseCache(capacityBytes: 1_000, laterPageBytes: 2)
        let page = HTTPResponse(status: 200, headers: HTTPHeaders([("etag", "e")]), body: Array("[]".utf8))
        let http = ScriptedHTTPClient(page, page, page, page, page)
        let client = try client(http, cache: cache)
        for number in 2...4 { _ = try await client.fetchPage(Self.list + "&page=\(number)", login: "a") }
        _ = try await client.fetchPage("https://api.github.com/users/b/repos?per_page=100&page=2", login: "b")
        _ = try await client.fetchPage("https://api.github.com/users/b/repos?per_page=100", login: "b")
        // Page 3 pushed page 2 out: the list outgrew its budget.
        #expect(http.requests.map { $0.bodyReader?.keepsBody } == [true, true, false, true, true])
    }
}
