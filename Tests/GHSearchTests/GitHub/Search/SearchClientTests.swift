import Foundation
import Synchronization
import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub

/// `GitHubClient`/`RepositoryService` for searches and `@me`, against a
/// scripted HTTP client.
@Suite(.standardTimeLimit) struct SearchClientTests {
    final class Limits: Sendable {
        let seen = Mutex<[RateLimit]>([])
    }

    private func service(_ http: ScriptedHTTPClient, token: String? = nil, cache: (any ResponseCache)? = nil,
                         limits: Limits = Limits()) throws -> RepositoryService<ContinuousClock> {
        let client = GitHubClient(endpoint: try GitHubEndpoint("https://api.github.com"), http: http, token: token,
                                  cache: cache, onRateLimit: { limit in limits.seen.withLock { $0.append(limit) } })
        return RepositoryService(client: client, clock: ContinuousClock(), retryDelay: { _ in .zero })
    }

    @Test func aPageCarriesTotalCountIncompleteResultsLinksAndTheSearchLimit() async throws {
        let next = "https://api.github.com/search/repositories?q=machine+learning&per_page=100&page=2"
        let last = "https://api.github.com/search/repositories?q=machine+learning&per_page=100&page=10"
        let http = ScriptedHTTPClient(SearchAnswers.page(total: 12_345, names: ["a", "b"], incomplete: true,
                                                         link: "<\(next)>; rel=\"next\", <\(last)>; rel=\"last\"", remaining: 7))
        let limits = Limits()
        let result = try #require(try await service(http, limits: limits).firstSearchPage(RepositorySearchRequest(query: "machine learning")))
        #expect(result.totalCount == 12_345)
        #expect(result.incompleteResults)
        #expect(result.isCapped)
        #expect(result.reachableCount == 1_000)
        #expect(result.page.repositories.map(\.name) == ["a", "b"])
        #expect(result.page.next == next)
        #expect(result.page.last == last)
        #expect(result.page.rateLimit?.resource == "search")
        #expect(result.page.rateLimit?.quotaText == "7/10")
        #expect(limits.seen.withLock { $0.map { $0.resource } } == ["search"])
        #expect(http.requests.map(\.url) == ["https://api.github.com/search/repositories?q=machine%20learning&per_page=100"])
        #expect(http.requests.first?.headers["Accept"] == "application/vnd.github+json")
    }

    @Test func anEmptyQuerySendsNothingATooLongOneSendsNothingAndSaysSo() async throws {
        let http = ScriptedHTTPClient()
        let service = try service(http)
        #expect(try await service.firstSearchPage(RepositorySearchRequest(query: "  ")) == nil)
        let tooLong = String(repeating: "é", count: RepositorySearchRequest.maximumQueryBytes / 2 + 1)
        await #expect(throws: GitHubError.queryTooLong(limit: 16_384)) {
            _ = try await service.firstSearchPage(RepositorySearchRequest(query: tooLong))
        }
        // GitHub's 256 characters of text (qualifiers not counted): one more is not sent.
        let tooMuchText = String(repeating: "a", count: 257) + " language:swift"
        await #expect(throws: GitHubError.searchTextTooLong(length: 257, limit: 256)) {
            _ = try await service.firstSearchPage(RepositorySearchRequest(query: tooMuchText))
        }
        #expect(http.requests.isEmpty)
        let text = String(repeating: "a", count: 256) + " language:"
        let longest = text + String(repeating: "x", count: RepositorySearchRequest.maximumQueryBytes - text.utf8.count)
        _ = try? await service.firstSearchPage(RepositorySearchRequest(query: longest))
        #expect(http.requests.count == 1)
    }

    @Test func a422IsGitHubsOwnWordsAndIsNotRetried() async throws {
        let http = ScriptedHTTPClient(SearchAnswers.status(422, SearchAnswers.tooLong))
        await #expect(throws: GitHubError.invalidQuery("Validation Failed: The search is longer than 256 characters.")) {
            _ = try await service(http).firstSearchPage(RepositorySearchRequest(query: String(repeating: "x", count: 200)))
        }
        #expect(http.requests.count == 1)
        let cap = ScriptedHTTPClient(SearchAnswers.status(422, SearchAnswers.beyondCap))
        await #expect(throws: GitHubError.invalidQuery("Only the first 1000 search results are available")) {
            _ = try await service(cap).fetchSearchPage("https://api.github.com/search/repositories?q=x&page=11")
        }
        let bare = ScriptedHTTPClient(SearchAnswers.status(422, "<html>"))
        await #expect(throws: GitHubError.invalidQuery("Validation Failed")) {
            _ = try await service(bare).fetchSearchPage("https://api.github.com/search/repositories?q=x")
        }
    }

    @Test func aSpentSearchLimitIsRateLimitedForTheSearchResourceAndNotRetried() async throws {
        let http = ScriptedHTTPClient(SearchAnswers.status(403, SearchAnswers.rateLimited, remaining: 0))
        let service = try service(http)
        do {
            _ = try await service.firstSearchPage(RepositorySearchRequest(query: "x"))
            Issue.record("expected a failure")
        } catch {
            guard case .rateLimited(let limit) = error else { Issue.record("\(error)"); return }
            #expect(limit.resource == "search")
            #expect(limit.remaining == 0)
            #expect(limit.limit == 10)
        }
        #expect(http.requests.count == 1)
    }

    @Test func serverErrorsAreRetriedThreeTimesInAll() async throws {
        let http = ScriptedHTTPClient(SearchAnswers.status(502, #"{"error": "Server Error"}"#),
                                      SearchAnswers.status(503, ""),
                                      SearchAnswers.page(total: 1, names: ["ok"]))
        let result = try await service(http).firstSearchPage(RepositorySearchRequest(query: "x"))
        #expect(result?.page.repositories.map(\.name) == ["ok"])
        #expect(http.requests.count == 3)
        let failing = ScriptedHTTPClient([.failure(.timedOut("t")), .failure(.timedOut("t")), .failure(.timedOut("t")), .failure(.timedOut("t"))])
        await #expect(throws: GitHubError.transport(.timedOut("t"))) {
            _ = try await service(failing).firstSearchPage(RepositorySearchRequest(query: "x"))
        }
        #expect(failing.requests.count == 3)
    }

    @Test func otherRefusalsAreNamed() async throws {
        let notFound = ScriptedHTTPClient(SearchAnswers.status(404, #"{"message":"Not Found"}"#))
        await #expect(throws: GitHubError.unexpectedStatus(404, message: "Not Found")) {
            _ = try await service(notFound).firstSearchPage(RepositorySearchRequest(query: "x"))
        }
        let badToken = ScriptedHTTPClient(SearchAnswers.status(401, #"{"message":"Bad credentials"}"#))
        await #expect(throws: GitHubError.badCredentials(message: "Bad credentials")) {
            _ = try await service(badToken, token: "t").firstSearchPage(RepositorySearchRequest(query: "x"))
        }
        let notSearch = ScriptedHTTPClient(HTTPResponse(status: 200, body: Array("[]".utf8)))
        await #expect(throws: GitHubError.invalidResponse("the server answered with something other than search results")) {
            _ = try await service(notSearch).firstSearchPage(RepositorySearchRequest(query: "x"))
        }
    }

    @Test func anUnchangedPageComesFromTheCacheWithA304() async throws {
        let http = ScriptedHTTPClient(
            SearchAnswers.page(total: 2, names: ["a", "b"], link: "<https://api.github.com/n>; rel=\"next\"", etag: "W/\"e1\""),
            HTTPResponse(status: 304, headers: HTTPHeaders([("x-ratelimit-resource", "search"), ("x-ratelimit-remaining", "9"),
                                                             ("x-ratelimit-limit", "10")])))
        let service = try service(http, cache: MemoryResponseCache())
        let first = try #require(try await service.firstSearchPage(RepositorySearchRequest(query: "x")))
        let second = try #require(try await service.firstSearchPage(RepositorySearchRequest(query: "x")))
        #expect(!first.page.fromCache)
        #expect(second.page.fromCache)
        #expect(second.totalCount == 2)
        #expect(second.page.repositories == first.page.repositories)
        #expect(second.page.next == "https://api.github.com/n")
        #expect(http.requests.last?.headers["If-None-Match"] == "W/\"e1\"")
    }

    @Test func redirectsAreFollowedAtHomeAndNeverElsewhere() async throws {
        // The same request loop as a user's list: a redirect within the API's origin is followed…
        let home = ScriptedHTTPClient(
            HTTPResponse(status: 307, headers: HTTPHeaders([("location", "/search/repositories?q=x&page=1")])),
            SearchAnswers.page(total: 0, names: []))
        let result = try await service(home, token: "secret").firstSearchPage(RepositorySearchRequest(query: "x"))
        #expect(result?.totalCount == 0)
        #expect(home.requests.map(\.url) == ["https://api.github.com/search/repositories?q=x&per_page=100",
                                         "https://api.github.com/search/repositories?q=x&page=1"])
        // …one to another origin is not requested at all (the token stays home).
        let away = ScriptedHTTPClient(
            HTTPResponse(status: 307, headers: HTTPHeaders([("location", "https://elsewhere.example/search?q=x")])))
        await #expect(throws: GitHubError.redirectToAnotherOrigin("https://elsewhere.example/search?q=x")) {
            _ = try await service(away, token: "secret").firstSearchPage(RepositorySearchRequest(query: "x"))
        }
        #expect(away.requests.count == 1)
    }

    @Test func ownRepositoriesNeedATokenAndUseUserRepos() async throws {
        let nothing = ScriptedHTTPClient()
        await #expect(throws: GitHubError.authenticationRequired) {
            _ = try await service(nothing).firstOwnPage(OwnRepositoryOptions())
        }
        #expect(nothing.requests.isEmpty)
        let body = #"[{"name":"diary","full_name":"me/diary","private":true,"visibility":"private"}]"#
        let http = ScriptedHTTPClient(HTTPResponse(status: 200, headers: HTTPHeaders([("link", "<https://api.github.com/user/repos?per_page=100&page=2>; rel=\"next\"")]), body: Array(body.utf8)))
        let page = try await service(http, token: "t").firstOwnPage(OwnRepositoryOptions(affiliations: [.owner]))
        #expect(page.repositories.first?.isPrivate == true)
        #expect(page.next == "https://api.github.com/user/repos?per_page=100&page=2")
        #expect(http.requests.map(\.url) == ["https://api.github.com/user/repos?per_page=100&affiliation=owner"])
        #expect(http.requests.first?.headers["Authorization"] == "Bearer t")
    }
}
