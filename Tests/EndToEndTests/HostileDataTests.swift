import FakeGitHub
import Foundation
import Testing
import TestSupport

/// Repository texts built to attack a terminal, served as raw bytes (so they
/// can hold invalid UTF-8): nothing the server sent may act on the terminal,
/// and the table's columns must stay aligned whatever the text.
@Suite(.standardTimeLimit, .sanitizerReports) struct HostileDataTests {
    static let texts: [(name: String, description: String)] = [
        ("title\u{1B}]0;pwned\u{07}", "sets the window title \u{1B}]2;pwned too\u{1B}\\ and rings \u{07}"),
        ("link", "a hyperlink \u{1B}]8;;https://evil.example/\u{1B}\\click me\u{1B}]8;;\u{1B}\\ and DCS \u{1B}P1$r0m\u{1B}\\"),
        ("c1\u{9B}2J", "8-bit CSI \u{9B}31m, OSC \u{9D}0;x\u{9C}, NEL\u{85}, DEL\u{7F}, BS\u{08}\u{08}\u{08}"),
        ("bidi\u{202E}fdp.exe", "override \u{202E}txt.exe\u{202C} and isolate \u{2067}abc\u{2069} and RLM \u{200F}"),
        ("zero\u{200B}width\u{200D}", "joiners \u{200D}\u{200C} and word joiner \u{2060} and BOM \u{FEFF}"),
        ("e\u{301}\u{302}\u{303}combining", "Z\u{0351}\u{0352}\u{0353}a\u{0354}\u{0355}l\u{0356}g\u{0357}o stacked marks"),
        ("漢字かな한글", "日本語の説明と한국어 설명 and fullwidth ＡＢＣ"),
        ("emoji🐙🚀", "family 👩‍👩‍👧‍👦 flag 🇰🇷 heart ❤️ keycap 1️⃣"),
        ("long", String(repeating: "0123456789", count: 10_240)),
    ]

    /// The page as GitHub would send it, plus two repositories whose name and
    /// description hold bytes that are not UTF-8 at all.
    static var body: [UInt8] {
        var objects = texts.enumerated().map { index, text in
            Array(object(index: index, name: jsonString(text.name), description: jsonString(text.description)).utf8)
        }
        objects.append(Array(#"{"name":"bad-utf8-"#.utf8) + [0xFF, 0xFE, 0xC3] + Array(#"","full_name":"hostile/r9","html_url":"https://github.com/hostile/r9","description":"lone "#.utf8)
            + [0xC3, 0x28, 0xE2, 0x82] + Array(#" end","stargazers_count":9}"#.utf8))
        objects.append(Array(object(index: 10, name: "\"ok\"", description: "null").utf8))
        return Array("[".utf8) + Array(objects.joined(separator: Array(",".utf8))) + Array("]".utf8)
    }

    static let count = texts.count + 2

    static func object(index: Int, name: String, description: String) -> String {
        #"{"name":\#(name),"full_name":"hostile/r\#(index)","html_url":"https://github.com/hostile/r\#(index)","description":\#(description),"language":"Swift","stargazers_count":\#(index * 7),"pushed_at":"2024-01-0\#(index % 9 + 1)T00:00:00Z"}"#
    }

    static func jsonString(_ text: String) -> String {
        let data = try? JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed])
        let array = data.map { String(decoding: $0, as: UTF8.self) } ?? "[\"\"]"
        return String(array.dropFirst().dropLast())
    }

    func hostileFake() throws -> FakeServerFixture {
        let fake = try FakeServerFixture()
        fake.server.addFault(ScriptedResponse(status: 200, removedHeaders: ["link", "etag"], body: .bytes(Self.body)),
                             matching: .login("hostile"), times: nil)
        return fake
    }

    /// Rows of the table: the lines that show one of the served URLs.
    func rows(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { $0.contains("https://github.com/hostile/r") }
    }

    @Test(arguments: [80, 160])
    func terminalShowsNoEscapeTheServerSentAndColumnsAlign(columns: Int) async throws {
        let fake = try hostileFake()
        let run = try await ProcessRun.ghsearchOnTerminal(["--once", "hostile", "--api-url", fake.apiURL], columns: columns,
                                                    environment: ["NO_COLOR": "1"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("\(Self.count) Repositories"))
        let forbidden = run.stdout.unicodeScalars.filter {
            ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
                || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
        }
        #expect(forbidden.isEmpty, "terminal output holds \(forbidden.map { String($0.value, radix: 16) })")
        #expect(!run.stdout.contains("pwned") && !run.stdout.contains("evil.example"), "control strings go whole")
        let rows = rows(run.stdout)
        #expect(rows.count == Self.count)
        let urlColumns = Set(rows.compactMap { row in
            row.range(of: "https://github.com/hostile/r").map { DisplayColumns.width(row[..<$0.lowerBound]) }
        })
        #expect(urlColumns.count == 1, "the URL column starts at cells \(urlColumns.sorted())")
        #expect(rows.allSatisfy { DisplayColumns.width($0) <= columns })
    }

    @Test func colourOutputCarriesOnlyTheProgramsOwnStyling() async throws {
        let fake = try hostileFake()
        let run = try await ProcessRun.ghsearchOnTerminal(["--once", "hostile", "--api-url", fake.apiURL], columns: 160)
        #expect(run.status == 0)
        // Every ESC must start a Select Graphic Rendition sequence (ESC [ digits/; m).
        let scalars = Array(run.stdout.unicodeScalars)
        for (index, scalar) in scalars.enumerated() where scalar == "\u{1B}" {
            var end = index + 1
            guard end < scalars.count, scalars[end] == "[" else {
                Issue.record("ESC not followed by [ at \(index)"); break
            }
            end += 1
            while end < scalars.count, ("0"..."9").contains(scalars[end]) || scalars[end] == ";" { end += 1 }
            if end >= scalars.count || scalars[end] != "m" {
                Issue.record("an escape sequence other than SGR at \(index)"); break
            }
        }
        #expect(!run.stdout.contains("\u{1B}]") && !run.stdout.contains("\u{1B}P") && !run.stdout.contains("\u{9B}"))
    }

    @Test func pipedLinesCannotBeSplitOrInjected() async throws {
        let fake = try hostileFake()
        let run = try await ProcessRun.ghsearch(["--once", "hostile", "--api-url", fake.apiURL])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == Self.count)
        #expect(lines.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 2 })
        #expect(!run.stdout.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) })
    }

    @Test func jsonKeepsTheDataEscaped() async throws {
        let fake = try hostileFake()
        let run = try await ProcessRun.ghsearch(["--once", "hostile", "--api-url", fake.apiURL, "--json", "name,description"])
        #expect(run.status == 0)
        #expect(!run.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(objects.count == Self.count)
        #expect(objects.first?["name"] as? String == Self.texts[0].name, "JSON is data: the text survives, escaped")
        #expect((objects.first { ($0["name"] as? String)?.hasPrefix("bad-utf8-") == true }?["name"] as? String) == "bad-utf8-\u{FFFD}\u{FFFD}\u{FFFD}")
    }
}
