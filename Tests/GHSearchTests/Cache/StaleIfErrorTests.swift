import Foundation
@testable import GHSearchCLI
import TestSupport
import Testing
@testable import GHSearchGitHub
@testable import GHSearchInteractive
@testable import GHSearchPresent
import InteractiveTestSupport

/// RFC 5861's stale-if-error in `RepositoryService`: after every attempt
/// failed for want of GitHub (no connection, a time-out, 5xx, `--offline`),
/// a cached page answers, marked with its age and the failure; anything
/// else (a 404, a rate limit) fails as before, and nothing is written to
/// the cache from a failed request.
@Suite(.standardTimeLimit) struct StaleIfErrorTests {
    static let endpoint = try! GitHubEndpoint("https://api.github.com")
    static let fetchedAt = Date(timeIntervalSince1970: 1_800_000_000)
    static let url = endpoint.repositoriesURL(login: "octocat", options: ListOptions())
    static let body = Array(#"[{"id":1,"name":"hello","html_url":"https://github.com/octocat/hello"}]"#.utf8)

    static func ok() -> HTTPResponse {
        HTTPResponse(status: 200, headers: HTTPHeaders([("ETag", "\"v1\"")]), body: body)
    }

    /// A service over `script`, sharing `cache`; the client's clock reads `fetchedAt`.
    static func service(_ script: [Result<HTTPResponse, HTTPError>], cache: MemoryResponseCache,
                        staleIfError: Bool = true) -> (RepositoryService<ContinuousClock>, ScriptedHTTPClient) {
        let http = ScriptedHTTPClient(script)
        let client = GitHubClient(endpoint: endpoint, http: http, token: nil, cache: cache, now: { fetchedAt })
        return (RepositoryService(client: client, clock: ContinuousClock(), retryDelay: { _ in .zero },
                                  staleIfError: staleIfError), http)
    }

    /// A cache holding octocat's page, fetched at `fetchedAt`.
    static func filledCache() async throws -> MemoryResponseCache {
        let cache = MemoryResponseCache()
        let (service, _) = Self.service([.success(ok())], cache: cache)
        let page = try await service.fetchPage(url, login: "octocat")
        #expect(page.stale == nil)
        let stored = try #require(cache.lookup(ResponseCacheKey(url: url, credentialDigest: "anonymous")))
        #expect(stored.storedAt == 1_800_000_000)
        return cache
    }

    @Test(arguments: [HTTPError.couldNotConnect("refused"), .timedOut("slow"), .hostNotFound("x"), .connectionFailed("reset")])
    func aTransportFailureAfterEveryAttemptIsAnsweredFromTheCache(_ failure: HTTPError) async throws {
        let cache = try await Self.filledCache()
        let (service, http) = Self.service(Array(repeating: .failure(failure), count: 3), cache: cache)
        let page = try await service.fetchPage(Self.url, login: "octocat")
        #expect(http.requests.count == 3, "every attempt first")
        #expect(page.repositories.map(\.name) == ["hello"])
        #expect(page.stale == StaleAnswer(storedAt: Self.fetchedAt, failure: .transport(failure)))
        #expect(page.fromCache)
    }

    @Test func fiveHundredsAfterEveryAttemptAreAnsweredFromTheCache() async throws {
        let cache = try await Self.filledCache()
        let (service, _) = Self.service(Array(repeating: .success(HTTPResponse(status: 503)), count: 3), cache: cache)
        let page = try await service.fetchPage(Self.url, login: "octocat")
        #expect(page.stale?.failure == .serverError(status: 503))
        let stored = cache.lookup(ResponseCacheKey(url: Self.url, credentialDigest: "anonymous"))
        #expect(stored?.storedAt == 1_800_000_000 && stored?.body == Self.body, "nothing written from the failure")
    }

    @Test func offlineSendsNothingAndMarksTheAnswerAsAskedFor() async throws {
        let cache = try await Self.filledCache()
        let client = GitHubClient(endpoint: Self.endpoint, http: OfflineHTTPClient(), token: nil, cache: cache)
        let service = RepositoryService(client: client, clock: ContinuousClock(), retryDelay: { _ in .zero }, staleIfError: true)
        let page = try await service.fetchPage(Self.url, login: "octocat")
        #expect(page.stale?.isOfflineMode == true)
        let empty = RepositoryService(client: GitHubClient(endpoint: Self.endpoint, http: OfflineHTTPClient(), token: nil,
                                                           cache: MemoryResponseCache()),
                                      clock: ContinuousClock(), retryDelay: { _ in .zero }, staleIfError: true)
        await #expect(throws: GitHubError.transport(.offline)) { try await empty.fetchPage(Self.url, login: "octocat") }
    }

    @Test func rateLimitsNotFoundAndBatchModeFailAsBefore() async throws {
        let cache = try await Self.filledCache()
        let limited = HTTPResponse(status: 403, headers: HTTPHeaders([("x-ratelimit-remaining", "0"), ("x-ratelimit-limit", "60")]),
                                   body: Array(#"{"message":"API rate limit exceeded"}"#.utf8))
        let (service, _) = Self.service([.success(limited)], cache: cache)
        await #expect(throws: GitHubError.self) { try await service.fetchPage(Self.url, login: "octocat") }
        // GitHub's 404 (its request id, its body): an unknown user, not a wrong API root.
        let notFound = HTTPResponse(status: 404, headers: HTTPHeaders([("x-github-request-id", "E198:4063")]),
                                    body: Array(#"{"message":"Not Found","documentation_url":"https://docs.github.com/rest"}"#.utf8))
        let (gone, _) = Self.service([.success(notFound)], cache: cache)
        await #expect(throws: GitHubError.userNotFound("octocat")) { try await gone.fetchPage(Self.url, login: "octocat") }
        let (batch, _) = Self.service(Array(repeating: .failure(.couldNotConnect("refused")), count: 3), cache: cache,
                                      staleIfError: false)
        await #expect(throws: GitHubError.transport(.couldNotConnect("refused"))) {
            try await batch.fetchPage(Self.url, login: "octocat")
        }
    }

    @Test func theStatusLineSaysHowOldTheCachedRowsAre() {
        var model = SearchViewModel()
        _ = model.send(.lineChanged("octocat"))
        var page = RepositoryPage(repositories: [Repository(name: "hello")], fromCache: true)
        page.stale = StaleAnswer(storedAt: Self.fetchedAt, failure: .transport(.couldNotConnect("refused")))
        _ = model.send(.searchFinished(.user("octocat"), outcome: .loaded(page)))
        let screen = SearchScreen()
        let now = Self.fetchedAt.addingTimeInterval(190)
        #expect(screen.statusLine(model, width: 100, now: now, colorMode: .off).hasPrefix("cached 3 min ago · offline · "))
        let korean = SearchScreen(catalogue: .korean)
        #expect(korean.statusLine(model, width: 100, now: now, colorMode: .off).hasPrefix("3분 전 캐시 · 오프라인"))
        // A fresh answer for the same name clears the mark.
        _ = model.send(.searchFinished(.user("octocat"), outcome: .loaded(RepositoryPage(repositories: [Repository(name: "hello")]))))
        #expect(!screen.statusLine(model, width: 100, now: now, colorMode: .off).contains("cached"))
    }

    @Test func theCacheFileKeepsWhenTheAnswerWasFetched() throws {
        let key = ResponseCacheKey(url: Self.url, credentialDigest: "anonymous")
        let response = CachedResponse(etag: "\"v1\"", link: nil, body: Self.body, storedAt: 1_800_000_000)
        let bytes = try #require(CacheFile.encode(response, for: key))
        #expect(String(decoding: bytes, as: UTF8.self).contains("\nstored 1800000000\n"))
        #expect(CacheFile.decode(bytes, for: key) == response)
        // Another spelling of the same time is no file of ours.
        let respelt = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "stored 1800000000", with: "stored 01800000000")
        #expect(CacheFile.decode(Array(respelt.utf8), for: key) == nil)
    }

    /// The fuzz target's seeds are files of today's format (else they seed nothing).
    @Test(arguments: ["page", "empty"])
    func theFuzzSeedsAreInTodaysFormat(_ name: String) throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("fuzz/corpus/CacheEntry/" + name).path
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let key = ResponseCacheKey(url: "https://api.github.com/users/fuzz/repos?per_page=100", credentialDigest: "anonymous")
        let decoded = CacheFile.decode(bytes, for: key)
        let today = bytes.starts(with: Array((CacheFile.magic + "\n").utf8))
        if decoded == nil || !today, let text = String(bytes: bytes, encoding: .utf8) {
            // What the seed should hold, to paste: the same answer in today's format.
            let parts = text.components(separatedBy: "\n")
            let body = Array(text.components(separatedBy: "\n\n").dropFirst().joined(separator: "\n\n").utf8)
            let etag = parts.first { $0.hasPrefix("etag ") }.map { String($0.dropFirst(5)) } ?? "e"
            let link = parts.first { $0.hasPrefix("link ") }.map { String($0.dropFirst(5)) } ?? ""
            let file = CacheFile.encode(CachedResponse(etag: etag, link: link.isEmpty ? nil : link, body: body, storedAt: 1_800_000_000),
                                        for: key) ?? []
            Issue.record("seed \(name) should be:\n\(String(decoding: file, as: UTF8.self))")
        }
        #expect(decoded != nil && today)
    }
}
