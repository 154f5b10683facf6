import Foundation
import Testing
import TestSupport
@testable import FakeGitHub

@Suite(.standardTimeLimit) struct EncodingTests {
    @Test func gzipRoundTrip() async throws {
        try await TestServer.with { server in
            let connection = try RawHTTPConnection(port: server.port)
            let plain = try connection.request("/users/user250/repos?per_page=100")
            let zipped = try connection.request(
                "/users/user250/repos?per_page=100", headers: [("Accept-Encoding", "deflate, gzip")])
            #expect(plain.header("content-encoding") == nil)
            #expect(zipped.header("content-encoding") == "gzip")
            #expect(zipped.body.count < plain.body.count / 5)
            #expect(Inflate.gunzip(zipped.body) == plain.body)
            #expect(zipped.header("etag") == plain.header("etag"))

            server.setGzipEnabled(false)
            let off = try connection.request("/users/user250/repos?per_page=100", headers: [("Accept-Encoding", "gzip")])
            #expect(off.header("content-encoding") == nil)
            #expect(off.body == plain.body)
        }
    }

    @Test func errorBodiesAreGzippedToo() async throws {
        try await TestServer.with { server in
            let response = try RawHTTPConnection(port: server.port)
                .request("/users/nobody/repos", headers: [("Accept-Encoding", "gzip")])
            #expect(response.header("content-encoding") == "gzip")
            #expect(Inflate.gunzip(response.body).map { String(decoding: $0, as: UTF8.self) }?.contains("Not Found") == true)
        }
    }

    @Test func repositoryObjectsHaveGitHubsFieldOrder() async throws {
        let recording = try String(contentsOfFile: "/work/shared/github-recordings/repos/jacquev6.p1.json", encoding: .utf8)
        let repository = FakeData.user(login: "x", id: 1, repositoryCount: 1).repositories[0]
        let encoder = RepositoryJSONEncoder(apiBase: "http://h", htmlBase: "https://github.com", avatarBase: "http://h")
        let ours = try keyOrder(Data(encoder.encode(repository, listedFor: FakeOwner(login: "x", id: 1))))
        // The 2020 recording's keys appear in the same relative order in ours.
        let wrapper = try #require(JSONSerialization.jsonObject(with: Data(recording.utf8)) as? [String: Any])
        let body = try #require(wrapper["body"] as? String)
        let recorded = try keyOrder(Data(body.utf8), firstOfArray: true).filter { $0 != "permissions" }
        #expect(ours.filter { recorded.contains($0) } == recorded)
        #expect(ours.count == 79)
    }

    @Test func controlCharactersAreEscapedLikeGitHubAndOthersRaw() {
        var writer = JSONWriter()
        writer.string("a\"b\\c/\u{1B}[2J\n\t\u{7F}\u{9B}é字🐙")
        #expect(String(decoding: writer.bytes, as: UTF8.self) == "\"a\\\"b\\\\c/\\u001b[2J\\n\\t\u{7F}\u{9B}é字🐙\"")
    }

    @Test func rawFieldsReplaceInPlaceOrAppend() async throws {
        var repository = FakeRepository(id: 5, name: "n")
        repository.rawFields = ["name": .raw("42"), "extra": .string("\u{1B}")]
        let encoder = RepositoryJSONEncoder(apiBase: "http://h", htmlBase: "https://github.com", avatarBase: "http://h")
        let text = String(decoding: encoder.encode(repository, listedFor: FakeOwner(login: "o", id: 1)), as: UTF8.self)
        #expect(text.contains(#""name":42,"full_name":"o/n""#))
        #expect(text.hasSuffix(#""default_branch":"main","extra":"\u001b"}"#))
    }

    @Test func datesNodeIDsAndNullsLookLikeGitHubs() async throws {
        let repository = FakeRepository(
            id: 767_403, name: "DrawTurksHead", createdAt: 1_278_752_049, pushedAt: nil, license: .mit)
        let encoder = RepositoryJSONEncoder(apiBase: "http://h", htmlBase: "https://github.com", avatarBase: "http://h")
        let text = String(decoding: encoder.encode(repository, listedFor: FakeOwner(login: "jacquev6", id: 327_146)), as: UTF8.self)
        #expect(text.contains(#""node_id":"MDEwOlJlcG9zaXRvcnk3Njc0MDM=""#))
        #expect(text.contains(#""node_id":"MDQ6VXNlcjMyNzE0Ng==""#))
        #expect(text.contains(#""created_at":"2010-07-10T08:54:09Z""#))
        #expect(text.contains(#""pushed_at":null"#))
        #expect(text.contains(#""description":null"#))
        #expect(text.contains(#""license":{"key":"mit","name":"MIT License","spdx_id":"MIT","url":"http://h/licenses/mit","node_id":"MDc6TGljZW5zZTEz"}"#))
        #expect(text.contains(#""git_url":"git://github.com/jacquev6/DrawTurksHead.git","ssh_url":"git@github.com:jacquev6/DrawTurksHead.git""#))
    }

    @Test func generatedDataIsDeterministicAndVaried() {
        let one = FakeData.user(login: "u", id: 9, repositoryCount: 300, seed: 3)
        let two = FakeData.user(login: "u", id: 9, repositoryCount: 300, seed: 3)
        #expect(one == two)
        let repositories = one.repositories
        #expect(Set(repositories.map { $0.name.lowercased() }).count == 300)
        #expect(repositories.contains { $0.description == nil })
        #expect(repositories.contains { $0.language == nil })
        #expect(repositories.contains { $0.license == nil })
        #expect(repositories.contains { $0.fork })
        #expect(repositories.contains { $0.archived })
        #expect(repositories.contains { $0.description?.unicodeScalars.contains { $0.value >= 0x3040 && $0.value < 0xD7A4 } == true })
        #expect(repositories.contains { $0.description?.unicodeScalars.contains { $0.properties.isEmojiPresentation } == true })
    }

    @Test func avatarIsAPNGWithETagAnd304() async throws {
        try await TestServer.with { server in
            let connection = try RawHTTPConnection(port: server.port)
            let avatar = try connection.request("/avatars/u/583231?v=4")
            #expect(avatar.status == 200)
            #expect(avatar.header("content-type") == "image/png")
            #expect(avatar.body.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            let etag = try #require(avatar.header("etag"))
            let again = try connection.request("/avatars/u/583231?v=4", headers: [("If-None-Match", etag)])
            #expect(again.status == 304)
            let page = try connection.request("/users/octocat/repos")
            let owner = try objects(page).first?["owner"] as? [String: Any]
            #expect(owner?["avatar_url"] as? String == "\(server.baseURL)/avatars/u/583231?v=4")
        }
    }
}

/// The keys of a JSON object in the order they appear in the text.
func keyOrder(_ data: Data, firstOfArray: Bool = false) throws -> [String] {
    var keys: [String] = []
    var depth = 0
    let bytes = [UInt8](data)
    var position = 0
    let objectDepth = firstOfArray ? 2 : 1
    while position < bytes.count {
        let byte = bytes[position]
        if byte == UInt8(ascii: "\"") {
            var end = position + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
                end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
            }
            var next = end + 1
            while next < bytes.count, bytes[next] == UInt8(ascii: " ") { next += 1 }
            if depth == objectDepth, next < bytes.count, bytes[next] == UInt8(ascii: ":") {
                keys.append(String(decoding: bytes[(position + 1)..<end], as: UTF8.self))
            }
            position = end + 1
            continue
        }
        if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") { depth += 1 }
        if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
            depth -= 1
            if firstOfArray && depth == 1 { break }
        }
        position += 1
    }
    return keys
}
