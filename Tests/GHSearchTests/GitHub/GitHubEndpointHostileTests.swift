import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub

/// `--api-url` values a user could paste by mistake, or be tricked into.
@Suite(.standardTimeLimit) struct GitHubEndpointHostileTests {
    @Test(arguments: ["http://127.0.0.1:1/\u{1B}]0;x\u{7}", "http://127.0.0.1:1/api\nHost: evil", "http://127.0.0.1:1/a b",
                      "http://127.0.0.1:1/\u{0}", "http://127.0.0.1:1/\u{85}"])
    func controlsAndSpacesAreRefused(_ text: String) {
        #expect(throws: GitHubEndpoint.Problem.self) { try GitHubEndpoint(text) }
    }

    @Test func spacesAroundTheURLAreStillTrimmed() throws {
        #expect(try GitHubEndpoint("  http://127.0.0.1:1/api/v3/ ").baseURL == "http://127.0.0.1:1/api/v3")
    }

    @Test func credentialsAreRedactedForMessages() {
        #expect(GitHubEndpoint.redactingCredentials("http://user:pw@host:1/x@y") == "http://***@host:1/x@y")
        #expect(GitHubEndpoint.redactingCredentials("https://a@b@host") == "https://***@host")
        #expect(GitHubEndpoint.redactingCredentials("https://host/a@b") == "https://host/a@b")
        #expect(GitHubEndpoint.redactingCredentials("not a url @ all") == "not a url @ all")
    }
}
