import FakeGitHub
import Foundation
import GHSearchCLI
import GHSearchCurl
import Testing
import TestSupport
import GHSearchGitHub

/// Successful exchanges with the fake GitHub server.
@Suite(.standardTimeLimit) struct CurlHTTPClientResponseTests {
    @Test func returnsStatusBodyAndCaseInsensitiveHeaders() async throws {
        let fake = try RunningFakeServer()
        defer { fake.server.stop() }
        let client = CurlHTTPClient()

        let response = try await client.send(HTTPRequest(url: fake.reposURL))

        #expect(response.status == 200)
        let repositories = try JSONSerialization.jsonObject(with: Data(response.body)) as? [Any]
        #expect(repositories?.count == 8)
        #expect(response.headers["CONTENT-TYPE"]?.hasPrefix("application/json") == true)
        #expect(response.headers["x-ratelimit-limit"] == response.headers["X-RateLimit-Limit"])
        #expect(response.headers["X-RateLimit-Limit"] != nil)
    }

    @Test func anErrorStatusIsAResponseNotAFailure() async throws {
        let fake = try RunningFakeServer()
        defer { fake.server.stop() }
        let client = CurlHTTPClient()

        let response = try await client.send(HTTPRequest(url: fake.server.baseURL + "/users/nobody-here/repos"))

        #expect(response.status == 404)
        #expect(String(decoding: response.body, as: UTF8.self).contains("Not Found"))
    }

    @Test func gzipBodiesAreDecoded() async throws {
        let fake = try RunningFakeServer()
        defer { fake.server.stop() }
        let client = CurlHTTPClient()

        let zipped = try await client.send(HTTPRequest(url: fake.reposURL))
        fake.server.setGzipEnabled(false)
        let plain = try await client.send(HTTPRequest(url: fake.reposURL))

        #expect(zipped.headers["Content-Encoding"] == "gzip")
        #expect(plain.headers["Content-Encoding"] == nil)
        #expect(zipped.body == plain.body)
        #expect(zipped.body.first == UInt8(ascii: "["))
        #expect(fake.server.requests.first?.headers.values(named: "Accept-Encoding") == ["gzip"])
    }

    /// A request's own Accept-Encoding is sent instead of gzip, and the
    /// body comes back as the server sent it.
    @Test func aRequestsOwnAcceptEncodingIsSentAsIs() async throws {
        let fake = try RunningFakeServer()
        defer { fake.server.stop() }
        let client = CurlHTTPClient()

        let response = try await client.send(HTTPRequest(url: fake.reposURL, headers: HTTPHeaders([("Accept-Encoding", "identity")])))

        #expect(fake.server.requests.first?.headers.values(named: "Accept-Encoding") == ["identity"])
        #expect(response.headers["Content-Encoding"] == nil)
        #expect(response.body.first == UInt8(ascii: "["))
    }

    /// A 304 (no body) that names gzip is an empty body, not a corrupt one.
    @Test func anEmptyBodyNamingGzipIsEmpty() async throws {
        let fake = try RunningFakeServer()
        defer { fake.server.stop() }
        fake.server.addFault(ScriptedResponse(status: 304, headers: [HTTPHeaderField(name: "content-encoding", value: "gzip")],
                                              body: .bytes([])))
        let client = CurlHTTPClient()

        let response = try await client.send(HTTPRequest(url: fake.reposURL))

        #expect(response.status == 304)
        #expect(response.body.isEmpty)
    }

    @Test func aPostSendsItsBodyAsIsWithoutExpectContinueAndKeepsTheConnection() async throws {
        let fake = try RunningFakeServer()
        defer { fake.server.stop() }
        let client = CurlHTTPClient()
        // Larger than libcurl's 1 kB threshold for `Expect: 100-continue`,
        // with bytes a C string would end at or mangle.
        let query = "{ rateLimit { cost remaining } }" + String(repeating: " ", count: 2_000)
        let body = Array(#"{"query":"\#(query)","variables":{"x":"\u0000é"}}"#.utf8)
        let headers = HTTPHeaders([("Authorization", "bearer curl-post"), ("Content-Type", "application/json")])

        let response = try await client.send(HTTPRequest(url: fake.server.baseURL + "/graphql", headers: headers, body: body))
        let again = try await client.send(HTTPRequest(url: fake.reposURL))
        let withNUL: [UInt8] = [UInt8(ascii: "{"), 0, UInt8(ascii: "}")]
        let refused = try await client.send(HTTPRequest(url: fake.server.baseURL + "/graphql", headers: headers, body: withNUL))

        #expect(response.status == 200, "\(String(decoding: response.body, as: UTF8.self))")
        #expect(String(decoding: response.body, as: UTF8.self).hasPrefix(#"{"data":{"rateLimit":{"cost":1,"#))
        #expect(again.status == 200)
        let recorded = fake.server.requests
        #expect(recorded.map(\.method) == ["POST", "GET", "POST"])
        #expect(recorded.last?.body == withNUL, "a NUL byte is data")
        #expect(refused.status == 400)
        #expect(recorded.first?.body == body)
        // No `Expect: 100-continue`, so no second of waiting for a 100
        // Continue (checked by the header, not by a clock: tests run in
        // parallel on a shared machine).
        #expect(recorded.first?.headers["Expect"] == nil)
        #expect(recorded.first?.headers["Content-Length"] == String(body.count))
        #expect(fake.server.connectionsAccepted == 1)
    }

    @Test func sequentialRequestsReuseOneConnection() async throws {
        let fake = try RunningFakeServer()
        defer { fake.server.stop() }
        let client = CurlHTTPClient()

        for _ in 0..<10 {
            #expect(try await client.send(HTTPRequest(url: fake.reposURL)).status == 200)
        }

        #expect(fake.server.connectionsAccepted == 1)
        #expect(Set(fake.server.requests.map(\.connectionID)).count == 1)
        let statistics = client.statistics
        #expect(statistics.transfersStarted == 10)
        #expect(statistics.connectionsOpened == 1)
        #expect(statistics.bytesReceived > 0)
    }

    @Test func redirectsAreReturnedNotFollowed() async throws {
        let fake = try RunningFakeServer()
        defer { fake.server.stop() }
        fake.server.addFault(.redirect(307, to: fake.server.baseURL + "/users/octocat/repos?page=2"))
        let client = CurlHTTPClient()

        let response = try await client.send(HTTPRequest(url: fake.reposURL))

        #expect(response.status == 307)
        #expect(response.headers["location"] == fake.server.baseURL + "/users/octocat/repos?page=2")
        #expect(fake.server.requests.count == 1)
    }

    @Test func sendsExactlyTheRequestHeaders() async throws {
        let fake = try RunningFakeServer()
        defer { fake.server.stop() }
        let client = CurlHTTPClient()
        let given: [(name: String, value: String)] = [
            ("Accept", "application/vnd.github+json"),
            ("Authorization", "Bearer test-token-123"),
            ("X-GitHub-Api-Version", "2022-11-28"),
            ("User-Agent", "ghsearch-tests"),
            ("If-None-Match", "W/\"abc\""),
        ]

        _ = try await client.send(HTTPRequest(url: fake.reposURL, headers: HTTPHeaders(given)))

        let recorded = try #require(fake.server.requests.first).headers
        for (name, value) in given {
            #expect(recorded.values(named: name) == [value], "\(name)")
        }
        // Only libcurl's transport headers come on top.
        let extra = Set(recorded.map { $0.name.lowercased() }).subtracting(given.map { $0.name.lowercased() })
        #expect(extra == ["host", "accept-encoding"])
    }

    @Test func noAcceptHeaderIsAddedWhenTheRequestHasNone() async throws {
        let fake = try RunningFakeServer()
        defer { fake.server.stop() }
        let client = CurlHTTPClient()

        _ = try await client.send(HTTPRequest(url: fake.reposURL))

        let recorded = try #require(fake.server.requests.first).headers
        #expect(recorded["Accept"] == nil)
        #expect(recorded["User-Agent"] == nil)
    }

    @Test func manyConcurrentRequestsAllComplete() async throws {
        let fake = try RunningFakeServer()
        defer { fake.server.stop() }
        let client = CurlHTTPClient(configuration: .init(maxConnectionsPerHost: 4))

        let statuses = await withTaskGroup(of: Int?.self) { group in
            for _ in 0..<40 {
                group.addTask { try? await client.send(HTTPRequest(url: fake.reposURL)).status }
            }
            return await group.reduce(into: [Int?]()) { $0.append($1) }
        }

        #expect(statuses == Array(repeating: 200, count: 40))
        #expect(fake.server.requests.count == 40)
        #expect(fake.server.connectionsAccepted <= 4)
    }
}
