import Foundation
import Testing
import TestSupport
@testable import GHSearchCore

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
