import Foundation
import Testing
import TestSupport
@testable import FakeGitHub

/// `GET /search/repositories`: pages and the 1,000-result cap, GitHub's
/// 422s, and the search API's own rate limit.
@Suite(.standardTimeLimit) struct SearchLimitsTests {
    static let many = FakeData.user(login: "many", id: 77_000_000, repositoryCount: 1_100, seed: 9)

    private func configuration() -> FakeGitHubConfiguration {
        SearchFixtures.configuration(users: SearchFixtures.users + [Self.many])
    }

    @Test func pagesCarryTotalCountAndGitHubsReencodedLinks() async throws {
        var configuration = configuration()
        configuration.search.anonymousLimit = 100
        try await TestServer.with(configuration) { (server: FakeGitHubServer) throws in
            let connection = try RawHTTPConnection(port: server.port)
            let base = server.baseURL + "/search/repositories?q=user%3Amany+fork%3Atrue&per_page=100"
            // Sent with a raw colon and %20: the links spell q GitHub's way.
            let first = try connection.request("/search/repositories?q=user:many%20fork:true&per_page=100")
            #expect(first.status == 200)
            let body = try SearchBody(first)
            #expect(body.totalCount == 1_100)
            #expect(body.items.count == 100)
            #expect(first.header("link") == "<\(base)&page=2>; rel=\"next\", <\(base)&page=10>; rel=\"last\"")

            let middle = try connection.request("/search/repositories?q=user:many%20fork:true&per_page=100&page=5")
            #expect(middle.header("link") == "<\(base)&page=4>; rel=\"prev\", <\(base)&page=6>; rel=\"next\", "
                + "<\(base)&page=10>; rel=\"last\", <\(base)&page=1>; rel=\"first\"")

            // Page 10 holds results 901–1,000: the last one reachable.
            let last = try connection.request("/search/repositories?q=user:many%20fork:true&per_page=100&page=10")
            #expect(last.status == 200)
            #expect(try SearchBody(last).items.count == 100)
            #expect(last.header("link") == "<\(base)&page=9>; rel=\"prev\", <\(base)&page=1>; rel=\"first\"")

            let names = try [first, middle, last].flatMap { try SearchBody($0).fullNames }
            #expect(Set(names).count == 300)
        }
    }

    @Test func aPagePastTheFirstThousandResultsIsGitHubs422() async throws {
        try await TestServer.with(configuration()) { (server: FakeGitHubServer) throws in
            let connection = try RawHTTPConnection(port: server.port)
            let beyond = try connection.request(SearchFixtures.searchTarget("user:many fork:true", "per_page=100&page=11"))
            #expect(beyond.status == 422)
            #expect(beyond.text == #"{"message":"Only the first 1000 search results are available","documentation_url":"https://docs.github.com/v3/search/","status":"422"}"#)
            #expect(beyond.header("x-ratelimit-resource") == "search")
            #expect(beyond.header("x-ratelimit-remaining") == "9")

            // At 30 a page, page 34 (results 991–1,020) is still served; 35 is not.
            let page34 = try connection.request(SearchFixtures.searchTarget("user:many fork:true", "page=34"))
            #expect(page34.status == 200)
            #expect(try SearchBody(page34).items.count == 30)
            #expect(page34.header("link")?.contains("rel=\"last\"") == false)
            let page35 = try connection.request(SearchFixtures.searchTarget("user:many fork:true", "page=35"))
            #expect(page35.status == 422)
            let first = try connection.request(SearchFixtures.searchTarget("user:many fork:true"))
            #expect(first.header("link")?.hasSuffix("page=34>; rel=\"last\"") == true)
        }
    }

    @Test func aPageAfterTheLastResultIsEmpty() async throws {
        try await TestServer.with(configuration()) { (server: FakeGitHubServer) throws in
            let response = try RawHTTPConnection(port: server.port).request(SearchFixtures.searchTarget("machine", "page=3"))
            #expect(response.status == 200)
            let body = try SearchBody(response)
            #expect(body.totalCount == 6)
            #expect(body.items.isEmpty)
        }
    }

    @Test func missingOrBlankQueryIsValidationFailedMissing() async throws {
        try await TestServer.with(configuration()) { (server: FakeGitHubServer) throws in
            let connection = try RawHTTPConnection(port: server.port)
            let expected = #"{"message":"Validation Failed","errors":[{"resource":"Search","field":"q","code":"missing"}],"documentation_url":"https://docs.github.com/v3/search","status":"422"}"#
            for target in ["/search/repositories", "/search/repositories?q=", "/search/repositories?q=+%20%09", "/search/repositories?per_page=5"] {
                let response = try connection.request(target)
                #expect(response.status == 422, "\(target)")
                #expect(response.text == expected, "\(target)")
                #expect(response.header("content-type") == "application/json; charset=utf-8")
            }
        }
    }

    @Test func textOver256CharactersIsRefusedQualifiersNotCounted() async throws {
        try await TestServer.with(configuration()) { (server: FakeGitHubServer) throws in
            let connection = try RawHTTPConnection(port: server.port)
            let expected = #"{"message":"Validation Failed","errors":[{"message":"The search is longer than 256 characters.","resource":"Search","field":"q","code":"invalid"}],"documentation_url":"https://docs.github.com/v3/search/","status":"422"}"#
            let longest = String(repeating: "x", count: 256)
            #expect(try connection.request(SearchFixtures.searchTarget(longest)).status == 200)
            #expect(try connection.request(SearchFixtures.searchTarget(longest + " user:bob language:go")).status == 200)
            let tooLong = try connection.request(SearchFixtures.searchTarget(longest + "x"))
            #expect(tooLong.status == 422)
            #expect(tooLong.text == expected)
            let tenKilobytes = try connection.request(SearchFixtures.searchTarget(String(repeating: "a&#%+\n", count: 1_700)))
            #expect(tenKilobytes.status == 422)
            #expect(tenKilobytes.text == expected)
        }
    }

    @Test func unknownUserOrOrganisationIsValidationFailedInvalid() async throws {
        try await TestServer.with(configuration()) { (server: FakeGitHubServer) throws in
            let connection = try RawHTTPConnection(port: server.port)
            let expected = #"{"message":"Validation Failed","errors":[{"message":"The listed users and repositories cannot be searched either because the resources do not exist or you do not have permission to view them.","resource":"Search","field":"q","code":"invalid"}],"documentation_url":"https://docs.github.com/v3/search/","status":"422"}"#
            for q in ["user:nobody", "machine user:bob user:nobody", "org:bob", "org:nobody"] {
                let response = try connection.request(SearchFixtures.searchTarget(q))
                #expect(response.status == 422, "\(q)")
                #expect(response.text == expected, "\(q)")
            }
            #expect(try connection.request(SearchFixtures.searchTarget("org:ACME")).status == 200)
        }
    }

    @Test func tenSearchesAMinuteWithoutATokenThenSearchsOwn403() async throws {
        try await TestServer.with(configuration()) { (server: FakeGitHubServer) throws in
            let connection = try RawHTTPConnection(port: server.port)
            var remaining: [String?] = []
            for index in 0..<10 {
                let response = try connection.request(SearchFixtures.searchTarget(index.isMultiple(of: 2) ? "machine" : "user:nobody"))
                #expect(response.header("x-ratelimit-limit") == "10")
                remaining.append(response.header("x-ratelimit-remaining"))
            }
            #expect(remaining == ["9", "8", "7", "6", "5", "4", "3", "2", "1", "0"])
            let limited = try connection.request(SearchFixtures.searchTarget("machine"))
            #expect(limited.status == 403)
            #expect(limited.text == GitHubErrorBodies.rateLimitUnauthenticated(ip: "127.0.0.1"))
            #expect(limited.header("x-ratelimit-resource") == "search")
            #expect(limited.header("x-ratelimit-remaining") == "0")
            #expect(limited.header("x-ratelimit-used") == "10")
            let reset = Int(limited.header("x-ratelimit-reset") ?? "") ?? 0
            let now = Int(Date().timeIntervalSince1970)
            #expect(reset > now + 30 && reset <= now + 61)

            // The core limit is untouched, and a token has its own 30.
            let core = try connection.request("/users/alice/repos")
            #expect(core.status == 200)
            #expect(core.header("x-ratelimit-resource") == "core")
            #expect(core.header("x-ratelimit-remaining") == "59")
            let withToken = try connection.request(SearchFixtures.searchTarget("machine"), headers: [("Authorization", "Bearer t1")])
            #expect(withToken.status == 200)
            #expect(withToken.header("x-ratelimit-limit") == "30")
            #expect(withToken.header("x-ratelimit-remaining") == "29")
            #expect(withToken.header("cache-control") == "no-cache")
        }
    }

    @Test func spentLimitWithATokenNamesTheRequestAndTheTime() async throws {
        var configuration = configuration()
        configuration.search.authenticatedLimit = 1
        configuration.search.exceededStatus = 429
        try await TestServer.with(configuration) { (server: FakeGitHubServer) throws in
            let connection = try RawHTTPConnection(port: server.port)
            #expect(try connection.request(SearchFixtures.searchTarget("machine"), headers: [("Authorization", "token t2")]).status == 200)
            let limited = try connection.request(SearchFixtures.searchTarget("machine"), headers: [("Authorization", "token t2")])
            #expect(limited.status == 429)
            let requestID = try #require(limited.header("x-github-request-id"))
            let pattern = #"^\{"message":"API rate limit exceeded for user ID \d+\. If you reach out to GitHub Support for help, please include the request ID "#
                + NSRegularExpression.escapedPattern(for: requestID)
                + #" and timestamp \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\.","documentation_url":"https://docs.github.com/rest/overview/rate-limits-for-the-rest-api","status":"403"\}$"#
            #expect(limited.text.range(of: pattern, options: .regularExpression) != nil, "\(limited.text)")
        }
    }

    @Test func rejectedTokenIsBadCredentialsAndSpendsNothing() async throws {
        try await TestServer.with(configuration()) { (server: FakeGitHubServer) throws in
            server.rejectToken("bad")
            let connection = try RawHTTPConnection(port: server.port)
            let refused = try connection.request(SearchFixtures.searchTarget("machine"), headers: [("Authorization", "token bad")])
            #expect(refused.status == 401)
            #expect(refused.text == GitHubErrorBodies.badCredentials)
            #expect(try connection.request(SearchFixtures.searchTarget("machine")).header("x-ratelimit-remaining") == "9")
        }
    }

    @Test func searchWindowStartsAfreshAtItsReset() {
        var ledger = SearchLedger(configuration: SearchConfiguration(anonymousLimit: 2, authenticatedLimit: 3, resetSeconds: 60))
        #expect(ledger.spend(token: nil, now: 100).remaining == 1)
        #expect(ledger.spend(token: nil, now: 130).remaining == 0)
        #expect(ledger.peek(token: nil, now: 159).exhausted)
        #expect(ledger.peek(token: nil, now: 159).reset == 160)
        #expect(ledger.peek(token: "t", now: 159).remaining == 3)
        let fresh = ledger.spend(token: nil, now: 160)
        #expect(fresh.remaining == 1)
        #expect(fresh.reset == 220)
    }

    @Test func controlsChangeTheLimitWhileRunning() async throws {
        try await TestServer.with(configuration()) { (server: FakeGitHubServer) throws in
            let connection = try RawHTTPConnection(port: server.port)
            server.setSearch(SearchConfiguration(anonymousLimit: 1))
            #expect(try connection.request(SearchFixtures.searchTarget("machine")).status == 200)
            #expect(try connection.request(SearchFixtures.searchTarget("machine")).status == 403)
            server.resetSearchQuota()
            #expect(try connection.request(SearchFixtures.searchTarget("machine")).status == 200)
        }
    }
}
