import FakeGitHub
import GHSearchCLI
import GHSearchCurl
import Testing
import TestSupport
import GHSearchGitHub

/// Transfers that end without a usable response, and how they are reported.
@Suite(.standardTimeLimit) struct CurlHTTPClientFailureTests {
    @Test func refusedConnection() async throws {
        let port = try #require(UnlistenedPort())
        let client = CurlHTTPClient()

        let result = await client.result(HTTPRequest(url: "http://127.0.0.1:\(port.port)/"))

        #expect(result.errorKind == .couldNotConnect)
    }

    /// No network exists here: resolution must fail outright, not run into
    /// the connect timeout (which would report `.timedOut`).
    @Test func unknownHost() async throws {
        let client = CurlHTTPClient()

        let result = await client.result(HTTPRequest(url: "http://nonexistent.invalid/", connectTimeout: .seconds(60)))

        #expect(result.errorKind == .hostNotFound)
        if case .failure(let error) = result {
            #expect("\(error)".contains("nonexistent.invalid"))
        }
    }

    @Test func invalidURLs() async throws {
        let client = CurlHTTPClient()

        for url in ["ftp://127.0.0.1/", "file:///etc/passwd", "http://[::1/", ""] {
            #expect(await client.result(HTTPRequest(url: url)).errorKind == .invalidURL, "\(url)")
        }
    }

    @Test func serverThatNeverAnswersTimesOut() async throws {
        let fake = try RunningFakeServer()
        defer { fake.server.stop() }
        fake.server.addFault(.neverAnswer)
        let client = CurlHTTPClient()

        let result = await client.result(HTTPRequest(url: fake.reposURL, timeout: .milliseconds(300)))

        #expect(result.errorKind == .timedOut)
        #expect(await fake.eventually { $0.first?.clientHungUp == true })
    }

    @Test func stalledBodyIsDetected() async throws {
        let fake = try RunningFakeServer()
        defer { fake.server.stop() }
        fake.server.addFault(ScriptedResponse(delivery: .stallAfter(bytes: 10, duration: nil)))
        let client = CurlHTTPClient(configuration: .init(stallTimeout: .seconds(1)))

        let result = await client.result(HTTPRequest(url: fake.reposURL, timeout: .seconds(60)))

        #expect(result.errorKind == .timedOut)
        if case .failure(.timedOut(let message)) = result {
            #expect(message.contains("too slow"))
        }
    }

    @Test func truncatedBodyIsAConnectionFailure() async throws {
        let fake = try RunningFakeServer()
        defer { fake.server.stop() }
        fake.server.setGzipEnabled(false)
        fake.server.addFault(.truncated(afterBytes: 10))
        let client = CurlHTTPClient()

        let result = await client.result(HTTPRequest(url: fake.reposURL))

        #expect(result.errorKind == .connectionFailed)
    }

    @Test func connectionClosedWithoutAnswerIsAConnectionFailure() async throws {
        let fake = try RunningFakeServer()
        defer { fake.server.stop() }
        fake.server.addFault(.closeWithoutResponse)
        let client = CurlHTTPClient()

        let result = await client.result(HTTPRequest(url: fake.reposURL))

        #expect(result.errorKind == .connectionFailed)
    }

    @Test func bodyOverTheCapIsRefusedWithoutDownloadingIt() async throws {
        let fake = try RunningFakeServer()
        defer { fake.server.stop() }
        fake.server.setGzipEnabled(false)
        fake.server.addFault(.hugeBody(bytes: 64 << 20))
        let client = CurlHTTPClient()

        let result = await client.result(HTTPRequest(url: fake.reposURL, maxBodyBytes: 1 << 20))

        #expect(result == .failure(.bodyTooLarge(limit: 1 << 20)))
        #expect(await fake.eventually { $0.first?.isFinished == true })
        let record = try #require(fake.server.requests.first)
        #expect(record.clientHungUp)
        #expect(record.bodyBytesSent < 64 << 20)
    }

    /// The cap counts decoded bytes: a small gzip body that inflates past
    /// it is stopped by the write callback.
    @Test func gzipBombIsStoppedAtTheDecodedCap() async throws {
        let fake = try RunningFakeServer()
        defer { fake.server.stop() }
        fake.server.addFault(.gzipBomb(inflatedBytes: 200 << 20))
        let client = CurlHTTPClient()

        let result = await client.result(HTTPRequest(url: fake.reposURL, maxBodyBytes: 4 << 20))

        #expect(result == .failure(.bodyTooLarge(limit: 4 << 20)))
    }

    /// A gzip body cut short or corrupted, or in an encoding not asked
    /// for, fails as a broken connection (as libcurl's own decoding did).
    @Test func aCorruptOrUnaskedForEncodingIsAConnectionFailure() async throws {
        let fake = try RunningFakeServer()
        defer { fake.server.stop() }
        fake.server.setGzipEnabled(false)
        let gzipOfHello: [UInt8] = [0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0xcb, 0x48, 0xcd, 0xc9,
                                    0xc9, 0x07, 0x00, 0x86, 0xa6, 0x10, 0x36, 0x05, 0x00, 0x00, 0x00]
        let client = CurlHTTPClient()
        func answer(_ bytes: [UInt8], encoding: String) async -> Result<HTTPResponse, HTTPError> {
            fake.server.addFault(ScriptedResponse(headers: [HTTPHeaderField(name: "content-encoding", value: encoding)],
                                                  body: .bytes(bytes)))
            return await client.result(HTTPRequest(url: fake.reposURL))
        }

        let whole = await answer(gzipOfHello, encoding: "gzip")
        let cut = await answer(Array(gzipOfHello.prefix(20)), encoding: "gzip")
        let badCRC = await answer(gzipOfHello.enumerated().map { $0.offset == 17 ? $0.element ^ 1 : $0.element }, encoding: "gzip")
        let brotli = await answer(Array("hello".utf8), encoding: "br")

        #expect(try whole.get().body == Array("hello".utf8))
        #expect(cut.errorKind == .connectionFailed)
        #expect(badCRC.errorKind == .connectionFailed)
        #expect(brotli.errorKind == .connectionFailed)
    }

    @Test func bodyExactlyAtTheCapIsAccepted() async throws {
        let fake = try RunningFakeServer()
        defer { fake.server.stop() }
        fake.server.addFault(.hugeBody(bytes: 100_000))
        let client = CurlHTTPClient()

        let response = try await client.send(HTTPRequest(url: fake.reposURL, maxBodyBytes: 100_000))

        #expect(response.body.count == 100_000)
    }

    @Test func messagesNeverContainTheToken() async throws {
        let port = try #require(UnlistenedPort())
        let client = CurlHTTPClient()
        let token = "ghp_0123456789abcdef"
        let headers = HTTPHeaders([("Authorization", "token \(token)")])

        let refused = await client.result(HTTPRequest(url: "http://127.0.0.1:\(port.port)/", headers: headers))
        let injected = await client.result(HTTPRequest(
            url: "http://127.0.0.1:\(port.port)/", headers: HTTPHeaders([("Authorization", "token \(token)\r\nX: y")])))

        for result in [refused, injected] {
            guard case .failure(let error) = result else {
                Issue.record("expected a failure")
                continue
            }
            #expect(!"\(error)".contains(token))
        }
    }
}
