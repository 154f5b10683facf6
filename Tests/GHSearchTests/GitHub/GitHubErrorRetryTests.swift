import GHSearchCLI
import Testing
import TestSupport
import GHSearchGitHub

/// Which failures another attempt may cure: only those are retried.
@Suite(.standardTimeLimit) struct GitHubErrorRetryTests {
    @Test(arguments: [HTTPError.timedOut("t"), .couldNotConnect("refused"), .connectionFailed("reset"), .hostNotFound("dns")])
    func transientTransportFailuresAreRetried(_ error: HTTPError) {
        #expect(GitHubError.transport(error).isRetryable)
    }

    /// A certificate problem (libcurl's error 60 arrives as `.other`) fails
    /// the same way every time: retrying would only delay the message.
    @Test(arguments: [HTTPError.other("SSL certificate problem: self-signed certificate (libcurl error 60)"),
                      .bodyTooLarge(limit: 1), .invalidURL("x"), .cancelled])
    func failuresThatWouldRecurAreNotRetried(_ error: HTTPError) {
        #expect(!GitHubError.transport(error).isRetryable)
    }
}
