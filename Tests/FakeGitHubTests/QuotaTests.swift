import Foundation
import Testing
import TestSupport
@testable import FakeGitHub

@Suite(.standardTimeLimit) struct QuotaTests {
    @Test func quotaCountsDownThenAnswers403WithGitHubsBody() async throws {
        var configuration = FakeGitHubConfiguration(users: TestServer.standardUsers)
        configuration.quota = QuotaConfiguration(limit: 3, resetSeconds: 3600)
        try await TestServer.with(configuration) { server in
            let connection = try RawHTTPConnection(port: server.port)
            var remaining: [String?] = []
            for _ in 0..<3 {
                let response = try connection.request("/users/octocat/repos")
                #expect(response.status == 200)
                remaining.append(response.header("x-ratelimit-remaining"))
            }
            #expect(remaining == ["2", "1", "0"])
            let limited = try connection.request("/users/octocat/repos")
            #expect(limited.status == 403)
            #expect(limited.header("x-ratelimit-remaining") == "0")
            #expect(limited.header("x-ratelimit-used") == "3")
            #expect(limited.header("x-ratelimit-limit") == "3")
            #expect(limited.header("x-ratelimit-resource") == "core")
            #expect(limited.text.hasPrefix(#"{"message":"API rate limit exceeded for 127.0.0.1. (But here's the good news:"#))
            let reset = Int(limited.header("x-ratelimit-reset") ?? "") ?? 0
            let now = Int(Date().timeIntervalSince1970)
            #expect(reset > now + 3000 && reset <= now + 3601)

            let withToken = try connection.request("/users/octocat/repos", headers: [("Authorization", "token abc")])
            #expect(withToken.status == 200)
            #expect(withToken.header("x-ratelimit-remaining") == "2")
            #expect(withToken.header("cache-control") == "private, max-age=60, s-maxage=60")
        }
    }

    @Test func authenticatedCallerGetsTheAuthenticatedMessageAnd429WhenConfigured() async throws {
        var configuration = FakeGitHubConfiguration(users: TestServer.standardUsers)
        configuration.quota = QuotaConfiguration(limit: 1, resetSeconds: 3600, exceededStatus: 429)
        try await TestServer.with(configuration) { server in
            let connection = try RawHTTPConnection(port: server.port)
            _ = try connection.request("/users/octocat/repos", headers: [("Authorization", "token t1")])
            let limited = try connection.request("/users/octocat/repos", headers: [("Authorization", "token t1")])
            #expect(limited.status == 429)
            let requestID = limited.header("x-github-request-id") ?? "?"
            #expect(limited.text.contains("API rate limit exceeded for user ID "))
            #expect(limited.text.contains("please include the request ID \(requestID)."))
        }
    }

    @Test func notModifiedDoesNotSpendQuotaAndSaysSo() async throws {
        try await TestServer.with { server in
            let connection = try RawHTTPConnection(port: server.port)
            let first = try connection.request("/users/octocat/repos")
            let etag = try #require(first.header("etag"))
            #expect(etag.hasPrefix("W/\"") && etag.count == 36)
            let second = try connection.request("/users/octocat/repos", headers: [("If-None-Match", etag)])
            #expect(second.status == 304)
            #expect(second.body.isEmpty)
            #expect(second.header("etag") == etag)
            #expect(second.header("x-ratelimit-remaining") == "59")
            #expect(second.header("x-ratelimit-used") == "1")
            let third = try connection.request("/users/octocat/repos", headers: [("If-None-Match", "W/\"other\"")])
            #expect(third.status == 200)
            #expect(third.header("x-ratelimit-remaining") == "58")
        }
    }

    @Test func ledgerStartsAFreshWindowAtReset() {
        var ledger = QuotaLedger(configuration: QuotaConfiguration(limit: 2, resetSeconds: 10))
        #expect(ledger.spend(key: "a", now: 100).remaining == 1)
        #expect(ledger.spend(key: "a", now: 105).remaining == 0)
        #expect(ledger.peek(key: "a", now: 109).exhausted)
        #expect(ledger.peek(key: "a", now: 109).reset == 110)
        #expect(ledger.peek(key: "b", now: 109).remaining == 2)
        let fresh = ledger.spend(key: "a", now: 110)
        #expect(fresh.remaining == 1)
        #expect(fresh.reset == 120)
    }
}
