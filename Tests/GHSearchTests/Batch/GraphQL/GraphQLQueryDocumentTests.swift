import Foundation
import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub
@testable import GHSearchScripting

/// The body of a query: logins only ever in the variables.
@Suite(.standardTimeLimit) struct GraphQLQueryDocumentTests {
    @Test func loginsAndCursorsTravelAsVariablesNeverInTheText() throws {
        let document = GraphQLQueryDocument(selection: GraphQLRepositorySelection(fields: [.name, .html_url]), listOptions: ListOptions())
        let hostile = #"x") { viewer { login } } #\"#
        let plan = GraphQLQueryPlan(owners: [.init(login: "octocat", first: 100), .init(login: hostile, first: 7, after: "Y3Vyc29yOnYyOjI=")],
                                    selection: document.selection)
        let body = try #require(try JSONSerialization.jsonObject(with: Data(document.body(plan))) as? [String: Any])
        let text = try #require(body["query"] as? String)
        #expect(!text.contains("octocat") && !text.contains("viewer") && !text.contains("Y3Vy"))
        #expect(text == document.text(owners: 2))
        #expect(text.contains("u0: repositoryOwner(login: $l0) { repositories(first: $f0, after: $c0, privacy: PUBLIC, ownerAffiliations: [OWNER], orderBy: {field: NAME, direction: ASC})"))
        #expect(text.contains("u1: repositoryOwner(login: $l1)"))
        #expect(text.contains("rateLimit { limit cost remaining resetAt used }"))
        #expect(text.hasSuffix("fragment Repository on Repository { name databaseId url }\n"))
        let variables = try #require(body["variables"] as? [String: Any])
        #expect(variables["l0"] as? String == "octocat" && variables["l1"] as? String == hostile)
        #expect(variables["f0"] as? Int == 100 && variables["f1"] as? Int == 7)
        #expect(variables["c0"] is NSNull && variables["c1"] as? String == "Y3Vyc29yOnYyOjI=")
    }

    @Test func starsAreEachUsersStarredRepositoriesNewestFirstWithTheirTimes() throws {
        let document = GraphQLQueryDocument(selection: GraphQLRepositorySelection(fields: [.full_name]), listOptions: ListOptions(),
                                            stars: true)
        let text = document.text(owners: 2)
        #expect(text.hasPrefix("query GHSearchStars($l0: String!, $f0: Int!, $c0: String, $l1: String!"))
        #expect(text.contains("u1: user(login: $l1) { starredRepositories(first: $f1, after: $c1, orderBy: {field: STARRED_AT, direction: DESC}) "
                              + "{ totalCount pageInfo { hasNextPage endCursor } edges { starredAt node { ...Repository } } } }"))
        #expect(!text.contains("repositoryOwner"))

        let answer = try #require(GraphQLJSON.parse(Array("""
            {"data":{"u0":{"starredRepositories":{"totalCount":3,"pageInfo":{"hasNextPage":true,"endCursor":"Y3Vyc29yOnYyOjI="},
              "edges":[{"starredAt":"2024-03-01T10:00:00Z","node":{"name":"a","databaseId":1,"nameWithOwner":"x/a"}},
                       {"starredAt":null,"node":{"name":"b","databaseId":2,"nameWithOwner":"y/b"}},
                       {"starredAt":"2024-01-01T00:00:00Z","node":null}]}},
             "u1":null},
             "errors":[{"type":"NOT_FOUND","path":["u1"],"message":"Could not resolve to a User with the login of 'z'."}]}
            """.utf8)))
        let response = try #require(GraphQLResponse(answer, aliases: ["u0", "u1"], stars: true))
        guard case .page(let page)? = response.owners["u0"] else { Issue.record("\(response)"); return }
        #expect(page.repositories.map(\.fullName) == ["x/a", "y/b"] && page.skipped == 1, "an edge without a repository is counted")
        #expect(page.repositories.map(\.starredAt) == [Date(timeIntervalSince1970: 1_709_287_200), nil])
        #expect(page.totalCount == 3 && page.hasNextPage && page.endCursor == "Y3Vyc29yOnYyOjI=")
        #expect(response.owners["u1"] == .null && response.errors(for: "u1").first?.type == "NOT_FOUND")
        // A list of repositories is not a list of stars.
        let repositories = try #require(GraphQLJSON.parse(Array(#"{"data":{"u0":{"repositories":{"nodes":[],"pageInfo":{"hasNextPage":false}}}}}"#.utf8)))
        #expect(GraphQLResponse(repositories, aliases: ["u0"], stars: true)?.owners["u0"] == .malformed("the answer has no list of stars for this user"))
    }

    @Test func typeAndSortBecomeTheConnectionsArguments() {
        func arguments(_ type: ListOptions.RepositoryType?, _ sort: ListOptions.Sort?) -> String {
            GraphQLQueryDocument(selection: GraphQLRepositorySelection(fields: [.name]), listOptions: ListOptions(type: type, sort: sort)).arguments
        }
        #expect(arguments(nil, nil) == "privacy: PUBLIC, ownerAffiliations: [OWNER], orderBy: {field: NAME, direction: ASC}")
        #expect(arguments(.member, .pushed) == "privacy: PUBLIC, ownerAffiliations: [COLLABORATOR, ORGANIZATION_MEMBER], orderBy: {field: PUSHED_AT, direction: DESC}")
        #expect(arguments(.all, .stars) == "privacy: PUBLIC, ownerAffiliations: [OWNER, COLLABORATOR, ORGANIZATION_MEMBER], orderBy: {field: NAME, direction: ASC}")
        #expect(arguments(.owner, .created).hasSuffix("{field: CREATED_AT, direction: DESC}"))
        #expect(arguments(.owner, .updated).hasSuffix("{field: UPDATED_AT, direction: DESC}"))
    }

    @Test func theEndpointOfGitHubAndOfAnEnterpriseServer() throws {
        #expect(try GitHubEndpoint("https://api.github.com").graphQLURL == "https://api.github.com/graphql")
        #expect(try GitHubEndpoint("https://ghe.example.com/api/v3/").graphQLURL == "https://ghe.example.com/api/graphql")
        #expect(try GitHubEndpoint("http://127.0.0.1:8080").graphQLURL == "http://127.0.0.1:8080/graphql")
    }

    @Test func costIsGitHubsRounding() {
        #expect(GraphQLQueryPlan.cost(requests: 1) == 1)
        #expect(GraphQLQueryPlan.cost(requests: 50) == 1)
        #expect(GraphQLQueryPlan.cost(requests: 149) == 1)
        #expect(GraphQLQueryPlan.cost(requests: 150) == 2)
        #expect(GraphQLQueryPlan.cost(requests: 5_050) == 51)
        #expect(GraphQLQueryPlan.cost(requests: 5_101) == 51)
    }
}
