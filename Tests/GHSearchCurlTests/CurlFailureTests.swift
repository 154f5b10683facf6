import CCurl
import GHSearchCLI
import Testing
import TestSupport
@testable import GHSearchCurl
import GHSearchGitHub

@Suite(.standardTimeLimit) struct CurlFailureTests {
    private func error(
        _ code: CURLcode, detail: String = "detail", capReached: Bool = false, headerCapReached: Bool = false,
        secrets: [String] = []
    ) -> HTTPError {
        CurlFailure(code: code, detail: detail, bodyCapReached: capReached, headerCapReached: headerCapReached,
                    maxBodyBytes: 100, secrets: secrets).httpError
    }

    @Test func mapsEachKindOfFailure() {
        #expect(error(CURLE_COULDNT_RESOLVE_HOST) == .hostNotFound("detail"))
        #expect(error(CURLE_COULDNT_RESOLVE_PROXY) == .hostNotFound("detail"))
        #expect(error(CURLE_COULDNT_CONNECT) == .couldNotConnect("detail"))
        #expect(error(CURLE_OPERATION_TIMEDOUT) == .timedOut("detail"))
        #expect(error(CURLE_FILESIZE_EXCEEDED) == .bodyTooLarge(limit: 100))
        #expect(error(CURLE_WRITE_ERROR, capReached: true) == .bodyTooLarge(limit: 100))
        for code in [CURLE_PARTIAL_FILE, CURLE_RECV_ERROR, CURLE_GOT_NOTHING, CURLE_SEND_ERROR, CURLE_BAD_CONTENT_ENCODING] {
            #expect(error(code) == .connectionFailed("detail"))
        }
        #expect(error(CURLE_WRITE_ERROR, headerCapReached: true) == .headerTooLarge)
        #expect(error(CURLE_OUT_OF_MEMORY, detail: "") == .headerTooLarge)
        #expect(error(CURLE_RECV_ERROR, detail: "Too large response headers: 307574 > 307200") == .headerTooLarge)
        #expect(error(CURLE_URL_MALFORMAT) == .invalidURL("detail"))
        #expect(error(CURLE_UNSUPPORTED_PROTOCOL) == .invalidURL("detail"))
    }

    @Test func aWriteErrorNotCausedByTheCapIsNotBodyTooLarge() {
        guard case .other(let message) = error(CURLE_WRITE_ERROR) else {
            Issue.record("expected .other")
            return
        }
        #expect(message.contains("libcurl error 23"))
    }

    @Test func withoutDetailTheGenericTextIsUsed() {
        #expect(error(CURLE_COULDNT_CONNECT, detail: "") == .couldNotConnect("Couldn't connect to server"))
    }

    @Test func otherCarriesGenericTextCodeAndDetail() {
        #expect(error(CURLE_SSL_CONNECT_ERROR, detail: "handshake failed")
            == .other("SSL connect error (libcurl error 35): handshake failed"))
    }

    @Test func credentialsNeverAppearInMessages() {
        let secrets = CurlFailure.secrets(in: HTTPHeaders([("authorization", "Bearer ghp_SECRETTOKEN")]))
        let mapped = error(CURLE_SSL_CONNECT_ERROR, detail: "echo ghp_SECRETTOKEN and Bearer ghp_SECRETTOKEN", secrets: secrets)
        #expect(mapped == .other("SSL connect error (libcurl error 35): echo [redacted] and [redacted]"))
        let connect = error(CURLE_COULDNT_CONNECT, detail: "token ghp_SECRETTOKEN", secrets: secrets)
        #expect(connect == .couldNotConnect("token [redacted]"))
    }
}
