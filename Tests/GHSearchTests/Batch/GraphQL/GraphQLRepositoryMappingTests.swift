import Foundation
import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub
@testable import GHSearchScripting

/// A GraphQL repository node gives the same `Repository`, field for field,
/// as the REST object of the same repository.
@Suite(.standardTimeLimit) struct GraphQLRepositoryMappingTests {
    /// One repository as `GET /users/octocat/repos` lists it (trimmed of the
    /// fields ghsearch does not read).
    static let rest = #"""
        {"id":1296269,"name":"Hello-World","full_name":"octocat/Hello-World","private":false,
         "owner":{"login":"octocat","id":1,"avatar_url":"https://avatars.githubusercontent.com/u/583231?v=4","html_url":"https://github.com/octocat"},
         "html_url":"https://github.com/octocat/Hello-World","description":"My first repository \u001b[2J on GitHub!","fork":true,
         "created_at":"2011-01-26T19:01:12Z","updated_at":"2011-01-26T19:14:43Z","pushed_at":"2011-01-26T19:06:43Z",
         "ssh_url":"git@github.com:octocat/Hello-World.git","clone_url":"https://github.com/octocat/Hello-World.git",
         "homepage":"","size":108,"stargazers_count":80,"watchers_count":80,"language":"C","forks_count":9,"archived":true,
         "open_issues_count":7,"license":{"key":"mit","name":"MIT License","spdx_id":"MIT"},"is_template":false,
         "topics":["octocat","atom","electron","api"],"visibility":"public","default_branch":"master"}
        """#

    /// The same repository as a GraphQL node with every field ghsearch asks for.
    static let node = #"""
        {"name":"Hello-World","nameWithOwner":"octocat/Hello-World","url":"https://github.com/octocat/Hello-World",
         "description":"My first repository \u001b[2J on GitHub!","primaryLanguage":{"name":"C"},"homepageUrl":"",
         "stargazerCount":80,"forkCount":9,"diskUsage":108,"isFork":true,"isArchived":true,"isTemplate":false,"isPrivate":false,
         "visibility":"PUBLIC","defaultBranchRef":{"name":"master"},
         "repositoryTopics":{"nodes":[{"topic":{"name":"octocat"}},{"topic":{"name":"atom"}},{"topic":{"name":"electron"}},{"topic":{"name":"api"}}]},
         "licenseInfo":{"key":"mit","name":"MIT License","spdxId":"MIT"},
         "owner":{"login":"octocat","avatarUrl":"https://avatars.githubusercontent.com/u/583231?v=4"},
         "createdAt":"2011-01-26T19:01:12Z","updatedAt":"2011-01-26T19:14:43Z","pushedAt":"2011-01-26T19:06:43Z",
         "sshUrl":"git@github.com:octocat/Hello-World.git","issues":{"totalCount":5},"pullRequests":{"totalCount":2}}
        """#

    static func fromREST(_ text: String) throws -> Repository {
        try #require(try RepositoryDecoder.decode(Array("[\(text)]".utf8)).first)
    }

    static func fromGraphQL(_ text: String) throws -> Repository {
        try #require(GraphQLJSON.parse(Array(text.utf8)).flatMap(GraphQLRepositoryMapping.repository))
    }

    @Test(arguments: RepositoryField.repositoryFields)  // `starred_at` is the edge's, not the node's
    func everyFieldPrintsAsRESTPrintsIt(_ field: RepositoryField) throws {
        let rest = try Self.fromREST(Self.rest)
        let graphQL = try Self.fromGraphQL(Self.node)
        #expect(RepositoryField.jsonObject(graphQL, fields: [field]) == RepositoryField.jsonObject(rest, fields: [field]))
        #expect(RepositoryField.jsonObject(graphQL, fields: [field]) != "{\"\(field.rawValue)\":null}", "the fixture sets \(field)")
    }

    @Test func nullsAndMissingObjectsStayNull() throws {
        let rest = try Self.fromREST(#"{"name":"x","description":null,"language":null,"license":null,"pushed_at":null,"homepage":null}"#)
        let graphQL = try Self.fromGraphQL(#"{"name":"x","description":null,"primaryLanguage":null,"licenseInfo":null,"pushedAt":null,"homepageUrl":null}"#)
        for field in [RepositoryField.description, .language, .license, .pushed_at, .homepage] {
            #expect(RepositoryField.jsonObject(graphQL, fields: [field]) == RepositoryField.jsonObject(rest, fields: [field]))
        }
    }

    @Test func aNodeWithoutANameIsSkippedAndWrongTypesAreNil() throws {
        #expect(GraphQLJSON.parse(Array(#"{"nameWithOwner":"a/b"}"#.utf8)).flatMap(GraphQLRepositoryMapping.repository) == nil)
        #expect(GraphQLJSON.parse(Array("null".utf8)).flatMap(GraphQLRepositoryMapping.repository) == nil)
        let odd = try Self.fromGraphQL(#"{"name":"x","stargazerCount":"80","isFork":1,"repositoryTopics":{"nodes":[{"topic":null},{"topic":{"name":7}}]}}"#)
        #expect(odd.stargazersCount == nil && odd.isFork == nil && odd.topics == [])
    }

    @Test func theSelectionAsksOnlyForWhatIsPrinted() {
        let plain = GraphQLRepositorySelection(fields: BatchRecord.defaultFields)
        #expect(plain.selections == ["name", "databaseId", "url"])
        #expect(!plain.isCostly && plain.requests(first: 100) == 1 && plain.nodes(first: 100) == 100)
        let stars = GraphQLRepositorySelection(fields: [.name], sortsByStars: true)
        #expect(stars.selections == ["name", "databaseId", "stargazerCount"])
        let all = GraphQLRepositorySelection(fields: RepositoryField.allCases)
        #expect(all.nestedConnections == 3 && all.isCostly)
        #expect(all.requests(first: 100) == 301 && all.nodes(first: 100) == 100 + 100 * 20)
        #expect(all.selections.contains("owner { login avatarUrl }"))
        #expect(all.selections.filter { $0 == "url" }.count == 1, "html_url and clone_url share url")
        // Every selection of every field is one the fake's schema (and GitHub's) knows.
        let known = ["name", "databaseId", "nameWithOwner", "url", "description", "primaryLanguage", "homepageUrl", "stargazerCount", "forkCount",
                     "diskUsage", "isFork", "isArchived", "isTemplate", "isPrivate", "visibility", "defaultBranchRef", "repositoryTopics",
                     "licenseInfo", "owner", "createdAt", "updatedAt", "pushedAt", "sshUrl", "issues", "pullRequests"]
        #expect(all.selections.allSatisfy { selection in known.contains { selection == $0 || selection.hasPrefix($0 + " ") || selection.hasPrefix($0 + "(") } })
    }
}
