import Foundation
import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub
@testable import GHSearchText

/// A wrong `--api-url` is named as such: an answer that carries none of
/// GitHub's marks (its headers, its error body) is not read as an unknown
/// user or a broken list, while GitHub's own answers, recorded and
/// documented, keep their meaning (`RecordedAnswersTests.mapsRecordedErrors`).
@Suite(.standardTimeLimit) struct NotGitHubAPITests {
    static let gitHubHeaders = HTTPHeaders([("x-github-request-id", "E198:4063:33BD6:375FF:652AAB04")])
    static let html = Array("<html><head><title>404 Not Found</title></head><body>nginx</body></html>".utf8)

    func mapped(_ status: Int, _ body: String, headers: HTTPHeaders = HTTPHeaders()) -> GitHubError {
        GitHubClient.error(for: HTTPResponse(status: status, headers: headers, body: Array(body.utf8)), login: "octocat", rateLimit: nil)
    }

    @Test func gitHubs404StillMeansAnUnknownUser() {
        // Today's body (errors/observed_texts.json), even without its headers.
        #expect(mapped(404, #"{"message":"Not Found","documentation_url":"https://docs.github.com/rest/repos/repos#list-repositories-for-a-user","status":"404"}"#)
            == .userNotFound("octocat"))
        // Any one of the headers GitHub sends with every answer.
        for name in ["X-GitHub-Request-Id", "x-github-media-type", "X-RateLimit-Limit"] {
            #expect(mapped(404, "", headers: HTTPHeaders([(name, "1")])) == .userNotFound("octocat"), "\(name)")
        }
    }

    @Test(arguments: [
        (404, #"{"message":"404 Not Found"}"#),  // GitLab's API
        (404, #"{"error":"404 Not Found"}"#),
        (404, "<html><head><title>404 Not Found</title></head></html>"),
        (404, ""),
        (403, "<html>Forbidden</html>"),
        (401, "Unauthorized"),
    ])
    func anotherServersAnswerIsNotAnUnknownUser(_ status: Int, _ body: String) {
        #expect(mapped(status, body) == .notGitHubAPI)
    }

    @Test func aSearchSaysItToo() {
        let gitLab = HTTPResponse(status: 404, body: Array(#"{"message":"404 Not Found"}"#.utf8))
        #expect(GitHubClient.searchError(for: gitLab, rateLimit: nil) == .notGitHubAPI)
        let gitHubs = HTTPResponse(status: 404, headers: Self.gitHubHeaders, body: Array(#"{"message":"Not Found"}"#.utf8))
        #expect(GitHubClient.searchError(for: gitHubs, rateLimit: nil) == .unexpectedStatus(404, message: "Not Found"))
    }

    @Test func fiveHundredsStayServerErrorsAndJSONFromAnyoneKeepsItsMeaning() {
        #expect(mapped(502, "<html>Bad Gateway</html>") == .serverError(status: 502), "retried, not judged")
        #expect(mapped(401, #"{"message":"Bad credentials"}"#) == .badCredentials(message: "Bad credentials"))
        #expect(mapped(404, "<html></html>", headers: Self.gitHubHeaders) == .userNotFound("octocat"))
    }

    @Test func anHTMLPageAnswered200IsNotAnAPI() async throws {
        let endpoint = try GitHubEndpoint("http://127.0.0.1:1/api/v4")
        let url = endpoint.repositoriesURL(login: "octocat", options: ListOptions())
        let foreign = GitHubClient(endpoint: endpoint, http: ScriptedHTTPClient(HTTPResponse(status: 200, body: Self.html)), token: nil)
        await #expect(throws: GitHubError.notGitHubAPI) { try await foreign.fetchPage(url, login: "octocat") }
        // From GitHub (its headers), a page that is not JSON is a broken answer, as before.
        let broken = GitHubClient(endpoint: endpoint, http: ScriptedHTTPClient(
            HTTPResponse(status: 200, headers: Self.gitHubHeaders, body: Self.html)), token: nil)
        await #expect(throws: GitHubError.invalidResponse("the server's answer is not JSON")) {
            try await broken.fetchPage(url, login: "octocat")
        }
    }

    @Test func theMessageNamesTheAPIRootInBothLanguages() {
        #expect(GitHubError.notGitHubAPI.describe(apiURL: "http://host/api/v4")
            == "http://host/api/v4 does not look like a GitHub API root; check --api-url.")
        #expect(Catalogue.korean.describe(.notGitHubAPI, apiURL: "http://host/api/v4", now: Date())
            == "http://host/api/v4은(는) GitHub API 루트로 보이지 않습니다; --api-url을 확인하세요.")
        #expect(GitHubError.notGitHubAPI.exitStatus == .failure)
    }
}
