import Foundation
import Testing
import TestSupport
@testable import FakeGitHub

/// `POST /graphql`: the subset of GitHub's schema a repository list needs,
/// priced with GitHub's documented formula, with its errors and limits.
@Suite(.standardTimeLimit) struct GraphQLTests {
    static let token = [("Authorization", "bearer graphql-tests")]

    /// `{"query": query, "variables": variables}` as JSON text.
    static func body(_ query: String, _ variables: [String: Any] = [:]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: ["query": query, "variables": variables]), as: UTF8.self)
    }

    static func json(_ response: RawHTTPResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any], "\(response.text)")
    }

    static let listQuery = """
        query($login: String!, $first: Int!, $after: String) {
          rateLimit { cost limit remaining used resetAt nodeCount }
          owner: repositoryOwner(login: $login) {
            login
            repositories(first: $first, after: $after, privacy: PUBLIC, ownerAffiliations: [OWNER],
                         orderBy: {field: NAME, direction: ASC}) {
              totalCount
              pageInfo { hasNextPage endCursor }
              nodes { ...Fields }
            }
          }
        }
        fragment Fields on Repository { name nameWithOwner url }
        """

    @Test func listsAnOwnersRepositoriesInRESTOrderPageByPageWithCursors() async throws {
        try await TestServer.with { server in
            let connection = try RawHTTPConnection(port: server.port)
            var names: [String] = []
            var after: Any = NSNull()
            var pages = 0
            while true {
                let response = try connection.post("/graphql", body: try Self.body(Self.listQuery, ["login": "USER250", "first": 100, "after": after]),
                                                   headers: Self.token)
                #expect(response.status == 200)
                #expect(response.header("x-ratelimit-resource") == "graphql")
                let data = try #require(try Self.json(response)["data"] as? [String: Any])
                let owner = try #require(data["owner"] as? [String: Any])
                #expect(owner["login"] as? String == "user250")
                let repositories = try #require(owner["repositories"] as? [String: Any])
                #expect(repositories["totalCount"] as? Int == 250)
                let nodes = try #require(repositories["nodes"] as? [[String: Any]])
                names += nodes.compactMap { $0["name"] as? String }
                pages += 1
                let pageInfo = try #require(repositories["pageInfo"] as? [String: Any])
                guard pageInfo["hasNextPage"] as? Bool == true else { break }
                after = try #require(pageInfo["endCursor"] as? String)
            }
            #expect(pages == 3)
            // The same repositories in the same order as the REST listing.
            var rest: [String] = []
            for page in 1...3 {
                let response = try connection.request("/users/user250/repos?per_page=100&page=\(page)")
                let objects = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [[String: Any]])
                rest += objects.compactMap { $0["name"] as? String }
            }
            #expect(names == rest)
            #expect(names.count == 250)
        }
    }

    @Test func costFollowsGitHubsFormulaAndIsCharged() async throws {
        try await TestServer.with { server in
            let connection = try RawHTTPConnection(port: server.port)
            // 150 owners × repositories(first: 100): 150 requests → 1.5 → 2 points.
            let owners = (0..<150).map { "o\($0): repositoryOwner(login: \"octocat\") { repositories(first: 100) { nodes { name } } }" }
            let big = try connection.post("/graphql", body: try Self.body("{ rateLimit { cost nodeCount remaining } \(owners.joined(separator: " ")) }"), headers: Self.token)
            let rateLimit = try #require((try Self.json(big)["data"] as? [String: Any])?["rateLimit"] as? [String: Any])
            #expect(rateLimit["cost"] as? Int == 2)
            #expect(rateLimit["nodeCount"] as? Int == 15_000)
            #expect(rateLimit["remaining"] as? Int == 4_998)
            #expect(big.header("x-ratelimit-remaining") == "4998")
            #expect(big.header("x-ratelimit-used") == "2")
            // A nested connection needs a request per parent node: 1 + 100 → 1.01 → 1 point per owner.
            let nested = (0..<50).map { "o\($0): repositoryOwner(login: \"octocat\") { repositories(first: 100) { nodes { repositoryTopics(first: 20) { nodes { topic { name } } } } } }" }
            let topics = try connection.post("/graphql", body: try Self.body("{ rateLimit { cost nodeCount } \(nested.joined(separator: " ")) }"), headers: Self.token)
            let topicsLimit = try #require((try Self.json(topics)["data"] as? [String: Any])?["rateLimit"] as? [String: Any])
            #expect(topicsLimit["cost"] as? Int == 51)  // 50 × 101 = 5,050 → 50.5 → 51
            #expect(topicsLimit["nodeCount"] as? Int == 50 * (100 + 100 * 20))
            #expect(server.quotaUsed(token: "graphql-tests", resource: .graphql) == 53)
            #expect(server.quotaUsed(token: "graphql-tests", resource: .core) == 0)
            // A query of only rateLimit costs the minimum, 1.
            _ = try connection.post("/graphql", body: try Self.body("{ rateLimit { cost } }"), headers: Self.token)
            #expect(server.quotaUsed(token: "graphql-tests", resource: .graphql) == 54)
        }
    }

    @Test func anUnknownOwnerIsNullAndItsNeighboursAnswer() async throws {
        try await TestServer.with { server in
            let connection = try RawHTTPConnection(port: server.port)
            let query = """
                query($a: String!, $b: String!) {
                  a: repositoryOwner(login: $a) { login }
                  b: repositoryOwner(login: $b) { login }
                  c: user(login: $b) { login }
                }
                """
            let response = try connection.post("/graphql", body: try Self.body(query, ["a": "octocat", "b": "nobody-here"]), headers: Self.token)
            let object = try Self.json(response)
            let data = try #require(object["data"] as? [String: Any])
            #expect((data["a"] as? [String: Any])?["login"] as? String == "octocat")
            #expect(data["b"] is NSNull)
            #expect(data["c"] is NSNull)
            let errors = try #require(object["errors"] as? [[String: Any]])
            #expect(errors.count == 1, "repositoryOwner answers null without an error, as GitHub does; user(login:) says NOT_FOUND")
            #expect(errors.first?["type"] as? String == "NOT_FOUND")
            #expect(errors.first?["path"] as? [String] == ["c"])
            #expect(errors.first?["message"] as? String == "Could not resolve to a User with the login of 'nobody-here'.")

            server.setGraphQL(GraphQLConfiguration(unknownOwner: .notFoundError))
            let strict = try Self.json(try connection.post("/graphql", body: try Self.body(query, ["a": "octocat", "b": "nobody-here"]), headers: Self.token))
            let paths = (strict["errors"] as? [[String: Any]])?.compactMap { $0["path"] as? [String] }
            #expect(paths == [["b"], ["c"]])
        }
    }

    @Test func validationErrorsAreAnsweredWithoutCharging() async throws {
        try await TestServer.with { server in
            let connection = try RawHTTPConnection(port: server.port)
            func errors(_ query: String, _ variables: [String: Any] = [:]) throws -> [[String: Any]] {
                let response = try connection.post("/graphql", body: try Self.body(query, variables), headers: Self.token)
                #expect(response.status == 200)
                let object = try Self.json(response)
                #expect(object["data"] == nil)
                return try #require(object["errors"] as? [[String: Any]])
            }
            #expect(try errors("{ a: repositoryOwner(login: \"octocat\") { repositories { nodes { name } } } }").first?["type"] as? String
                    == "MISSING_PAGINATION_BOUNDARIES")
            let excessive = try errors("{ a: repositoryOwner(login: \"octocat\") { repositories(first: 101) { nodes { name } } } }").first
            #expect(excessive?["type"] as? String == "EXCESSIVE_PAGINATION")
            #expect(excessive?["message"] as? String == "Requesting 101 records on the `repositories` connection exceeds the `first` limit of 100 records.")
            #expect(try errors("{ a: repositoryOwner(login: \"octocat\") { nam } }").first?["message"] as? String
                    == "Field 'nam' doesn't exist on type 'RepositoryOwner'")
            #expect(try errors("{ a: repositoryOwner(login: \"octocat\") { login ").first?["message"] as? String
                    == "Parse error on end of file at [1, 48]")
            #expect(try errors("query($l: String!) { a: repositoryOwner(login: $l) { login } }").first?["message"] as? String
                    == "Variable $l of type String! was provided invalid value")
            // 100 owners × 100 repositories × 100 topics = 1,000,000 nodes.
            let owners = (0..<51).map { "o\($0): repositoryOwner(login: \"octocat\") { repositories(first: 100) { nodes { repositoryTopics(first: 100) { nodes { topic { name } } } } } }" }
            let tooMany = try errors("{ \(owners.joined(separator: " ")) }").first
            #expect(tooMany?["type"] as? String == "MAX_NODE_LIMIT_EXCEEDED")
            #expect(server.quotaUsed(token: "graphql-tests", resource: .graphql) == 0)
        }
    }

    @Test func pointsRunOutThenRateLimitedWithRemainingZero() async throws {
        var configuration = FakeGitHubConfiguration(users: TestServer.standardUsers)
        configuration.graphQL = GraphQLConfiguration(pointsPerWindow: 2)
        try await TestServer.with(configuration) { server in
            let connection = try RawHTTPConnection(port: server.port)
            let query = try Self.body("{ rateLimit { remaining } }")
            #expect(try connection.post("/graphql", body: query, headers: Self.token).header("x-ratelimit-remaining") == "1")
            #expect(try connection.post("/graphql", body: query, headers: Self.token).header("x-ratelimit-remaining") == "0")
            let limited = try connection.post("/graphql", body: query, headers: Self.token)
            #expect(limited.status == 200)
            #expect(limited.header("x-ratelimit-remaining") == "0")
            let error = try #require((try Self.json(limited)["errors"] as? [[String: Any]])?.first)
            #expect(error["type"] as? String == "RATE_LIMITED")
            #expect((error["message"] as? String)?.hasPrefix("API rate limit exceeded for user ID ") == true)
        }
    }

    @Test func theSecondaryLimitAnswers403WithRetryAfter() async throws {
        var configuration = FakeGitHubConfiguration(users: TestServer.standardUsers)
        configuration.graphQL = GraphQLConfiguration(secondaryPointsPerWindow: 2, secondaryWindowSeconds: 30)
        try await TestServer.with(configuration) { server in
            let connection = try RawHTTPConnection(port: server.port)
            let query = try Self.body("{ rateLimit { remaining } }")
            #expect(try connection.post("/graphql", body: query, headers: Self.token).status == 200)
            #expect(try connection.post("/graphql", body: query, headers: Self.token).status == 200)
            let limited = try connection.post("/graphql", body: query, headers: Self.token)
            #expect(limited.status == 403)
            let retryAfter = try #require(limited.header("retry-after").flatMap { Int($0) })
            #expect(retryAfter >= 1 && retryAfter <= 30)
            #expect(limited.text.contains("You have exceeded a secondary rate limit"))
            #expect(server.quotaUsed(token: "graphql-tests", resource: .graphql) == 2, "a refused query costs no points")
        }
    }

    @Test func timeoutsAnswer502WithGitHubsBody() async throws {
        try await TestServer.with { server in
            let connection = try RawHTTPConnection(port: server.port)
            server.setGraphQLTimeout(aboveNodes: 150)
            let two = "{ a: repositoryOwner(login: \"octocat\") { repositories(first: 100) { nodes { name } } } b: repositoryOwner(login: \"empty\") { repositories(first: 100) { nodes { name } } } }"
            let one = "{ a: repositoryOwner(login: \"octocat\") { repositories(first: 100) { nodes { name } } } }"
            let timedOut = try connection.post("/graphql", body: try Self.body(two), headers: Self.token)
            #expect(timedOut.status == 502)
            #expect(timedOut.text.hasPrefix(#"{"data":null,"errors":[{"message":"Something went wrong while executing your query. This may be the result of a timeout"#))
            #expect(try connection.post("/graphql", body: try Self.body(one), headers: Self.token).status == 200)
            server.setGraphQLTimeout(aboveNodes: nil)
            server.timeOutNextGraphQLQueries(1)
            #expect(try connection.post("/graphql", body: try Self.body(one), headers: Self.token).status == 502)
            #expect(try connection.post("/graphql", body: try Self.body(one), headers: Self.token).status == 200)
        }
    }

    @Test func anonymousAndRejectedCallersGet401AndEnterpriseHasItsPath() async throws {
        try await TestServer.with { server in
            let connection = try RawHTTPConnection(port: server.port)
            let query = try Self.body("{ rateLimit { remaining } }")
            let anonymous = try connection.post("/graphql", body: query)
            #expect(anonymous.status == 401)
            #expect(anonymous.text.contains("This endpoint requires you to be authenticated."))
            server.rejectToken("graphql-tests")
            #expect(try connection.post("/graphql", body: query, headers: Self.token).status == 401)
            server.acceptToken("graphql-tests")
            #expect(try connection.post("/api/graphql", body: query, headers: Self.token).status == 200)
            #expect(try connection.post("/graphql", body: "not json", headers: Self.token).status == 400)
            let recorded = try #require(server.requests.last)
            #expect(recorded.body == Array("not json".utf8))
            let rateLimit = try connection.request("/rate_limit", headers: Self.token)
            let resources = try #require((try Self.json(rateLimit)["resources"] as? [String: Any])?["graphql"] as? [String: Any])
            #expect(resources["used"] as? Int == 1)
        }
    }

    @Test func everyRepositoryFieldIsServed() async throws {
        try await TestServer.with { server in
            let connection = try RawHTTPConnection(port: server.port)
            let query = """
                { o: repositoryOwner(login: "octocat") { avatarUrl(size: 64) repositories(first: 1, orderBy: {field: NAME, direction: ASC}) { nodes {
                  name nameWithOwner url description homepageUrl primaryLanguage { name } stargazerCount forkCount diskUsage
                  isFork isArchived isTemplate isPrivate visibility defaultBranchRef { name } licenseInfo { key name spdxId }
                  repositoryTopics(first: 20) { nodes { topic { name } } } owner { login avatarUrl url }
                  createdAt updatedAt pushedAt sshUrl issues(states: OPEN) { totalCount } pullRequests(states: OPEN) { totalCount } __typename
                } } } }
                """
            let response = try connection.post("/graphql", body: try Self.body(query), headers: Self.token)
            let owner = try #require((try Self.json(response)["data"] as? [String: Any])?["o"] as? [String: Any])
            #expect((owner["avatarUrl"] as? String)?.hasSuffix("/avatars/u/583231?s=64&v=4") == true)
            let node = try #require(((owner["repositories"] as? [String: Any])?["nodes"] as? [[String: Any]])?.first)
            let rest = try #require(try JSONSerialization.jsonObject(with: Data(try connection.request("/users/octocat/repos?per_page=1").body)) as? [[String: Any]]).first
            let r = try #require(rest)
            #expect(node["name"] as? String == r["name"] as? String)
            #expect(node["nameWithOwner"] as? String == r["full_name"] as? String)
            #expect(node["url"] as? String == r["html_url"] as? String)
            #expect(node["stargazerCount"] as? Int == r["stargazers_count"] as? Int)
            #expect(node["forkCount"] as? Int == r["forks_count"] as? Int)
            #expect(node["diskUsage"] as? Int == r["size"] as? Int)
            #expect(node["sshUrl"] as? String == r["ssh_url"] as? String)
            #expect(node["createdAt"] as? String == r["created_at"] as? String)
            #expect((node["visibility"] as? String)?.lowercased() == r["visibility"] as? String)
            #expect((node["defaultBranchRef"] as? [String: Any])?["name"] as? String == r["default_branch"] as? String)
            let issues = ((node["issues"] as? [String: Any])?["totalCount"] as? Int ?? 0)
                + ((node["pullRequests"] as? [String: Any])?["totalCount"] as? Int ?? 0)
            #expect(issues == r["open_issues_count"] as? Int)
            #expect(node["__typename"] as? String == "Repository")
        }
    }
}
