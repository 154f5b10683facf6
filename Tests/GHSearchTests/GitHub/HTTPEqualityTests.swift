import Testing
import TestSupport
import GHSearchGitHub

/// Requests and responses compare by what they ask for and carry: a body
/// reader by whether it rides along and keeps the body, not by which
/// closure; read content by whether there is any, not by its value.
@Suite(.standardTimeLimit) struct HTTPEqualityTests {
    private static func reader(keepsBody: Bool, answer: Int) -> HTTPBodyReader {
        HTTPBodyReader(keepsBody: keepsBody) { _ in answer }
    }

    @Test func requestsCompareTheirBodyReadersByWhetherTheyKeepTheBody() {
        let url = "https://api.github.com/x"
        let keeping = HTTPRequest(url: url, bodyReader: Self.reader(keepsBody: true, answer: 1))
        #expect(keeping == HTTPRequest(url: url, bodyReader: Self.reader(keepsBody: true, answer: 2)))
        #expect(keeping != HTTPRequest(url: url, bodyReader: Self.reader(keepsBody: false, answer: 1)))
        #expect(keeping != HTTPRequest(url: url))
        #expect(HTTPRequest(url: url) == HTTPRequest(url: url))
        #expect(HTTPRequest(url: url) != HTTPRequest(url: url, body: []))
        #expect(HTTPRequest(url: url) != HTTPRequest(url: url, maxBodyBytes: 1))
        #expect(HTTPRequest(url: url) != HTTPRequest(url: url, timeout: .seconds(1)))
        #expect(HTTPRequest(url: url) != HTTPRequest(url: url, connectTimeout: .seconds(1)))
        #expect(HTTPRequest(url: url) != HTTPRequest(url: url, headers: HTTPHeaders([("a", "b")])))
        #expect(HTTPRequest(url: url) != HTTPRequest(url: url + "y"))
    }

    @Test func responsesCompareTheirContentByWhetherThereIsAny() {
        #expect(HTTPResponse(status: 200, content: 1) == HTTPResponse(status: 200, content: "other"))
        #expect(HTTPResponse(status: 200, content: 1) != HTTPResponse(status: 200))
        #expect(HTTPResponse(status: 200) != HTTPResponse(status: 200, body: [1]))
        #expect(HTTPResponse(status: 200) != HTTPResponse(status: 304))
    }
}
