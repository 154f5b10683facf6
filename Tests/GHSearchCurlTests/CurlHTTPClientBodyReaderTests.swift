import FakeGitHub
import GHSearchCLI
import GHSearchCurl
import Testing
import TestSupport
import GHSearchGitHub

/// A request's `HTTPBodyReader` runs where the client decodes the body, and
/// the response carries what it read instead of the bytes.
@Suite(.standardTimeLimit) struct CurlHTTPClientBodyReaderTests {
    private static func firstByte(keepsBody: Bool) -> HTTPBodyReader {
        HTTPBodyReader(keepsBody: keepsBody) { bytes in bytes.first.map { [$0, UInt8(truncatingIfNeeded: bytes.count)] } }
    }

    /// The fake's repository list fetched plainly, then again through `reader`.
    private static func plainAndRead(_ reader: HTTPBodyReader) async throws -> (plain: HTTPResponse, read: HTTPResponse) {
        let fake = try RunningFakeServer()
        defer { fake.server.stop() }
        let client = CurlHTTPClient()
        let plain = try await client.send(HTTPRequest(url: fake.reposURL))
        let read = try await client.send(HTTPRequest(url: fake.reposURL, bodyReader: reader))
        return (plain, read)
    }

    @Test func aReadBodyComesBackAsContentWithoutItsBytes() async throws {
        let (plain, read) = try await Self.plainAndRead(Self.firstByte(keepsBody: false))

        #expect(read.headers["Content-Encoding"] == "gzip")
        #expect(read.body.isEmpty)
        #expect(read.content as? [UInt8] == [UInt8(ascii: "["), UInt8(truncatingIfNeeded: plain.body.count)])
    }

    @Test func aReaderThatKeepsTheBodyGetsItToo() async throws {
        let (plain, read) = try await Self.plainAndRead(Self.firstByte(keepsBody: true))

        #expect(read.body == plain.body)
        #expect(read.content as? [UInt8] == [UInt8(ascii: "["), UInt8(truncatingIfNeeded: plain.body.count)])
    }

    @Test func aBodyTheReaderCannotReadComesBackAsBytes() async throws {
        let (plain, read) = try await Self.plainAndRead(HTTPBodyReader(keepsBody: false) { _ in nil })

        #expect(read.body == plain.body)
        #expect(read.content == nil)
    }

    @Test func anErrorStatusIsNotRead() async throws {
        let fake = try RunningFakeServer()
        defer { fake.server.stop() }
        let client = CurlHTTPClient()

        let response = try await client.send(HTTPRequest(url: fake.server.baseURL + "/users/nobody-here/repos",
                                                         bodyReader: Self.firstByte(keepsBody: false)))

        #expect(response.status == 404)
        #expect(response.content == nil)
        #expect(String(decoding: response.body, as: UTF8.self).contains("Not Found"))
    }
}
