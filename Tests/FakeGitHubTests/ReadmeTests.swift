import Foundation
import Testing
@testable import FakeGitHub
import TestSupport

/// `GET /repos/{owner}/{repo}/readme` as GitHub documents it: the raw bytes
/// for `application/vnd.github.raw` (and `.raw+json`, and the older
/// `v3.raw`), the base64 content object by default, ETag/304 without quota,
/// the endpoint's own 404, and the built-in READMEs a client must survive.
@Suite(.standardTimeLimit) struct ReadmeTests {
    static let users = TestServer.standardUsers + [BuiltInReadmes.user]
    static let raw = [("Accept", "application/vnd.github.raw")]

    private func withServer(_ body: @escaping @Sendable (FakeGitHubServer, RawHTTPConnection) throws -> Void) async throws {
        try await TestServer.with(FakeGitHubConfiguration(users: ReadmeTests.users)) { server in
            try body(server, try RawHTTPConnection(port: server.port))
        }
    }

    @Test func theRawMediaTypesAnswerTheBytesAsTheyAre() async throws {
        try await withServer { _, connection in
            for accept in ["application/vnd.github.raw", "application/vnd.github.raw+json",
                           "application/vnd.github.v3.raw", "text/plain, application/vnd.github.RAW; q=0.9"] {
                let response = try connection.request("/repos/readmes/long/readme", headers: [("Accept", accept)])
                #expect(response.status == 200, "\(accept)")
                #expect(response.body == Array(BuiltInReadmes.long.utf8), "\(accept)")
                #expect(response.header("content-type") == "application/vnd.github.raw; charset=utf-8")
                #expect(response.header("x-github-media-type") == "github.v3; param=raw; format=json")
                #expect(response.header("etag")?.hasPrefix("W/\"") == true)
            }
        }
    }

    @Test func theDefaultIsGitHubsContentObjectInBase64LinesOf60() async throws {
        try await withServer { _, connection in
            let response = try connection.request("/repos/ReadMes/LONG/readme")  // names are case-insensitive
            #expect(response.status == 200)
            #expect(response.header("content-type") == "application/json; charset=utf-8")
            #expect(response.header("x-github-media-type") == "github.v3; format=json")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
            #expect(Array(object.keys).sorted() == ["_links", "content", "download_url", "encoding", "git_url",
                                                    "html_url", "name", "path", "sha", "size", "type", "url"])
            #expect(object["name"] as? String == "README.md" && object["type"] as? String == "file")
            #expect(object["encoding"] as? String == "base64")
            let bytes = Array(BuiltInReadmes.long.utf8)
            #expect(object["size"] as? Int == bytes.count)
            let content = try #require(object["content"] as? String)
            let lines = content.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(content.hasSuffix("\n") && lines.dropLast().allSatisfy { $0.count <= 60 })
            #expect(lines.dropLast(2).allSatisfy { $0.count == 60 })
            #expect(Data(base64Encoded: content.replacingOccurrences(of: "\n", with: "")) == Data(bytes))
            let sha = try #require(object["sha"] as? String)
            #expect(sha.count == 40 && sha.allSatisfy(\.isHexDigit))
            let url = try #require(object["url"] as? String)
            #expect(url.hasSuffix("/repos/readmes/long/contents/README.md?ref=main")
                    || url.hasSuffix("/repos/readmes/long/contents/README.md?ref=master"))
            let links = try #require(object["_links"] as? [String: String])
            #expect(links["self"] == url && links["html"] == object["html_url"] as? String)
        }
    }

    @Test func aRevisitWithTheETagIsA304ThatCostsNoQuota() async throws {
        try await withServer { _, connection in
            let first = try connection.request("/repos/readmes/cjk/readme", headers: ReadmeTests.raw)
            let etag = try #require(first.header("etag"))
            let remaining = try #require(first.header("x-ratelimit-remaining").flatMap(Int.init))
            let again = try connection.request("/repos/readmes/cjk/readme", headers: ReadmeTests.raw + [("If-None-Match", etag)])
            #expect(again.status == 304 && again.body.isEmpty)
            #expect(again.header("etag") == etag)
            #expect(again.header("x-ratelimit-remaining").flatMap(Int.init) == remaining)
            // The JSON form is another representation, with another validator.
            let json = try connection.request("/repos/readmes/cjk/readme", headers: [("If-None-Match", etag)])
            #expect(json.status == 200 && json.header("etag") != etag)
            #expect(json.header("x-ratelimit-remaining").flatMap(Int.init) == remaining - 1)
        }
    }

    @Test func noReadmeUnknownRepositoryAndUnknownOwnerAreTheEndpointsOwn404() async throws {
        try await withServer { _, connection in
            for target in ["/repos/readmes/none/readme", "/repos/readmes/nothing-here/readme", "/repos/nobody/x/readme",
                           "/api/v3/repos/readmes/none/readme"] {
                let response = try connection.request(target, headers: ReadmeTests.raw)
                #expect(response.status == 404, "\(target)")
                #expect(response.text == #"{"message":"Not Found","documentation_url":"https://docs.github.com/rest/repos/contents#get-a-repository-readme","status":"404"}"#)
                #expect(response.header("content-type") == "application/json; charset=utf-8")
            }
        }
    }

    @Test func theBuiltInReadmesAreServedByteForByte() async throws {
        try await withServer { _, connection in
            func body(_ name: String) throws -> [UInt8] {
                let response = try connection.request("/repos/readmes/\(name)/readme", headers: ReadmeTests.raw)
                #expect(response.status == 200, "\(name)")
                return response.body
            }
            let huge = try body("huge")
            #expect(huge.count >= 1_500_000 && huge.count < 1_510_000)
            #expect(String(decoding: huge.prefix(20), as: UTF8.self).contains("## Part 1"))
            let binary = try body("binary")
            #expect(binary == BuiltInReadmes.binary)
            #expect(binary.contains(0) && String(validating: binary, as: UTF8.self) == nil)
            #expect(try body("latin1") == BuiltInReadmes.latin1)
            #expect(try body("utf16").prefix(2) == [0xFF, 0xFE])
            #expect(try body("empty").isEmpty)
            #expect(try body("hostile").contains(0x1B))
            #expect(String(decoding: try body("cjk"), as: UTF8.self) == BuiltInReadmes.cjk)
        }
    }

    @Test func generatedRepositoriesServeAReadmeWrittenFromTheirFieldsUnlessTheyHaveNoDescription() async throws {
        let user = FakeData.user(login: "gen", id: 4242, repositoryCount: 40, seed: 9)
        let described = try #require(user.repositories.first { $0.description != nil })
        let bare = try #require(user.repositories.first { $0.description == nil })
        try await TestServer.with(FakeGitHubConfiguration(users: [user])) { server in
            let connection = try RawHTTPConnection(port: server.port)
            let response = try connection.request("/repos/gen/\(described.name)/readme", headers: ReadmeTests.raw)
            #expect(response.status == 200)
            #expect(response.text.hasPrefix("# \(described.name)\n"))
            #expect(response.text.contains(described.description ?? "?"))
            #expect(response.text.contains("| Stars | \(described.stargazersCount) |"))
            #expect(response.text == (try connection.request("/repos/gen/\(described.name)/readme", headers: ReadmeTests.raw)).text)
            #expect(try connection.request("/repos/gen/\(bare.name)/readme", headers: ReadmeTests.raw).status == 404)
        }
    }

    @Test func aReadmeSpendsOneRequestAndIsGzippedOnRequest() async throws {
        try await withServer { _, connection in
            let first = try connection.request("/repos/readmes/long/readme", headers: ReadmeTests.raw)
            #expect(first.header("x-ratelimit-remaining") == "59")
            let zipped = try connection.request("/repos/readmes/long/readme",
                                                headers: ReadmeTests.raw + [("Accept-Encoding", "gzip")])
            #expect(zipped.header("content-encoding") == "gzip")
            #expect(Inflate.gunzip(zipped.body) == Array(BuiltInReadmes.long.utf8))
            #expect(zipped.header("x-ratelimit-remaining") == "58")
        }
    }
}
