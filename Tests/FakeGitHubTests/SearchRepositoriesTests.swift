import Foundation
import Testing
import TestSupport
@testable import FakeGitHub

/// `GET /search/repositories`: matching, qualifiers, visibility and order.
@Suite(.standardTimeLimit) struct SearchRepositoriesTests {
    private func search(_ q: String, _ extra: String = "", token: String? = nil,
                        in server: FakeGitHubServer) throws -> (RawHTTPResponse, SearchBody) {
        let headers = token.map { [("Authorization", "token \($0)")] } ?? []
        let response = try RawHTTPConnection(port: server.port)
            .request(SearchFixtures.searchTarget(q, extra), headers: headers)
        #expect(response.status == 200, "\(q): \(response.text)")
        return (response, try SearchBody(response))
    }

    @Test func termsMatchNameDescriptionAndTopicsForksAndPrivateLeftOut() async throws {
        try await TestServer.with(SearchFixtures.configuration()) { (server: FakeGitHubServer) throws in
            let (response, body) = try search("machine learning", in: server)
            // Best match: a term in the name counts most; bob/go-tools matches
            // through its topic "machine-learning" only.
            #expect(body.fullNames == ["alice/machine-learning-kit", "alice/learning-notes", "bob/go-tools", "acme/acme-ml"])
            #expect(body.totalCount == 4)
            #expect(body.incompleteResults == false)
            #expect(response.header("content-type") == "application/json; charset=utf-8")
            #expect(response.header("cache-control") == "no-cache")
            #expect(response.header("x-ratelimit-resource") == "search")
            #expect(body.items.allSatisfy { ($0["score"] as? Double) == 1.0 })
            #expect(body.items.first?["html_url"] as? String == "https://github.com/alice/machine-learning-kit")
            #expect((body.items.first?["owner"] as? [String: Any])?["login"] as? String == "alice")
        }
    }

    @Test func inRestrictsTheFieldsSearched() async throws {
        try await TestServer.with(SearchFixtures.configuration()) { (server: FakeGitHubServer) throws in
            #expect(try search("machine in:name", in: server).1.fullNames
                == ["bob/machine", "alice/machine-learning-kit", "alice/old-machine"])
            #expect(try search("machine in:description", in: server).1.fullNames.sorted()
                == ["acme/acme-ml", "alice/learning-notes", "alice/old-machine", "bob/machine"])
            #expect(try search("machine in:topics", in: server).1.fullNames == ["bob/go-tools"])
            #expect(try search("notes in:name,description", in: server).1.fullNames == ["alice/learning-notes"])
        }
    }

    @Test func accountLanguageAndTopicQualifiers() async throws {
        try await TestServer.with(SearchFixtures.configuration()) { (server: FakeGitHubServer) throws in
            // bob/shared-tool is listed under alice (a collaborator) but owned by bob.
            #expect(try search("user:bob", "sort=stars", in: server).1.fullNames
                == ["bob/go-tools", "bob/machine", "bob/shared-tool"])
            #expect(try search("user:BOB machine", in: server).1.fullNames == ["bob/machine", "bob/go-tools"])
            #expect(try search("org:acme", in: server).1.fullNames == ["acme/acme-ml"])
            #expect(try search("user:bob user:acme", "sort=stars&order=asc", in: server).1.fullNames
                == ["bob/shared-tool", "bob/machine", "acme/acme-ml", "bob/go-tools"])
            #expect(try search("machine language:swift", "sort=stars", in: server).1.fullNames
                == ["alice/machine-learning-kit", "acme/acme-ml"])
            #expect(try search("machine -language:swift", "sort=stars", in: server).1.fullNames
                == ["bob/go-tools", "alice/old-machine", "bob/machine", "alice/learning-notes"])
            #expect(try search("topic:cli", "sort=stars", in: server).1.fullNames == ["bob/go-tools", "bob/machine"])
            #expect(try search("topic:cli topic:machine-learning", in: server).1.fullNames == ["bob/go-tools"])
            #expect(try search(#"language:"Markdown" notes"#, in: server).1.fullNames == ["alice/learning-notes"])
        }
    }

    @Test func starRangesInEveryForm() async throws {
        try await TestServer.with(SearchFixtures.configuration()) { (server: FakeGitHubServer) throws in
            func names(_ range: String) throws -> [String] {
                try search("stars:\(range)", "sort=stars&order=asc", in: server).1.fullNames
            }
            // Public non-fork, non-archived-filtered stars: 3, 5, 7, 40, 50, 120, 300.
            #expect(try names("7") == ["bob/machine"])
            #expect(try names(">50") == ["alice/machine-learning-kit", "bob/go-tools"])
            #expect(try names(">=50") == ["acme/acme-ml", "alice/machine-learning-kit", "bob/go-tools"])
            #expect(try names("<5") == ["bob/shared-tool"])
            #expect(try names("<=5") == ["bob/shared-tool", "alice/learning-notes"])
            #expect(try names("5..40") == ["alice/learning-notes", "bob/machine", "alice/old-machine"])
            #expect(try names("*..5") == ["bob/shared-tool", "alice/learning-notes"])
            #expect(try names("100..*") == ["alice/machine-learning-kit", "bob/go-tools"])
            #expect(try search("forks:>=30", "sort=forks", in: server).1.fullNames == ["bob/go-tools", "alice/machine-learning-kit"])
            // A value that is not a range is text, which matches nothing here.
            #expect(try search("stars:lots", in: server).1.totalCount == 0)
        }
    }

    @Test func forksArchivedAndVisibilityQualifiers() async throws {
        try await TestServer.with(SearchFixtures.configuration()) { (server: FakeGitHubServer) throws in
            #expect(try search("machine learning fork:true", in: server).1.fullNames.contains("alice/tensor-fork"))
            #expect(try search("machine fork:only", in: server).1.fullNames == ["alice/tensor-fork"])
            #expect(try search("machine fork:false", in: server).1.fullNames.contains("alice/tensor-fork") == false)
            #expect(try search("machine", in: server).1.fullNames.contains("alice/old-machine"))
            #expect(try search("machine archived:false", in: server).1.fullNames.contains("alice/old-machine") == false)
            #expect(try search("machine archived:true", in: server).1.fullNames == ["alice/old-machine"])
            #expect(try search("machine is:private", in: server).1.totalCount == 0)
        }
    }

    @Test func privateRepositoriesOnlyForTheirOwnerOrOrganisationMembers() async throws {
        try await TestServer.with(SearchFixtures.configuration()) { (server: FakeGitHubServer) throws in
            let alice = try search("machine is:private", "sort=stars", token: SearchFixtures.aliceToken, in: server).1
            #expect(alice.fullNames == ["acme/acme-internal", "alice/secret-plans"])
            #expect(alice.items.first?["private"] as? Bool == true)
            #expect(alice.items.first?["visibility"] as? String == "private")
            let carol = try search("machine is:private", token: SearchFixtures.carolToken, in: server).1
            #expect(carol.totalCount == 0)
            let stranger = try search("notes is:private", token: "someone-else", in: server).1
            #expect(stranger.totalCount == 0)
            #expect(try search("notes is:private", token: SearchFixtures.carolToken, in: server).1.fullNames == ["carol/diary"])
        }
    }

    @Test func sortAndOrderParameters() async throws {
        try await TestServer.with(SearchFixtures.configuration()) { (server: FakeGitHubServer) throws in
            #expect(try search("machine", "sort=stars", in: server).1.fullNames
                == ["bob/go-tools", "alice/machine-learning-kit", "acme/acme-ml", "alice/old-machine", "bob/machine", "alice/learning-notes"])
            #expect(try search("machine", "sort=stars&order=asc", in: server).1.fullNames.first == "alice/learning-notes")
            #expect(try search("machine", "sort=updated", in: server).1.fullNames.first == "alice/learning-notes")
            #expect(try search("machine", "sort=help-wanted-issues", in: server).1.fullNames.first == "alice/learning-notes")
            // order counts only with a sort; an unknown sort is best match.
            #expect(try search("machine", "order=asc", in: server).1.fullNames == search("machine", in: server).1.fullNames)
            #expect(try search("machine", "sort=bogus", in: server).1.fullNames == search("machine", in: server).1.fullNames)
            // The web search's sort: qualifier.
            #expect(try search("machine sort:stars-asc", in: server).1.fullNames.first == "alice/learning-notes")
            // Best match puts an exact name first.
            #expect(try search("machine", in: server).1.fullNames.first == "bob/machine")
        }
    }

    @Test func incompleteResultsCanBeSwitchedOn() async throws {
        try await TestServer.with(SearchFixtures.configuration()) { (server: FakeGitHubServer) throws in
            #expect(try search("machine", in: server).1.incompleteResults == false)
            server.setSearchIncompleteResults(true)
            let (_, body) = try search("machine", in: server)
            #expect(body.incompleteResults == true)
            #expect(body.totalCount == 6)
        }
    }

    @Test func etagAnswersAFree304() async throws {
        try await TestServer.with(SearchFixtures.configuration()) { (server: FakeGitHubServer) throws in
            let connection = try RawHTTPConnection(port: server.port)
            let first = try connection.request(SearchFixtures.searchTarget("machine"))
            let etag = try #require(first.header("etag"))
            #expect(first.header("x-ratelimit-remaining") == "9")
            let second = try connection.request(SearchFixtures.searchTarget("machine"), headers: [("If-None-Match", etag)])
            #expect(second.status == 304)
            #expect(second.body.isEmpty)
            #expect(second.header("etag") == etag)
            #expect(second.header("x-ratelimit-remaining") == "9")
            #expect(second.header("x-ratelimit-resource") == "search")
            let other = try connection.request(SearchFixtures.searchTarget("learning"), headers: [("If-None-Match", etag)])
            #expect(other.status == 200)
            #expect(other.header("x-ratelimit-remaining") == "8")
        }
    }

    @Test func apiV3PrefixServesSearchWithItsLinks() async throws {
        var configuration = SearchFixtures.configuration()
        configuration.defaultPerPage = 2
        try await TestServer.with(configuration) { (server: FakeGitHubServer) throws in
            let response = try RawHTTPConnection(port: server.port).request("/api/v3/search/repositories?q=machine")
            #expect(response.status == 200)
            #expect(try SearchBody(response).items.count == 2)
            let link = try #require(response.header("link"))
            #expect(link.hasPrefix("<\(server.baseURL)/api/v3/search/repositories?q=machine&page=2>; rel=\"next\""))
        }
    }

    @Test func otherMethodsAreGitHubsNotFound() async throws {
        try await TestServer.with(SearchFixtures.configuration()) { (server: FakeGitHubServer) throws in
            let response = try RawHTTPConnection(port: server.port).request("/search/repositories?q=machine", method: "DELETE")
            #expect(response.status == 404)
            #expect(response.text == GitHubErrorBodies.notFoundGeneric)
        }
    }
}
