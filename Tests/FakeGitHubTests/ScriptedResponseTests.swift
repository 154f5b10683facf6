import Foundation
import Testing
import TestSupport
@testable import FakeGitHub

@Suite(.standardTimeLimit) struct ScriptedResponseTests {
    @Test func scripted502ThenNormalAnswer() async throws {
        try await TestServer.with { server in
            server.addFault(.serverError(502), matching: .login("octocat"), times: 2)
            let connection = try RawHTTPConnection(port: server.port)
            let other = try connection.request("/users/user250/repos")
            #expect(other.status == 200)
            let first = try connection.request("/users/octocat/repos")
            let second = try connection.request("/users/octocat/repos")
            let third = try connection.request("/users/octocat/repos")
            #expect([first.status, second.status, third.status] == [Int]([502, 502, 200]))
            #expect(first.text == #"{"error": "Server Error"}"#)
            #expect(first.header("x-ratelimit-remaining") == "59")
            #expect(third.header("x-ratelimit-remaining") == "58")
            #expect(server.pendingFaultCount == 0)
        }
    }

    @Test func faultByIDRouteMatchesTheAccountLogin() async throws {
        try await TestServer.with { server in
            server.addFault(.serverError(500), matching: RequestMatcher(login: "user250", page: 2))
            let connection = try RawHTTPConnection(port: server.port)
            #expect(try connection.request("/user/90000250/repos?page=1").status == 200)
            #expect(try connection.request("/user/90000250/repos?page=2").status == 500)
        }
    }

    @Test func unicorn503IsTheRecordedHTMLPage() async throws {
        try await TestServer.with { server in
            server.addFault(.serviceUnavailable)
            let response = try RawHTTPConnection(port: server.port).request("/users/octocat/repos")
            #expect(response.status == 503)
            #expect(response.header("content-type") == "text/html; charset=utf-8")
            #expect(response.text.contains("<title>Unicorn! &middot; GitHub</title>"))
            #expect(response.body.count == 54_808)
        }
    }

    @Test func secondaryLimitWithAndWithoutRetryAfter() async throws {
        try await TestServer.with { server in
            server.addFault(.secondaryRateLimit(retryAfter: 60))
            server.addFault(.secondaryRateLimit(retryAfter: nil))
            let connection = try RawHTTPConnection(port: server.port)
            let first = try connection.request("/users/octocat/repos")
            #expect(first.status == 403)
            #expect(first.header("retry-after") == "60")
            let requestID = first.header("x-github-request-id") ?? "?"
            #expect(first.text == #"{"message":"You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID "# + requestID + #".","documentation_url":"https://docs.github.com/free-pro-team@latest/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits"}"#)
            let second = try connection.request("/users/octocat/repos")
            #expect(second.status == 403)
            #expect(second.header("retry-after") == nil)
            #expect(second.header("x-ratelimit-remaining") != "0")
        }
    }

    @Test func customLinkHeaderReplacesTheRealOne() async throws {
        try await TestServer.with { server in
            server.addFault(.link("<http://example.invalid/x?page=2>; rel=\"next\""))
            let response = try RawHTTPConnection(port: server.port).request("/users/octocat/repos")
            #expect(response.status == 200)
            #expect(response.header("link") == "<http://example.invalid/x?page=2>; rel=\"next\"")
            #expect(try count(response) == 8)
        }
    }

    @Test func redirectCarriesLocation() async throws {
        try await TestServer.with { server in
            server.addFault(.redirect(307, to: "/users/user250/repos"))
            let response = try RawHTTPConnection(port: server.port).request("/users/octocat/repos")
            #expect(response.status == 307)
            #expect(response.header("location") == "/users/user250/repos")
            #expect(response.body.isEmpty)
        }
    }

    @Test func rawBodyWithInvalidUTF8IsSentVerbatim() async throws {
        try await TestServer.with { server in
            let bytes: [UInt8] = Array(#"[{"name":"bad "#.utf8) + [0xFF, 0xC0, 0x80] + Array(#"","html_url":"x"}]"#.utf8)
            server.addFault(ScriptedResponse(status: 200, body: .bytes(bytes)))
            let response = try RawHTTPConnection(port: server.port).request("/users/octocat/repos")
            #expect(response.body == bytes)
        }
    }

    @Test func truncatedBodyDeclaresMoreThanItSendsThenCloses() async throws {
        try await TestServer.with { server in
            server.addFault(.truncated(afterBytes: 100))
            let connection = try RawHTTPConnection(port: server.port)
            try connection.sendRequest("/users/octocat/repos")
            #expect(throws: RawHTTPConnection.Failure.self) { try connection.readResponse() }
            #expect(server.waitUntil(timeout: .seconds(20)) { $0.first?.isFinished == true })
            #expect(server.requests.first?.bodyBytesSent == 100)
        }
    }

    @Test func closeWithoutResponseSendsNothing() async throws {
        try await TestServer.with { server in
            server.addFault(.closeWithoutResponse)
            let connection = try RawHTTPConnection(port: server.port)
            try connection.sendRequest("/users/octocat/repos")
            #expect(try connection.readsEndOfStream())
        }
    }

    @Test func neverAnswerRecordsTheHangUp() async throws {
        try await TestServer.with { server in
            server.addFault(.neverAnswer)
            let connection = try RawHTTPConnection(port: server.port)
            try connection.sendRequest("/users/octocat/repos")
            #expect(server.waitUntil(timeout: .seconds(20)) { $0.count == 1 })
            connection.hangUp()
            #expect(server.waitUntil(timeout: .seconds(20)) { $0.first?.clientHungUp == true })
        }
    }

    @Test func stallMidBodyThenHangUpIsRecorded() async throws {
        try await TestServer.with { server in
            server.addFault(.stalled(afterBytes: 10))
            let connection = try RawHTTPConnection(port: server.port)
            try connection.sendRequest("/users/octocat/repos")
            let received = try connection.readHead(thenBodyBytes: 10)
            #expect(received.status == 200)
            #expect(received.body.count == 10)
            connection.hangUp()
            #expect(server.waitUntil(timeout: .seconds(20)) { $0.first?.isFinished == true })
            let record = try #require(server.requests.first)
            #expect(record.clientHungUp)
            #expect(record.responseStatus == 200)
            #expect(record.bodyBytesSent == 10)
        }
    }

    @Test func shortStallThenTheRestArrives() async throws {
        try await TestServer.with { server in
            server.addFault(.stalled(afterBytes: 10, for: .milliseconds(50)))
            let response = try RawHTTPConnection(port: server.port).request("/users/octocat/repos")
            #expect(try count(response) == 8)
        }
    }

    @Test func hugeBodyIsStreamed() async throws {
        try await TestServer.with { server in
            server.addFault(.hugeBody(bytes: 5_000_001))
            let response = try RawHTTPConnection(port: server.port).request("/users/octocat/repos")
            #expect(response.body.count == 5_000_001)
            #expect(response.body.prefix(4) == [0x31, 0x2C, 0x31, 0x2C])
            #expect(response.body.last == 0x31)
        }
    }

    @Test func gzipBombInflatesToTheAnnouncedSize() async throws {
        try await TestServer.with { server in
            server.addFault(.gzipBomb(inflatedBytes: 10_000_000))
            let response = try RawHTTPConnection(port: server.port).request("/users/octocat/repos")
            #expect(response.header("content-encoding") == "gzip")
            #expect(response.body.count < 100_000)
            let inflated = try #require(Inflate.gunzip(response.body))
            #expect(inflated.count == 10_000_000)
            #expect(inflated.first == UInt8(ascii: "[") && inflated.last == UInt8(ascii: "]"))
        }
    }

    @Test(arguments: [2, 3, 4, 259, 260, 261, 518, 2_066, 2_067, 100_003])
    func gzipBombsOfEverySizeAreValidGzipOfTheArray(size: Int) async throws {
        try await TestServer.with { server in
            server.addFault(.gzipBomb(inflatedBytes: size))
            let response = try RawHTTPConnection(port: server.port).request("/users/octocat/repos")
            let inflated = try #require(Inflate.gunzip(response.body), "CRC and length checked by zlib")
            #expect(inflated == [UInt8(ascii: "[")] + [UInt8](repeating: UInt8(ascii: " "), count: size - 2) + [UInt8(ascii: "]")])
        }
    }

    @Test func objectInsteadOfArrayAndInvalidJSON() async throws {
        try await TestServer.with { server in
            server.addFault(.objectInsteadOfArray)
            server.addFault(.invalidJSON)
            let connection = try RawHTTPConnection(port: server.port)
            let object = try connection.request("/users/octocat/repos")
            #expect(try JSONSerialization.jsonObject(with: Data(object.body)) is [String: Any])
            let invalid = try connection.request("/users/octocat/repos")
            #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: Data(invalid.body)) }
        }
    }
}
