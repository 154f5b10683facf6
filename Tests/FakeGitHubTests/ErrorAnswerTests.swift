import Foundation
import Testing
import TestSupport
@testable import FakeGitHub

@Suite(.standardTimeLimit) struct ErrorAnswerTests {
    @Test func unknownUserGetsGitHubsModern404Body() async throws {
        try await TestServer.with { server in
            let response = try RawHTTPConnection(port: server.port).request("/users/nobody-here/repos")
            #expect(response.status == 404)
            #expect(response.text == #"{"message":"Not Found","documentation_url":"https://docs.github.com/rest/repos/repos#list-repositories-for-a-user","status":"404"}"#)
            #expect(response.header("content-type") == "application/json; charset=utf-8")
            #expect(response.header("x-ratelimit-remaining") == "59")
        }
    }

    @Test func unknownPathGetsGeneric404() async throws {
        try await TestServer.with { server in
            let connection = try RawHTTPConnection(port: server.port)
            for target in ["/repos/octocat/x", "/users/octocat/repos/", "/user/abc/repos", "/user/999/repos"] {
                let response = try connection.request(target)
                #expect(response.status == 404, "\(target)")
                #expect(response.text == #"{"message":"Not Found","documentation_url":"https://docs.github.com/rest","status":"404"}"#)
            }
        }
    }

    @Test func encodedSlashInLoginIsPartOfTheLoginNotAPathSeparator() async throws {
        var users = TestServer.standardUsers
        users.append(FakeUser(login: "a", id: 77))
        try await TestServer.with(FakeGitHubConfiguration(users: users)) { server in
            let response = try RawHTTPConnection(port: server.port).request("/users/a%2Fb/repos")
            #expect(response.status == 404)
            #expect(response.text.contains("list-repositories-for-a-user"))
            #expect(server.requests.first?.pathSegments == ["users", "a/b", "repos"])
        }
    }

    @Test func loginMatchesCaseInsensitivelyAndPercentDecoded() async throws {
        try await TestServer.with { server in
            let response = try RawHTTPConnection(port: server.port).request("/users/%4FctoCAT/repos")
            #expect(response.status == 200)
            #expect(try count(response) == 8)
        }
    }

    @Test func rejectedTokenGets401BadCredentials() async throws {
        try await TestServer.with { server in
            server.rejectToken("ghp_revoked")
            let response = try RawHTTPConnection(port: server.port)
                .request("/users/octocat/repos", headers: [("Authorization", "Bearer ghp_revoked")])
            #expect(response.status == 401)
            #expect(response.text == #"{"message":"Bad credentials","documentation_url":"https://docs.github.com/rest","status":"401"}"#)
        }
    }

    @Test func malformedRequestGets400AndClose() async throws {
        try await TestServer.with { server in
            let connection = try RawHTTPConnection(port: server.port)
            try connection.send("NONSENSE\r\n\r\n")
            let response = try connection.readResponse()
            #expect(response.status == 400)
            #expect(try connection.readsEndOfStream())
        }
    }
}
