import Foundation
import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub

/// The byte scanner against the Foundation decoder it replaced (kept in
/// Support/ as the reference), answer for answer, and against
/// `JSONSerialization` on real pages.
@Suite(.standardTimeLimit) struct RepositoryScannerTests {
    typealias Outcome = Result<RepositoryList, RepositoryDecoder.Failure>

    static func reference(_ body: [UInt8]) -> Outcome {
        do { return .success(try FoundationRepositoryDecoder.decodeList(body)) } catch { return .failure(error) }
    }

    static func scanned(_ body: [UInt8]) -> Outcome {
        do { return .success(try RepositoryDecoder.decodeList(body)) } catch { return .failure(error) }
    }

    static func expectSame(_ body: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        // Foundation guesses UTF-16 or UTF-32 from NUL bytes at the start;
        // the scanner reads UTF-8 only (GitHub sends nothing else). Those
        // bodies are compared in `readsUTF8Only` instead.
        if body.prefix(4).contains(0) { return }
        let expected = reference(body), actual = scanned(body)
        #expect(actual == expected, "\(String(decoding: body.prefix(300), as: UTF8.self))", sourceLocation: sourceLocation)
        #expect(RepositoryDecoder.errorMessage(body) == FoundationRepositoryDecoder.errorMessage(body),
                "\(String(decoding: body.prefix(300), as: UTF8.self))", sourceLocation: sourceLocation)
    }

    /// What differs between the scanner and the reference on `body`; nil when they agree.
    static func mismatch(_ body: [UInt8]) -> String? {
        if body.prefix(4).contains(0) { return nil }
        let expected = reference(body), actual = scanned(body)
        let messages = (RepositoryDecoder.errorMessage(body), FoundationRepositoryDecoder.errorMessage(body))
        guard actual != expected || messages.0 != messages.1 else { return nil }
        return "\(String(decoding: body.prefix(300), as: UTF8.self)): \(actual) ≠ \(expected); \(messages.0 ?? "-") ≠ \(messages.1 ?? "-")"
    }

    /// `expectSame` for many bodies, compared on a thread of their own: the
    /// work is heavy, and must not hold a thread of the cooperative pool
    /// that the tests running beside it need.
    static func expectSameOffThePool(_ bodies: [[UInt8]], sourceLocation: SourceLocation = #_sourceLocation) async {
        let differences = await offThePool { bodies.compactMap(mismatch) }
        #expect(differences.isEmpty, "\(differences.count) differ, e.g. \(differences.prefix(3))", sourceLocation: sourceLocation)
    }

    static let recordings = [
        "bitwiseman.p1", "bitwiseman.p6", "jacquev6.p1", "sferik.p1", "github3py.p1", "codeforamerica.p1",
        "not_found_user.recorded", "bad_credentials.recorded_2020", "rate_limit_exceeded.recorded",
        "secondary_rate_limit.recorded_abuse", "secondary_rate_limit.modern", "server_error_502",
        "service_unavailable_503_unicorn",
    ]

    @Test(arguments: recordings)
    func sameAnswersOnRecordings(_ name: String) throws {
        Self.expectSame(try Recording(name).body)
    }

    @Test(arguments: ["bitwiseman.p1", "jacquev6.p1", "sferik.p1", "github3py.p1", "codeforamerica.p1"])
    func sameNamesAndURLsAsJSONSerialization(_ name: String) throws {
        let body = try Recording(name).body
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(body)) as? [[String: Any]])
        let expected = objects.map { "\($0["name"] as? String ?? "?") \($0["html_url"] as? String ?? "?")" }
        let actual = try RepositoryDecoder.decode(body).map { "\($0.name) \($0.htmlURL ?? "?")" }
        #expect(actual == expected)
    }

    static let oddDocuments: [String] = [
        #"[{"name":"a","stargazers_count":1.0}]"#, #"[{"name":"a","stargazers_count":1e2}]"#,
        #"[{"name":"a","stargazers_count":1.5}]"#, #"[{"name":"a","stargazers_count":-0}]"#,
        #"[{"name":"a","stargazers_count":9223372036854775807}]"#, #"[{"name":"a","stargazers_count":9223372036854775808}]"#,
        #"[{"name":"a","stargazers_count":-9223372036854775808}]"#, #"[{"name":"a","stargazers_count":1E400}]"#,
        #"[{"name":"a","stargazers_count":10e-1}]"#, #"[{"name":"a","stargazers_count":1e-400}]"#,
        #"[{"name":"a","stargazers_count":01}]"#, #"[{"name":"a","stargazers_count":-}]"#, #"[{"name":"a","stargazers_count":1.}]"#,
        #"[{"name":"a","stargazers_count":.5}]"#, #"[{"name":"a","stargazers_count":+1}]"#, #"[{"name":"a","stargazers_count":1-2}]"#,
        #"[{"name":"a","stargazers_count":-a}]"#, #"[{"name":"a","stargazers_count":0x10}]"#, #"[{"name":"a","stargazers_count":1E+2}]"#,
        #"[{"name":"a","name":"b"}]"#, #"[{"name":"a","name":5}]"#, #"[{"name":5,"name":"b"}]"#,
        #"[{"name":"a","stargazers_count":"x","stargazers_count":2}]"#,
        #"[{"name":"\ud800"}]"#, #"[{"name":"a","description":"\ud800"}]"#, #"[{"name":"a","description":"\udc00x"}]"#,
        #"[{"name":"a","description":"\ud83d\ude00"}]"#, #"[{"name":"a","description":"\ud83dx"}]"#,
        #"[{"name":"a","description":"\uDE00\uD83D"}]"#, #"[{"name":"a","description":"\uD83D\u0041"}]"#,
        #"[{"name":"a","description":"\x"}]"#, #"[{"name":"a","description":"\u12"}]"#, #"[{"name":"a","description":"\uZZZZ"}]"#,
        #"[{"name":"a","description":"\u0000"}]"#, #"[{"name":"a","description":"\U0041"}]"#,
        #"[{"name":"a","description":"\/\b\f\n\r\t\"\\\u00e9"}]"#,
        "[{\"name\":\"a\",\"description\":\"tab\there\"}]", "[{\"name\":\"a\",\"description\":\"del\u{7f}\"}]",
        #"[{"na\u006de":"esc"}]"#, #"[{"na\x":"b","name":"c"}]"#, "[{\"na\tme\":\"b\",\"name\":\"c\"}]",
        #"[{"name":"a","license":{"k\x":1}}]"#, #"[{"name":"a","x":{"k\x":1}}]"#,
        #"[{"name":"a"},]"#, #"[{"name":"a",}]"#, #"[,]"#, #"[,{"name":"a"}]"#, #"[{,"name":"a"}]"#, #"[{"name":"a",,}]"#,
        #"[{"name":"a"},,]"#, #"[{"name" "a"}]"#, #"[{"name":"a" "x":1}]"#, #"[{1:2}]"#, #"[{"name":"a","x":[1,]}]"#,
        #"[1 2]"#, #"[]"#, #" [ ] "#, "\u{feff}[]", "\u{feff}\u{feff}[]", " \u{feff}[]", "\u{feff}", #"[]x"#, #"[] []"#,
        "5", #""x""#, "null", "true", "false", "nul", #"{"message":5}"#, #"{"message":"m","message":"n"}"#, #"{}"#,
        #"{"a":}"#, #"{"message":"m",}"#, #"{"message":"m\ud800"}"#, #"{"message":"Not Found"} x"#,
        #"[{"name":"a","license":{}}]"#, #"[{"name":"a","license":"x"}]"#, #"[{"name":"a","license":{"key":1,"name":"n"}}]"#,
        #"[{"name":"a","owner":{"login":"o","avatar_url":null,"html_url":"h"}}]"#, #"[{"name":"a","owner":[]}]"#,
        #"[{"name":"a","topics":"x"}]"#, #"[{"name":"a","topics":[["x"],"y",{},null,"\x","z"]}]"#,
        #"[{"name":"a","fork":null,"archived":true,"is_template":false,"private":1}]"#,
        #"[{"name":"a","stargazers_count":nul}]"#, #"[{"name":"a","x":tru}]"#, #"[{"name":"a","x":truex}]"#,
        #"[{"name":"a","x":true1}]"#, #"[{"name":"a","x":1true}]"#, #"[{"name":"a","x":[}]"#, #"[{"name":"a","x":NaN}]"#,
        "[{\"name\":\"a\"}]\u{0}", "\t\n\r [{\"name\":\"a\"}]\t\n\r ", "\u{0b}[]", "[{\"name\":\"a\"}]\u{0c}", "[{\"name\":\"a\"}\u{a0}]",
        #"[{"name":"a","pushed_at":"2019-10-26T01:28:29Z","created_at":"yesterday","updated_at":5}]"#,
        #"[{"name":"a","description":"\u12"}, {"name":"b"}]"#, #"[{"name":"a","description":"\uZZ"Z"}]"#,
        #"["\u"]"#, #"["\uab"x"]"#, #"["\uabc\"x"]"#, #"["\u12345"]"#, #"["\uab\\"]"#, #"["\uabc\\"]"#, #"["\uab\nz"]"#, #"["\\"]"#, #"["\"]"#, #"["\x""#,
        #"[1, "x", null, {"no_name": 1}, {"name": "ok"}]"#, "[", "[{", #"[{"name""#, #"[{"name":"#, #"[{"name":"a"#, "\"", "",
    ]

    @Test func sameAnswersOnOddDocuments() {
        for document in Self.oddDocuments { Self.expectSame(Array(document.utf8)) }
    }

    @Test func sameAnswersOnInvalidUTF8AndDeepNesting() {
        var body = Array(#"[{"name":"a\#u{e9}","description":"x"#.utf8)
        body += [0xFF, 0xFE, 0xE2, 0x82]
        body += Array(#"\u00ac y","language":"\#u{1F600}"#.utf8)
        body += [0xF0, 0x9F]
        body += Array(#""}]"#.utf8)
        Self.expectSame(body)
        Self.expectSame([0x5B, 0xFF, 0x5D])
        Self.expectSame(Array(#"[{"name":""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""}]"#.utf8))
        for depth in [511, 512, 513] {
            Self.expectSame(Array((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8))
            let inner = String(repeating: #"{"a":"#, count: depth - 2) + "1" + String(repeating: "}", count: depth - 2)
            Self.expectSame(Array(#"[{"name":"a","x":\#(inner)}]"#.utf8))
        }
        // Far too deep for any recursion: refused, not a stack overflow.
        #expect(Self.scanned(Array(String(repeating: "[", count: 200_000).utf8)) == .failure(.notJSON))
    }

    /// Strings are passed over sixteen bytes at a time: every byte value, at
    /// every offset of a block and past the last whole block, stops the scan
    /// exactly where a byte-by-byte scan stops (with or without control
    /// characters as stops, for strings read and strings skipped). (Heavy: on a thread of its
    /// own, not one of the cooperative pool's two.)
    @Test func ordinaryBytesEndWhereAByteScanSaysAtEveryOffset() async {
        let wrong = await offThePool { () -> [String] in
            func special(_ b: UInt8, _ control: Bool) -> Bool {
                b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") || (control && b < 0x20)
            }
            var wrong: [String] = []
            for length in [0, 1, 7, 8, 9, 15, 16, 17, 24, 31, 32, 33, 40] {  // around the first blocks and the tail
                for position in 0..<max(1, length) {
                    for value in UInt8.min...UInt8.max {
                        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                        if position < length { bytes[position] = value }
                        // A second special byte after the first must not matter.
                        if position + 3 < length { bytes[position + 3] = UInt8(ascii: "\"") }
                        for start in Set([0, position]) {
                            for control in [true, false] {
                                let expected = bytes.indices.first { $0 >= start && special(bytes[$0], control) } ?? length
                                let actual = bytes.withUnsafeBufferPointer {
                                    JSONCursor.endOfOrdinaryBytes(in: $0, from: start, controlCharacters: control)
                                }
                                if actual != expected { wrong.append("\(bytes) from \(start), \(control): \(actual) ≠ \(expected)") }
                            }
                        }
                    }
                }
            }
            return wrong
        }
        #expect(wrong.isEmpty, "\(wrong.count) wrong, e.g. \(wrong.prefix(3))")
    }

    /// The same, through whole documents: escapes, control characters,
    /// quotes and bytes next to them in value (`!`, `#`, `[`, `]`, 0x1F,
    /// 0x20, DEL, UTF-8) at each offset of a word, and keys that differ from
    /// the ones read in one byte or in length.
    @Test func sameAnswersWithSpecialBytesAtEveryOffset() async {
        let specials = [#"\""#, #"\\"#, #"\n"#, #"\u00e9"#, #"\ud83d\ude00"#, #"\x"#, "\u{01}", "\u{1F}", " ", "!", "#",
                        "[", "]", "\u{7F}", "é", "😀", "\u{0}"]
        var documents: [String] = []
        for pad in 0...17 {
            let before = String(repeating: "x", count: pad)
            for special in specials {
                let text = before + special + String(repeating: "y", count: 17 - pad)
                documents.append(#"[{"name":"\#(text)","description":"\#(text)","html_url":"u"}]"#)
                documents.append(#"[{"name":"a","\#(text)":1,"description":"d"}]"#)
                documents.append(#"[{"name":"a","node_id":"\#(text)","description":"d"}]"#)  // skipped unread
                documents.append(#"[{"name":"\#(text)"#)  // cut inside the string
            }
        }
        for key in ["namf", "nam", "names", "Name", "html_urk", "html_url ", "ownerr", "licens", "spdx_id", "a_very_long_key_name_that_no_one_reads"] {
            documents.append(#"[{"name":"a","\#(key)":"k","description":"d","license":{"\#(key)":"x","key":"mit"}}]"#)
        }
        await Self.expectSameOffThePool(documents.map { Array($0.utf8) })
    }

    /// An owner (or license) whose text repeats the element before's is
    /// taken from it: the same answers when it repeats, when it differs in
    /// any one byte or in length, when it is not an object (a number that
    /// the next one's starts with), when it is not valid, and at another depth.
    @Test func sameAnswersWhenNestedObjectsRepeatOrNot() async {
        let owner = #"{"login":"octo","id":1,"avatar_url":"https://a/1","html_url":"https://github.com/octo","x":[1,{"y":null}]}"#
        let license = #"{"key":"mit","name":"MIT License","spdx_id":"MIT"}"#
        func element(_ name: String, owner: String, license: String) -> String {
            #"{"name":"\#(name)","owner":\#(owner),"license":\#(license),"html_url":"u"}"#
        }
        var documents: [String] = []
        let variants = owner.utf8.indices.flatMap { index -> [String] in
            var bytes = Array(owner.utf8)
            let offset = owner.utf8.distance(from: owner.utf8.startIndex, to: index)
            var removed = bytes
            removed.remove(at: offset)
            bytes[offset] = bytes[offset] == UInt8(ascii: "a") ? UInt8(ascii: "b") : UInt8(ascii: "a")
            return [String(decoding: bytes, as: UTF8.self), String(decoding: removed, as: UTF8.self)]
        }
        for variant in variants {
            documents.append("[" + element("a", owner: owner, license: license) + "," + element("b", owner: variant, license: license)
                             + "," + element("c", owner: owner, license: license) + "]")
        }
        for (first, second) in [("1", "12"), ("1", "1.5"), ("\"x\"", "\"x\"y"), ("null", "nullx"), ("true", "true"),
                                (#"{"login":"a"}"#, #"{"login":"a"}}"#), (#"{"login":"a"}"#, #"{"login":"a"} "#),
                                (#"{"\u0041":"a"}"#, #"{"\u0041":"a"}"#), (#"{"\uZZZZ":"a"}"#, #"{"\uZZZZ":"a"}"#),
                                (#"{"login":"a","login":"b"}"#, #"{"login":"a","login":"b"}"#)] {
            documents.append("[" + element("a", owner: first, license: first) + "," + element("b", owner: second, license: second) + "]")
        }
        await Self.expectSameOffThePool(documents.map { Array($0.utf8) })
    }

    /// The same text one level deeper is not taken for a repeat (the depth
    /// limit counts from where a value starts).
    @Test func aRepeatIsTakenOnlyAtTheSameDepth() {
        let text = Array(#"[{"a":1},{"a":1},[{"a":1}]]"#.utf8)
        var taken: [Bool] = []
        let read: Bool = text.withUnsafeBufferPointer { buffer in
            var cursor = JSONCursor(bytes: buffer)
            var first: (start: Int, count: Int, depth: Int)?
            do throws(JSONMalformed) {
                try cursor.array { (cursor: inout JSONCursor) throws(JSONMalformed) in
                    guard let first else {
                        let start = cursor.index, depth = cursor.depth
                        try cursor.skipValue()
                        first = (start, cursor.index - start, depth)
                        return
                    }
                    func take(_ cursor: inout JSONCursor) throws(JSONMalformed) {
                        let repeated = cursor.skipRepeat(of: first.start, count: first.count, atDepth: first.depth)
                        taken.append(repeated)
                        if !repeated { try cursor.skipValue() }
                    }
                    if cursor.byte == UInt8(ascii: "[") {
                        try cursor.array { (inner: inout JSONCursor) throws(JSONMalformed) in try take(&inner) }
                    } else {
                        try take(&cursor)
                    }
                }
                return cursor.isAtEnd
            } catch {
                return false
            }
        }
        #expect(read)
        #expect(taken == [true, false])
    }

    @Test func readsUTF8Only() {
        #expect(Self.scanned([0x00, 0x31]) == .failure(.notJSON))
        #expect(Self.scanned(Array("[]".utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }) == .failure(.notJSON))
    }

    @Test func sameAnswersOnGeneratedDocuments() async {
        var generator = DocumentGenerator(seed: 0x5EED)
        await Self.expectSameOffThePool((0..<1_500).map { _ in generator.document() })
    }

    @Test func sameAnswersOnDamagedRecordings() async throws {
        let body = try Recording("github3py.p1").body
        var random = SplitMix(seed: 42)
        var bodies: [[UInt8]] = []
        for _ in 0..<300 {
            var damaged = body
            switch random.next() % 4 {
            case 0: damaged = Array(damaged.prefix(Int(random.next() % UInt64(damaged.count))))
            case 1: damaged[Int(random.next() % UInt64(damaged.count))] = UInt8(truncatingIfNeeded: random.next())
            case 2: damaged.insert(UInt8(truncatingIfNeeded: random.next()), at: Int(random.next() % UInt64(damaged.count)))
            default: damaged.remove(at: Int(random.next() % UInt64(damaged.count)))
            }
            bodies.append(damaged)
        }
        await Self.expectSameOffThePool(bodies)
    }
}
