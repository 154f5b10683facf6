import Foundation
import Testing
import TestSupport
@testable import FakeGitHub

/// `user(login:) { starredRepositories(…) }` in GitHub's schema shape: edges
/// with `starredAt`, ordered by `STARRED_AT`, paged with cursors, priced as
/// any connection; an organisation or `repositoryOwner` has none.
@Suite(.standardTimeLimit) struct GraphQLStarsTests {
    static let query = """
        query($login: String!, $first: Int!, $after: String) {
          rateLimit { cost }
          u: user(login: $login) {
            starredRepositories(first: $first, after: $after, orderBy: {field: STARRED_AT, direction: DESC}) {
              totalCount
              pageInfo { hasNextPage endCursor }
              edges { starredAt node { nameWithOwner } }
            }
          }
        }
        """

    static func configuration() -> FakeGitHubConfiguration {
        var configuration = FakeGitHubConfiguration(users: TestServer.standardUsers + [FakeUser(login: "torvalds", id: 1_024_025)])
        let octocat = TestServer.standardUsers[0]
        // torvalds starred octocat's repositories, the first the newest; and one the fake does not serve.
        configuration.stars["torvalds"] = octocat.repositories.enumerated().map { index, repository in
            FakeStar(owner: "octocat", name: repository.name, starredAt: 1_700_000_000 - Int64(index) * 60)
        } + [FakeStar(owner: "octocat", name: "gone", starredAt: 1_800_000_000)]
        return configuration
    }

    @Test func newestFirstPageByPageWithTheTimeOfEachStar() async throws {
        try await TestServer.with(Self.configuration()) { server in
            let connection = try RawHTTPConnection(port: server.port)
            var names: [String] = []
            var times: [String] = []
            var after: Any = NSNull()
            var pages = 0
            while true {
                let response = try connection.post("/graphql", body: try GraphQLTests.body(Self.query, ["login": "torvalds", "first": 3, "after": after]),
                                                   headers: GraphQLTests.token)
                let object = try GraphQLTests.json(response)
                #expect(response.status == 200 && object["errors"] == nil, "\(response.text)")
                let data = try #require(object["data"] as? [String: Any])
                #expect((data["rateLimit"] as? [String: Any])?["cost"] as? Int == 1)
                let stars = try #require((data["u"] as? [String: Any])?["starredRepositories"] as? [String: Any])
                #expect(stars["totalCount"] as? Int == 8)
                let edges = try #require(stars["edges"] as? [[String: Any]])
                names += edges.compactMap { ($0["node"] as? [String: Any])?["nameWithOwner"] as? String }
                times += edges.compactMap { $0["starredAt"] as? String }
                pages += 1
                let pageInfo = try #require(stars["pageInfo"] as? [String: Any])
                guard pageInfo["hasNextPage"] as? Bool == true else { break }
                after = try #require(pageInfo["endCursor"] as? String)
            }
            #expect(pages == 3)
            #expect(names == TestServer.standardUsers[0].repositories.map { "octocat/\($0.name)" })
            #expect(times.first == "2023-11-14T22:13:20Z" && times == times.sorted(by: >))
            // The same stars, in the same order, as the REST endpoint lists them.
            let rest = try connection.request("/users/torvalds/starred?per_page=100&sort=created&direction=desc")
            let objects = try #require(try JSONSerialization.jsonObject(with: Data(rest.body)) as? [[String: Any]])
            #expect(objects.compactMap { $0["full_name"] as? String } == names)
        }
    }

    @Test func someoneWithoutStarsAnUnknownUserAndTheWrongType() async throws {
        try await TestServer.with(Self.configuration()) { server in
            let connection = try RawHTTPConnection(port: server.port)
            let none = try GraphQLTests.json(try connection.post("/graphql", body: try GraphQLTests.body(Self.query, ["login": "octocat", "first": 100]),
                                                               headers: GraphQLTests.token))
            let stars = ((none["data"] as? [String: Any])?["u"] as? [String: Any])?["starredRepositories"] as? [String: Any]
            #expect(stars?["totalCount"] as? Int == 0 && (stars?["edges"] as? [Any])?.isEmpty == true)

            let unknown = try GraphQLTests.json(try connection.post("/graphql", body: try GraphQLTests.body(Self.query, ["login": "nobody-here", "first": 100]),
                                                                  headers: GraphQLTests.token))
            #expect((unknown["data"] as? [String: Any])?["u"] is NSNull)
            #expect((unknown["errors"] as? [[String: Any]])?.first?["type"] as? String == "NOT_FOUND")

            // Stars are a User's: `repositoryOwner` (users and organisations alike) has no such field.
            let wrong = try GraphQLTests.json(try connection.post(
                "/graphql", body: try GraphQLTests.body("{ repositoryOwner(login: \"torvalds\") { starredRepositories(first: 1) { totalCount } } }"),
                headers: GraphQLTests.token))
            let message = (wrong["errors"] as? [[String: Any]])?.first?["message"] as? String
            #expect(message?.contains("starredRepositories") == true, "\(wrong)")
            #expect(wrong["data"] == nil || wrong["data"] is NSNull)
        }
    }
}
