import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub

@Suite(.standardTimeLimit) struct TokenRedactorTests {
    let redactor = TokenRedactor(token: " ghp_abcdefgh1234 ")

    @Test func everyOccurrenceIsReplaced() {
        #expect(redactor.redact("a ghp_abcdefgh1234 b ghp_abcdefgh1234ghp_abcdefgh1234") == "a [redacted] b [redacted][redacted]")
        #expect(redactor.redact("ghp_abcdefgh123") == "ghp_abcdefgh123", "a prefix is not the token")
        #expect(redactor.redact("") == "")
        #expect(redactor.redact(Array(#"{"m":"ghp_abcdefgh1234"}"#.utf8)) == Array(#"{"m":"[redacted]"}"#.utf8))
        #expect(redactor.redact("überghp_abcdefgh1234é") == "über[redacted]é")
    }

    @Test func noTokenOrAShortOneChangesNothing() {
        #expect(TokenRedactor(token: nil).redact("ghp_x") == "ghp_x")
        #expect(TokenRedactor(token: "abc").redact("abcabc") == "abcabc")
    }

    @Test func childrenGetNoToken() {
        let scrubbed = ChildEnvironment.scrubbed(["GH_TOKEN": "a", "GITHUB_TOKEN": "b", "GH_ENTERPRISE_TOKEN": "c",
                                                  "GITHUB_ENTERPRISE_TOKEN": "d", "PATH": "/bin", "BROWSER": "x"])
        #expect(scrubbed == ["PATH": "/bin", "BROWSER": "x"])
    }

    @Test func serverTextInErrorsIsRedacted() {
        let error = GitHubError.forbidden(message: "no ghp_abcdefgh1234 here").redacted(by: redactor)
        #expect(error == .forbidden(message: "no [redacted] here"))
        #expect(GitHubError.userNotFound("ghp_abcdefgh1234").redacted(by: redactor) == .userNotFound("ghp_abcdefgh1234"),
                "what the user typed is theirs")
    }
}
