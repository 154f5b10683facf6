import Foundation
import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub

@Suite(.standardTimeLimit) struct SmallPartsTests {
    @Test func sha256KnownAnswers() {
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(Array(String(repeating: "a", count: 1000).utf8)) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    @Test func iso8601() throws {
        let date = try #require(ISO8601.parse("2019-10-26T01:28:29Z"))
        #expect(date.timeIntervalSince1970 == 1_572_053_309)
        #expect(ISO8601.format(date) == "2019-10-26T01:28:29Z")
        #expect(ISO8601.parse("2019-10-26T03:28:29+02:00") == date)
        #expect(ISO8601.parse("2019-10-26T01:28:29.123Z") == date)
        for bad in ["", "2019", "2019-13-01T00:00:00Z", "2019-10-26T01:28:29", "2019-10-26T01:28:29Zjunk", "xxxx-xx-xxTxx:xx:xxZ"] {
            #expect(ISO8601.parse(bad) == nil)
        }
    }

    @Test func rateLimitIgnoresGarbage() {
        let limit = RateLimit(headers: HTTPHeaders([("X-RateLimit-Remaining", "-1"), ("x-ratelimit-limit", "60"), ("x-ratelimit-reset", "99999999999999999999")]))
        #expect(limit?.remaining == nil && limit?.limit == 60 && limit?.reset == nil)
        #expect(RateLimit(headers: HTTPHeaders([("content-type", "x")])) == nil)
    }

    @Test func jsonTextEscapesEveryControlCharacter() {
        #expect(JSONText.string("a\"b\\c\n\u{1b}[31m\u{9b}") == #""a\"b\\c\n\u001b[31m\u009b""#)
        #expect(JSONText.string(nil) == "null")
    }

    @Test func decoderToleratesOddElementsAndFields() throws {
        let body = #"[1, "x", null, {"no_name": 1}, {"name": "ok", "stargazers_count": true, "fork": 1, "topics": ["a", 2, null, "b"], "license": "MIT", "owner": null, "pushed_at": "yesterday", "html_url": 5}]"#
        let repositories = try RepositoryDecoder.decode(Array(body.utf8))
        #expect(repositories.count == 1)
        let r = try #require(repositories.first)
        #expect(r.name == "ok" && r.stargazersCount == nil && r.isFork == nil && r.topics == ["a", "b"])
        #expect(r.license == nil && r.owner == nil && r.pushedAt == nil && r.htmlURL == nil)
    }

    @Test func decoderRepairsInvalidUTF8() throws {
        var body = Array(#"[{"name":"a","description":"x"#.utf8)
        body += [0xFF, 0xFE]
        body += Array(#"y"}]"#.utf8)
        let r = try RepositoryDecoder.decode(body)
        #expect(r.first?.description == "x\u{FFFD}\u{FFFD}y")
    }

    @Test func decoderTellsObjectsFromGarbage() {
        #expect(throws: RepositoryDecoder.Failure.notAnArray(message: "Not Found")) {
            try RepositoryDecoder.decode(Array(#"{"message":"Not Found"}"#.utf8))
        }
        #expect(throws: RepositoryDecoder.Failure.notJSON) { try RepositoryDecoder.decode(Array("<html>".utf8)) }
        #expect(throws: RepositoryDecoder.Failure.notJSON) { try RepositoryDecoder.decode(Array(#"[{"name":"a""#.utf8)) }
        #expect(throws: RepositoryDecoder.Failure.notJSON) { try RepositoryDecoder.decode([]) }
    }
}
