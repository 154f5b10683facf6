import Foundation
import Testing
import TestSupport
@testable import FakeGitHub

/// Whether an answer looks like GitHub's API is told by its headers
/// (`X-GitHub-Request-Id`, `X-GitHub-Media-Type`), so the fake sends them
/// on every answer as api.github.com does — and, as another server at a
/// wrong `--api-url`, none of them (`ForeignServer`).
@Suite(.standardTimeLimit) struct ForeignServerTests {
    @Test func everyAnswerOfTheFakeCarriesGitHubsHeaders() async throws {
        try await TestServer.with { server in
            let connection = try RawHTTPConnection(port: server.port)
            let targets = ["/users/octocat/repos", "/users/nobody-here/repos", "/repos/octocat/x", "/user/583231/repos",
                           "/search/repositories?q=a", "/user/repos", "/rate_limit", "/no/such/path"]
            for target in targets {
                let response = try connection.request(target)
                #expect(response.header("x-github-request-id") != nil, "\(target): \(response.status)")
                #expect(response.header("x-github-media-type") != nil, "\(target): \(response.status)")
            }
            let first = try connection.request("/users/octocat/repos")
            let etag = try #require(first.header("etag"))
            let notModified = try connection.request("/users/octocat/repos", headers: [("If-None-Match", etag)])
            #expect(notModified.status == 304 && notModified.header("x-github-request-id") != nil)
        }
    }

    @Test(arguments: ForeignServer.allCases)
    func aForeignServerSendsNoneOfThem(_ kind: ForeignServer) async throws {
        var configuration = FakeGitHubConfiguration(users: TestServer.standardUsers)
        configuration.foreignServer = kind
        try await TestServer.with(configuration) { server in
            let connection = try RawHTTPConnection(port: server.port)
            for target in ["/users/octocat/repos", "/api/v4/users/octocat/repos?per_page=100", "/search/repositories?q=a"] {
                let response = try connection.request(target)
                #expect(response.status == (kind == .webPage ? 200 : 404), "\(target)")
                for name in ["x-github-request-id", "x-github-media-type", "x-ratelimit-limit", "x-ratelimit-remaining"] {
                    #expect(response.header(name) == nil, "\(kind) \(target): \(name)")
                }
                #expect(!response.text.contains("documentation_url"))
            }
            #expect(server.requests.count == 3, "every request is logged")
            server.setForeignServer(nil)
            let github = try connection.request("/users/octocat/repos")
            #expect(github.status == 200 && github.header("x-github-request-id") != nil, "and GitHub again")
        }
    }
}
