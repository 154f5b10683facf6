import Foundation
import Testing
import TestSupport
@testable import FakeGitHub

/// `GET /user/repos`: the token's own, collaborator and organisation
/// repositories, private ones included.
@Suite(.standardTimeLimit) struct OwnRepositoriesTests {
    private func names(_ target: String, token: String = SearchFixtures.aliceToken,
                       in server: FakeGitHubServer) throws -> [String] {
        let response = try RawHTTPConnection(port: server.port).request(target, headers: [("Authorization", "token \(token)")])
        #expect(response.status == 200, "\(target): \(response.text)")
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [[String: Any]])
        return objects.compactMap { $0["full_name"] as? String }
    }

    @Test func withoutATokenItRequiresAuthentication() async throws {
        try await TestServer.with(SearchFixtures.configuration()) { (server: FakeGitHubServer) throws in
            let response = try RawHTTPConnection(port: server.port).request("/user/repos")
            #expect(response.status == 401)
            #expect(response.text == #"{"message":"Requires authentication","documentation_url":"https://docs.github.com/rest/repos/repos#list-repositories-for-the-authenticated-user","status":"401"}"#)
            #expect(response.header("x-ratelimit-resource") == "core")
            #expect(response.header("x-ratelimit-remaining") == "60")
            server.rejectToken("bad")
            let refused = try RawHTTPConnection(port: server.port).request("/user/repos", headers: [("Authorization", "token bad")])
            #expect(refused.status == 401)
            #expect(refused.text == GitHubErrorBodies.badCredentials)
        }
    }

    @Test func everyAffiliationByDefaultPrivateIncludedSortedByFullName() async throws {
        try await TestServer.with(SearchFixtures.configuration()) { (server: FakeGitHubServer) throws in
            #expect(try names("/user/repos", in: server) == [
                "acme/acme-internal", "acme/acme-ml", "alice/learning-notes", "alice/machine-learning-kit",
                "alice/old-machine", "alice/secret-plans", "alice/tensor-fork", "bob/shared-tool",
            ])
            let response = try RawHTTPConnection(port: server.port)
                .request("/user/repos", headers: [("Authorization", "token \(SearchFixtures.aliceToken)")])
            #expect(response.header("x-ratelimit-resource") == "core")
            #expect(response.header("x-ratelimit-remaining") == "58")
            #expect(response.header("cache-control") == "private, max-age=60, s-maxage=60")
            #expect(try names("/user/repos", token: SearchFixtures.carolToken, in: server) == ["carol/diary"])
            #expect(try names("/user/repos", token: "unknown-token", in: server) == [])
        }
    }

    @Test func affiliationVisibilityAndType() async throws {
        try await TestServer.with(SearchFixtures.configuration()) { (server: FakeGitHubServer) throws in
            #expect(try names("/user/repos?affiliation=owner", in: server) == [
                "alice/learning-notes", "alice/machine-learning-kit", "alice/old-machine", "alice/secret-plans", "alice/tensor-fork",
            ])
            #expect(try names("/user/repos?affiliation=collaborator", in: server) == ["bob/shared-tool"])
            #expect(try names("/user/repos?affiliation=organization_member", in: server) == ["acme/acme-internal", "acme/acme-ml"])
            #expect(try names("/user/repos?affiliation=owner,organization_member&visibility=private", in: server)
                == ["acme/acme-internal", "alice/secret-plans"])
            #expect(try names("/user/repos?visibility=public&affiliation=organization_member", in: server) == ["acme/acme-ml"])
            #expect(try names("/user/repos?type=member", in: server) == ["acme/acme-internal", "acme/acme-ml", "bob/shared-tool"])
            #expect(try names("/user/repos?type=private", in: server) == ["acme/acme-internal", "alice/secret-plans"])
            #expect(try names("/user/repos?type=owner&sort=updated", in: server).prefix(2)
                == ["alice/learning-notes", "alice/machine-learning-kit"])
            #expect(try names("/user/repos?affiliation=owner&direction=desc", in: server).first == "alice/tensor-fork")
        }
    }

    @Test func typeWithVisibilityOrAffiliationIsGitHubs422() async throws {
        try await TestServer.with(SearchFixtures.configuration()) { (server: FakeGitHubServer) throws in
            let connection = try RawHTTPConnection(port: server.port)
            for target in ["/user/repos?type=all&visibility=all", "/user/repos?affiliation=owner&type=owner"] {
                let response = try connection.request(target, headers: [("Authorization", "token \(SearchFixtures.aliceToken)")])
                #expect(response.status == 422)
                #expect(response.text == #"{"message":"If you specify visibility or affiliation, you cannot specify type.","status":"422"}"#)
            }
        }
    }

    @Test func pagesLinkBackToUserReposWithCommasEncoded() async throws {
        try await TestServer.with(SearchFixtures.configuration()) { (server: FakeGitHubServer) throws in
            let connection = try RawHTTPConnection(port: server.port)
            let headers = [("Authorization", "token \(SearchFixtures.aliceToken)")]
            let first = try connection.request("/user/repos?per_page=3&affiliation=owner,collaborator", headers: headers)
            let base = server.baseURL + "/user/repos?per_page=3&affiliation=owner%2Ccollaborator"
            #expect(first.header("link") == "<\(base)&page=2>; rel=\"next\", <\(base)&page=2>; rel=\"last\"")
            let etag = try #require(first.header("etag"))
            let again = try connection.request("/user/repos?per_page=3&affiliation=owner,collaborator",
                                               headers: headers + [("If-None-Match", etag)])
            #expect(again.status == 304)
            let second = try connection.request("/user/repos?per_page=3&affiliation=owner%2Ccollaborator&page=2", headers: headers)
            let objects = try #require(try JSONSerialization.jsonObject(with: Data(second.body)) as? [[String: Any]])
            #expect(objects.compactMap { $0["full_name"] as? String } == ["alice/secret-plans", "alice/tensor-fork", "bob/shared-tool"])
            #expect(objects.first?["private"] as? Bool == true)
            #expect(second.header("link") == "<\(base)&page=1>; rel=\"prev\", <\(base)&page=1>; rel=\"first\"")
        }
    }
}
