import GHSearchCLI
import Testing
import TestSupport
@testable import GHSearchCurl
import GHSearchGitHub

@Suite(.standardTimeLimit) struct RequestValidationTests {
    @Test func acceptsOrdinaryRequests() throws {
        let request = HTTPRequest(
            url: "https://api.github.com/users/x/repos",
            headers: HTTPHeaders([("Accept", "application/vnd.github+json"), ("X-Empty", "")])
        )
        try RequestValidation.check(request)
    }

    @Test func refusesHeaderInjection() {
        let request = HTTPRequest(url: "http://127.0.0.1/", headers: HTTPHeaders([("X-A", "1\r\nX-B: 2")]))
        #expect(throws: HTTPError.other("The value of request header X-A contains a line break or NUL")) {
            try RequestValidation.check(request)
        }
    }

    @Test func refusesBadFieldNames() {
        for name in ["", "Bad Name", "Colon:", "Ünicode"] {
            let request = HTTPRequest(url: "http://127.0.0.1/", headers: HTTPHeaders([(name, "v")]))
            #expect(throws: HTTPError.other("A request header name is not a valid HTTP field name")) {
                try RequestValidation.check(request)
            }
        }
    }

    @Test func refusesNULInTheURL() {
        #expect(throws: HTTPError.invalidURL("The URL contains a NUL character")) {
            try RequestValidation.check(HTTPRequest(url: "http://127.0.0.1/\0evil"))
        }
    }
}
