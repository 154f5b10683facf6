import GHSearchCLI
import Testing
import TestSupport
@testable import GHSearchCurl
import GHSearchGitHub

@Suite(.standardTimeLimit) struct ResponseHeaderCollectorTests {
    private func collect(_ lines: [String]) -> HTTPHeaders {
        var collector = ResponseHeaderCollector()
        for line in lines {
            Array(line.utf8).withUnsafeBytes { collector.consume(line: $0) }
        }
        return collector.headers
    }

    @Test func trimsNamesAndValuesAndKeepsOrder() {
        let headers = collect(["HTTP/1.1 200 OK\r\n", "Content-Type:  application/json \r\n", "ETag:\t\"abc\"\r\n", "\r\n"])
        #expect(headers == HTTPHeaders([("Content-Type", "application/json"), ("ETag", "\"abc\"")]))
    }

    @Test func aNewStatusLineStartsAfresh() {
        let headers = collect([
            "HTTP/1.1 100 Continue\r\n", "X-Early: 1\r\n", "\r\n",
            "HTTP/1.1 200 OK\r\n", "X-Final: 2\r\n", "\r\n",
        ])
        #expect(headers == HTTPHeaders([("X-Final", "2")]))
    }

    @Test func keepsRepeatedFieldsAndEmptyValues() {
        let headers = collect(["HTTP/2 200\r\n", "link: <a>\r\n", "link: <b>\r\n", "x-empty:\r\n"])
        #expect(headers.values(for: "Link") == ["<a>", "<b>"])
        #expect(headers["X-Empty"] == "")
    }

    @Test func foldedLineContinuesThePreviousValue() {
        let headers = collect(["HTTP/1.1 200 OK\r\n", "X-Long: first\r\n", "  second\r\n"])
        #expect(headers["x-long"] == "first second")
    }

    @Test func ignoresLinesThatAreNotFields() {
        let headers = collect(["HTTP/1.1 200 OK\r\n", "garbage without colon\r\n", ": no name\r\n", "  orphan\r\n"])
        #expect(headers == HTTPHeaders())
    }

    @Test func invalidUTF8NeverCrashes() {
        var collector = ResponseHeaderCollector()
        [UInt8]([0x58, 0x3A, 0xFF, 0xFE, 0x0D, 0x0A]).withUnsafeBytes { collector.consume(line: $0) }
        #expect(collector.headers.fields.count == 1)
    }
}
