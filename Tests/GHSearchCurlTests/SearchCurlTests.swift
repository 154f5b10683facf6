import FakeGitHub
import Foundation
import GHSearchCLI
import GHSearchCurl
import Synchronization
import Testing
import TestSupport
import GHSearchGitHub

/// Searches and `@me` through libcurl against the fake GitHub.
@Suite(.standardTimeLimit) struct SearchCurlTests {
    static let users = [
        FakeData.user(login: "many", id: 77_000_250, repositoryCount: 250, seed: 4),
        FakeUser(login: "me", id: 77_000_001, repositories: [
            FakeRepository(id: 1, name: "diary", isPrivate: true, description: "Private notes", visibility: "private"),
            FakeRepository(id: 2, name: "blog", description: "Public notes"),
        ]),
    ]

    final class Limits: Sendable {
        let book = Mutex(RateLimitBook())
    }

    struct Setup {
        let server: FakeGitHubServer
        let service: RepositoryService<ContinuousClock>
        let limits: Limits
    }

    private func setUp(token: String? = nil, search: SearchConfiguration = SearchConfiguration(anonymousLimit: 1_000)) throws -> Setup {
        var configuration = FakeGitHubConfiguration(users: Self.users, search: search)
        configuration.search.viewers = [FakeViewer(token: "me-token", login: "me")]
        let server = FakeGitHubServer(configuration: configuration)
        try server.start()
        let limits = Limits()
        let client = GitHubClient(endpoint: try GitHubEndpoint(server.baseURL), http: CurlHTTPClient(), token: token,
                                  onRateLimit: { limit in limits.book.withLock { $0.record(limit) } })
        return Setup(server: server, service: RepositoryService(client: client, clock: ContinuousClock()), limits: limits)
    }

    @Test func pagesFollowGitHubsReencodedLinksExactlyAsGiven() async throws {
        let setup = try setUp()
        defer { setup.server.stop() }
        let first = try #require(try await setup.service.firstSearchPage(RepositorySearchRequest(query: "user:many fork:true")))
        #expect(first.totalCount == 250)
        #expect(!first.incompleteResults)
        #expect(first.page.repositories.count == 100)
        let next = try #require(first.page.next)
        #expect(next == setup.server.baseURL + "/search/repositories?q=user%3Amany+fork%3Atrue&per_page=100&page=2")
        let second = try await setup.service.fetchSearchPage(next)
        let third = try await setup.service.fetchSearchPage(try #require(second.page.next))
        #expect(third.page.next == nil)
        let names = [first, second, third].flatMap { $0.page.repositories.map(\.name) }
        #expect(names.count == 250 && Set(names).count == 250)
        #expect(setup.server.requests.map(\.target).last == "/search/repositories?q=user%3Amany+fork%3Atrue&per_page=100&page=3")
    }

    @Test func hostileQueriesReachTheServerOnlyInsideQ() async throws {
        let setup = try setUp()
        defer { setup.server.stop() }
        let queries = ["a&b=c", "x&per_page=1&page=9", "#fragment", "50% off", "%2F%26", "c++ language:c++",
                       "line\nbreak\r\nx", "?q=other", "../../users/many/repos", "한국어 🐙", "nul\u{0}byte",
                       String(repeating: "a&#%+\n", count: 1_700)]
        var refusedHere = 0
        for query in queries {
            do {
                _ = try await setup.service.firstSearchPage(RepositorySearchRequest(query: query))
            } catch .searchTextTooLong {
                refusedHere += 1  // more text than GitHub reads: not sent at all
                continue
            } catch {
                #expect(error == .invalidQuery("Validation Failed: The search is longer than 256 characters."), "\(error)")
            }
            let arrived = try #require(setup.server.requests.last)
            #expect(arrived.path == "/search/repositories")
            #expect(arrived.queryItems.map(\.name) == ["q", "per_page"])
            #expect(arrived.queryValue("q") == query)
        }
        #expect(refusedHere == 1, "the 10,200-character query")
        #expect(setup.server.requests.count == queries.count - refusedHere)
    }

    @Test func theSearchLimitIsTrackedApartFromTheCoreOne() async throws {
        let setup = try setUp(search: SearchConfiguration(anonymousLimit: 2))
        defer { setup.server.stop() }
        for _ in 0..<2 { _ = try await setup.service.firstSearchPage(RepositorySearchRequest(query: "notes")) }
        _ = try await setup.service.firstPage(login: "many", options: ListOptions())
        let book = setup.limits.book.withLock { $0 }
        #expect(book.search?.quotaText == "0/2")
        #expect(book.core?.quotaText == "59/60")
        do {
            _ = try await setup.service.firstSearchPage(RepositorySearchRequest(query: "notes"))
            Issue.record("expected the search limit")
        } catch {
            guard case .rateLimited(let limit) = error else { Issue.record("\(error)"); return }
            #expect(limit.resource == "search")
            #expect(error.describe(apiURL: setup.server.baseURL).hasPrefix("GitHub's search limit is used up (0/2 left); it resets at "))
        }
        #expect(setup.server.requests.count == 4)
    }

    @Test func refusedQueriesComeBackInGitHubsWords() async throws {
        let setup = try setUp()
        defer { setup.server.stop() }
        await #expect(throws: GitHubError.invalidQuery(
            "Validation Failed: The listed users and repositories cannot be searched either because the resources do not exist or you do not have permission to view them.")) {
            _ = try await setup.service.firstSearchPage(RepositorySearchRequest(query: "notes user:nobody"))
        }
        await #expect(throws: GitHubError.invalidQuery("Only the first 1000 search results are available")) {
            _ = try await setup.service.fetchSearchPage(setup.server.baseURL + "/search/repositories?q=notes&per_page=100&page=11")
        }
        #expect(setup.server.requests.count == 2)
    }

    @Test func ownRepositoriesWithATokenIncludePrivateOnesWithoutOneNothingIsSent() async throws {
        let withToken = try setUp(token: "me-token")
        defer { withToken.server.stop() }
        let page = try await withToken.service.firstOwnPage(OwnRepositoryOptions(perPage: 1))
        #expect(page.repositories.map(\.name) == ["blog"])
        let next = try #require(page.next)
        #expect(next == withToken.server.baseURL + "/user/repos?per_page=1&page=2")
        let second = try await withToken.service.fetchPage(next, login: GitHubClient.ownRepositoriesLogin)
        #expect(second.repositories.map(\.name) == ["diary"])
        #expect(second.repositories.first?.isPrivate == true)
        #expect(second.repositories.first?.visibility == "private")

        let anonymous = try setUp()
        defer { anonymous.server.stop() }
        await #expect(throws: GitHubError.authenticationRequired) {
            _ = try await anonymous.service.firstOwnPage(OwnRepositoryOptions())
        }
        #expect(anonymous.server.requests.isEmpty)
    }
}
