import Synchronization
import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub

/// The timeouts `GitHubClient` puts on each request it sends.
@Suite(.standardTimeLimit) struct GitHubClientTimeoutTests {
    /// Records the requests it is sent and answers an empty page.
    final class RecordingHTTPClient: HTTPClient {
        let sent = Mutex<[HTTPRequest]>([])
        func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
            sent.withLock { $0.append(request) }
            return HTTPResponse(status: 200, body: Array("[]".utf8))
        }
    }

    func sentRequest(timeout: Duration?) async throws -> HTTPRequest {
        let http = RecordingHTTPClient()
        let endpoint = try GitHubEndpoint("http://127.0.0.1:1")
        let client = timeout.map { GitHubClient(endpoint: endpoint, http: http, token: nil, timeout: $0) }
            ?? GitHubClient(endpoint: endpoint, http: http, token: nil)
        _ = try await client.fetchPage(endpoint.repositoriesURL(login: "octocat", options: ListOptions()), login: "octocat")
        return try #require(http.sent.withLock { $0.first })
    }

    @Test func defaultsAre20SecondsAnd10ToConnect() async throws {
        let request = try await sentRequest(timeout: nil)
        #expect(request.timeout == .seconds(20))
        #expect(request.connectTimeout == .seconds(10))
    }

    @Test func aShortTimeoutAlsoBoundsTheConnection() async throws {
        let request = try await sentRequest(timeout: .seconds(2))
        #expect(request.timeout == .seconds(2))
        #expect(request.connectTimeout == .seconds(2))
    }

    @Test func aLongTimeoutKeepsTheConnectTimeoutAt10Seconds() async throws {
        let request = try await sentRequest(timeout: .seconds(120))
        #expect(request.timeout == .seconds(120))
        #expect(request.connectTimeout == .seconds(10))
    }
}
