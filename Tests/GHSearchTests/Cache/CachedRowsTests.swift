import Foundation
import Synchronization
@testable import GHSearchCLI
import TestSupport
import Testing
@testable import GHSearchGitHub

/// A list's first page keeps a record of its rows beside its cached body
/// (later pages do not), and the cached page is read from it; a record that
/// cannot be read falls back to the body, and a cached answer confirmed by a
/// 304 that has none is stored again with one.
@Suite(.standardTimeLimit) struct CachedRowsTests {
    static let endpoint = try! GitHubEndpoint("https://api.github.com")
    static let url = endpoint.repositoriesURL(login: "octocat", options: ListOptions())
    static let key = ResponseCacheKey(url: url, credentialDigest: "anonymous")
    static let body = Array(#"[{"id":1,"name":"hello","owner":{"login":"octocat"}},7,{"id":2,"name":"world"}]"#.utf8)
    static let link = #"<https://api.github.com/user/1/repos?per_page=100&page=2>; rel="next""#

    static func ok() -> HTTPResponse {
        HTTPResponse(status: 200, headers: HTTPHeaders([("ETag", "\"v1\""), ("Link", link)]), body: body)
    }

    static func client(_ http: any HTTPClient, cache: MemoryResponseCache) -> GitHubClient {
        GitHubClient(endpoint: endpoint, http: http, token: nil, cache: cache, now: { Date(timeIntervalSince1970: 1_800_000_000) })
    }

    @Test func theFirstPageKeepsItsRowsAndLaterPagesDoNot() async throws {
        let cache = MemoryResponseCache()
        let later = Self.url + "&page=2"
        let client = Self.client(ScriptedHTTPClient(Self.ok(), Self.ok()), cache: cache)
        let page = try await client.fetchPage(Self.url, login: "octocat")
        _ = try await client.fetchPage(later, login: "octocat")
        let stored = try #require(cache.lookup(Self.key))
        #expect(stored.rows == RepositoryList(repositories: page.repositories, skipped: 1), "the record made when written")
        let record = try #require(cache.lookupRecord(Self.key))
        #expect(RowsRecord.decode(record.record) == RepositoryList(repositories: page.repositories, skipped: 1))
        #expect(cache.lookup(ResponseCacheKey(url: later, credentialDigest: "anonymous"))?.recordToKeep == nil)
        #expect(GitHubClient.isFirstPage(Self.url) && !GitHubClient.isFirstPage(later))
        #expect(!GitHubClient.isFirstPage("https://api.github.com/user/1/repos?page=3&per_page=100"))
    }

    /// The cached page is the record's rows (here made to differ from the
    /// body's, to tell which was read), with the answer's link and age.
    @Test func theCachedPageIsReadFromTheRecord() async throws {
        let cache = MemoryResponseCache()
        let rows = RepositoryList(repositories: [Repository(name: "from-the-record")], skipped: 0)
        cache.store(CachedResponse(etag: "\"v1\"", link: Self.link, body: Self.body, storedAt: 1_800_000_000,
                                   record: RowsRecord.encode(rows)), for: Self.key)
        let page = try #require(await Self.client(ScriptedHTTPClient(), cache: cache).cachedPage(Self.url))
        #expect(page.repositories == rows.repositories)
        #expect(page.notRepositories == nil)
        #expect(page.next == "https://api.github.com/user/1/repos?per_page=100&page=2")
        #expect(page.fromCache && page.cachedAt == Date(timeIntervalSince1970: 1_800_000_000))
    }

    @Test(arguments: [nil, [UInt8](), Array("not a record".utf8)])
    func aMissingOrUnreadableRecordFallsBackToTheBody(_ record: [UInt8]?) async throws {
        let cache = MemoryResponseCache()
        cache.store(CachedResponse(etag: "\"v1\"", link: Self.link, body: Self.body, storedAt: 1_800_000_000, record: record),
                    for: Self.key)
        let page = try #require(await Self.client(ScriptedHTTPClient(), cache: cache).cachedPage(Self.url))
        #expect(page.repositories.map(\.name) == ["hello", "world"])
        #expect(page.notRepositories == SkippedEntries(count: 1, url: Self.url))
        #expect(page.cachedAt == Date(timeIntervalSince1970: 1_800_000_000))
    }

    /// An answer kept before records (an older release's file) gets its
    /// record when a 304 confirms it; the body, ETag and age stay.
    @Test func aThreeHundredFourStoresTheRecordOfAnAnswerWithout() async throws {
        let cache = MemoryResponseCache()
        let old = CachedResponse(etag: "\"v1\"", link: Self.link, body: Self.body, storedAt: 1_700_000_000)
        cache.store(old, for: Self.key)
        let http = ScriptedHTTPClient(HTTPResponse(status: 304))
        let page = try await Self.client(http, cache: cache).fetchPage(Self.url, login: "octocat")
        #expect(http.requests.first?.headers["if-none-match"] == "\"v1\"")
        #expect(page.fromCache && page.repositories.map(\.name) == ["hello", "world"])
        let stored = try #require(cache.lookup(Self.key))
        #expect(stored.etag == old.etag && stored.body == old.body && stored.storedAt == old.storedAt && stored.link == old.link)
        #expect(stored.recordToKeep.flatMap(RowsRecord.decode) == RepositoryList(repositories: page.repositories, skipped: 1))
    }

    /// A 304 of an answer that has its record (or its rows, not written
    /// yet) stores nothing.
    @Test(arguments: [true, false])
    func aThreeHundredFourOfAnAnswerWithItsRecordStoresNothing(_ asBytes: Bool) async throws {
        let cache = StoreCountingCache()
        let rows = try RepositoryDecoder.decodeList(Self.body)
        cache.base.store(CachedResponse(etag: "\"v1\"", link: Self.link, body: Self.body, storedAt: 1_700_000_000,
                                        record: asBytes ? RowsRecord.encode(rows) : nil, rows: asBytes ? nil : rows), for: Self.key)
        let client = GitHubClient(endpoint: Self.endpoint, http: ScriptedHTTPClient(HTTPResponse(status: 304)), token: nil, cache: cache)
        let page = try await client.fetchPage(Self.url, login: "octocat")
        #expect(page.fromCache && page.repositories == rows.repositories)
        #expect(cache.stores.load(ordering: .relaxed) == 0)
    }
}

/// A memory cache that counts the answers stored.
final class StoreCountingCache: ResponseCache {
    let base = MemoryResponseCache()
    let stores = Atomic(0)

    func lookup(_ key: ResponseCacheKey) async -> CachedResponse? { base.lookup(key) }
    func lookupRecord(_ key: ResponseCacheKey) async -> CachedRecord? { base.lookupRecord(key) }
    func remove(_ key: ResponseCacheKey) async { base.remove(key) }

    func store(_ response: CachedResponse, for key: ResponseCacheKey) async {
        stores.add(1, ordering: .relaxed)
        base.store(response, for: key)
    }
}
