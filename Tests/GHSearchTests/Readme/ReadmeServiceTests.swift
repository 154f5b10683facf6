import Foundation
import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub
@testable import GHSearchMarkdownLayout
@testable import GHSearchInteractive
@testable import GHSearchReadme

/// The README service over a scripted HTTP client: the request it sends,
/// the cache, the relay, retries, and what each answer becomes.
@Suite(.standardTimeLimit) struct ReadmeServiceTests {
    /// A parser stand-in: the whole text as one paragraph.
    static let parse: @Sendable (String) -> MarkdownDocument = {
        $0.isEmpty ? .empty : MarkdownDocument(blocks: [.paragraph([.text($0)])])
    }

    static func service(_ http: ScriptedHTTPClient, cache: (any ResponseCache)? = MemoryResponseCache(),
                        token: String? = "ghp_x", relay: RateLimitRelay? = nil) throws -> ReadmeService<ContinuousClock> {
        let client = GitHubClient(endpoint: try GitHubEndpoint("https://api.github.com"), http: http, token: token,
                                  cache: cache, onRateLimit: { relay?.publish($0) })
        return ReadmeService(client: client, clock: ContinuousClock(), retryDelay: { _ in .zero }, parse: parse)
    }

    static func raw(_ text: String, etag: String = "W/\"1\"", remaining: Int = 4_999) -> HTTPResponse {
        HTTPResponse(status: 200, headers: HTTPHeaders([("etag", etag), ("x-ratelimit-limit", "5000"),
                                                         ("x-ratelimit-remaining", String(remaining))]),
                     body: Array(text.utf8))
    }

    @Test func asksForTheRawMediaTypeAtTheReadmeURL() async throws {
        let http = ScriptedHTTPClient(Self.raw("# Hi"))
        let result = try await Self.service(http).readme(owner: "o w", repository: "re/po")
        #expect(result == .readme(Readme(document: Self.parse("# Hi"), byteCount: 4)))
        let request = try #require(http.requests.first)
        #expect(request.url == "https://api.github.com/repos/o%20w/re%2Fpo/readme")
        #expect(request.headers["Accept"] == "application/vnd.github.raw+json")
        #expect(request.headers.values(for: "Accept").count == 1)
        #expect(request.headers["Authorization"] == "Bearer ghp_x")
        #expect(request.headers["X-GitHub-Api-Version"] == "2022-11-28")
        #expect(request.maxBodyBytes == ReadmeService<ContinuousClock>.transferLimit)
    }

    @Test func aRevisitIsConditionalAndA304ServesTheCachedCopy() async throws {
        let relay = RateLimitRelay()
        let seen = Watched<[Int]>([])
        relay.subscribe { limit in seen.update { $0.append(limit.remaining ?? -1) } }
        let http = ScriptedHTTPClient(Self.raw("body", etag: "W/\"abc\""),
                                      HTTPResponse(status: 304, headers: HTTPHeaders([("x-ratelimit-remaining", "4999"),
                                                                                      ("x-ratelimit-limit", "5000")])))
        let service = try Self.service(http, relay: relay)
        let first = try await service.readme(owner: "o", repository: "r")
        let second = try await service.readme(owner: "o", repository: "r")
        #expect(first == .readme(Readme(document: Self.parse("body"), byteCount: 4)))
        #expect(second == .readme(Readme(document: Self.parse("body"), byteCount: 4, fromCache: true)))
        #expect(http.requests.map { $0.headers["If-None-Match"] } == [nil, "W/\"abc\""])
        #expect(seen.value == [4_999, 4_999])
    }

    @Test func aNotFoundIsNoReadmeAndIsNotRetried() async throws {
        let http = ScriptedHTTPClient(HTTPResponse(status: 404, body: Array(#"{"message":"Not Found"}"#.utf8)))
        #expect(try await Self.service(http).readme(owner: "o", repository: "r") == .missing)
        #expect(http.requests.count == 1)
    }

    @Test func serverErrorsAndTransportFailuresAreRetriedThreeTimesInAll() async throws {
        let http = ScriptedHTTPClient([.success(HTTPResponse(status: 502)), .failure(.connectionFailed("reset")),
                                       .success(Self.raw("ok"))])
        #expect(try await Self.service(http).readme(owner: "o", repository: "r")
                == .readme(Readme(document: Self.parse("ok"), byteCount: 2)))
        let failing = ScriptedHTTPClient(HTTPResponse(status: 500), HTTPResponse(status: 500), HTTPResponse(status: 500),
                                         Self.raw("never asked for"))
        await #expect(throws: GitHubError.serverError(status: 500)) {
            _ = try await Self.service(failing).readme(owner: "o", repository: "r")
        }
        #expect(failing.requests.count == 3)
    }

    @Test func aRateLimitIsThrownAtOnce() async throws {
        let limited = HTTPResponse(status: 403, headers: HTTPHeaders([("x-ratelimit-remaining", "0"), ("x-ratelimit-limit", "60")]),
                                   body: Array(#"{"message":"API rate limit exceeded"}"#.utf8))
        let http = ScriptedHTTPClient(limited, Self.raw("never"))
        await #expect(throws: GitHubError.rateLimited(RateLimit(limit: 60, remaining: 0))) {
            _ = try await Self.service(http).readme(owner: "o", repository: "r")
        }
        #expect(http.requests.count == 1)
    }

    @Test func aFileOverTheTransferLimitIsTooLargeAndOneOverTheDisplayLimitIsCut() async throws {
        let refused = ScriptedHTTPClient([.failure(.bodyTooLarge(limit: 8 << 20))])
        #expect(try await Self.service(refused).readme(owner: "o", repository: "r") == .tooLarge(limit: 8 << 20))
        let long = String(repeating: String(repeating: "x", count: 63) + "\n", count: 20_000)  // 1.28 MB
        let http = ScriptedHTTPClient(Self.raw(long))
        guard case .readme(let readme) = try await Self.service(http).readme(owner: "o", repository: "r") else {
            Issue.record("no README")
            return
        }
        #expect(readme.byteCount == 1_280_000 && readme.isTruncated)
        #expect(readme.shownBytes == (1 << 20) / 64 * 64)
    }

    @Test func binaryBytesAreUndecodable() async throws {
        let http = ScriptedHTTPClient(HTTPResponse(status: 200, body: [0x89, 0x50, 0x4E, 0x47, 0, 0, 0, 13]))
        #expect(try await Self.service(http).readme(owner: "o", repository: "r") == .undecodable(byteCount: 8))
    }

    @Test func aRenamedRepositoryIsFollowedAndTheTokenStaysHome() async throws {
        let http = ScriptedHTTPClient(
            HTTPResponse(status: 301, headers: HTTPHeaders([("location", "https://api.github.com/repositories/42/readme")])),
            Self.raw("moved"))
        #expect(try await Self.service(http).readme(owner: "o", repository: "old")
                == .readme(Readme(document: Self.parse("moved"), byteCount: 5)))
        #expect(http.requests.map(\.url) == ["https://api.github.com/repos/o/old/readme",
                                             "https://api.github.com/repositories/42/readme"])
        #expect(http.requests.last?.headers["Authorization"] == "Bearer ghp_x")
        #expect(http.requests.last?.headers["Accept"] == "application/vnd.github.raw+json")
    }

    /// As every other request (`GitHubClient.get`): a redirect away from the
    /// API's origin is not requested at all, and not retried.
    @Test func aRedirectToAnotherHostIsNotFollowed() async throws {
        let away = ScriptedHTTPClient(
            HTTPResponse(status: 302, headers: HTTPHeaders([("location", "https://elsewhere.example/readme")])),
            Self.raw("away"))
        await #expect(throws: GitHubError.redirectToAnotherOrigin("https://elsewhere.example/readme")) {
            _ = try await Self.service(away).readme(owner: "o", repository: "r")
        }
        #expect(away.requests.map(\.url) == ["https://api.github.com/repos/o/r/readme"])
    }

    @Test func serverTextQuotingTheTokenIsRedacted() async throws {
        let token = "ghp_abcdefgh1234"
        let http = ScriptedHTTPClient(HTTPResponse(status: 401, body: Array(#"{"message":"Bad credentials: \#(token)"}"#.utf8)))
        await #expect(throws: GitHubError.badCredentials(message: "Bad credentials: [redacted]")) {
            _ = try await Self.service(http, token: token).readme(owner: "o", repository: "r")
        }
    }
}
