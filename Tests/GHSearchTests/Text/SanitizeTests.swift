import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchText

@Suite("TerminalText.sanitize", .standardTimeLimit)
struct SanitizeTests {
    @Test("printable ASCII comes back as it is")
    func plainASCII() {
        let text = "swift-argument-parser: Straightforward, type-safe argument parsing ~!@#$%^&*()"
        #expect(TerminalText.sanitize(text) == text)
        #expect(TerminalText.sanitize("") == "")
    }

    @Test("CSI sequences go whole", arguments: [
        ("\u{1B}[31mred\u{1B}[0m", "red"),
        ("a\u{1B}[2Jb", "ab"),
        ("a\u{1B}[?1049hb", "ab"),
        ("a\u{1B}[38;2;255;0;0mb", "ab"),
        ("a\u{1B}[1;31;4mb\u{1B}[m", "ab"),
        ("8-bit \u{9B}31mCSI", "8-bit CSI"),
        ("unterminated \u{1B}[12;", "unterminated "),
    ])
    func csi(input: String, expected: String) {
        #expect(TerminalText.sanitize(input) == expected)
    }

    @Test("OSC strings go whole: window title, hyperlinks, 8-bit forms", arguments: [
        ("a\u{1B}]0;evil title\u{07}b", "ab"),
        ("a\u{1B}]2;evil title\u{1B}\\b", "ab"),
        ("\u{1B}]8;;https://evil.example/\u{1B}\\click\u{1B}]8;;\u{1B}\\", "click"),
        ("\u{1B}]8;;https://evil.example/\u{07}click\u{1B}]8;;\u{07}", "click"),
        ("a\u{9D}0;title\u{9C}b", "ab"),
        ("a\u{1B}]0;title\u{18}b", "ab"),
        ("a\u{1B}]52;c;ZXZpbA==", "a"),
    ])
    func osc(input: String, expected: String) {
        #expect(TerminalText.sanitize(input) == expected)
    }

    @Test("DCS, SOS, PM and APC strings go whole", arguments: [
        ("a\u{1B}P1$qm\u{1B}\\b", "ab"),
        ("a\u{90}q#0;2;0;0;0\u{9C}b", "ab"),
        ("a\u{1B}Xsos\u{1B}\\b", "ab"),
        ("a\u{1B}^pm\u{1B}\\b", "ab"),
        ("a\u{1B}_Gf=100;AAAA\u{1B}\\b", "ab"),
        ("a\u{9F}apc\u{9C}b", "ab"),
    ])
    func controlStrings(input: String, expected: String) {
        #expect(TerminalText.sanitize(input) == expected)
    }

    @Test("ESC inside a control string starts a new sequence")
    func escapeInsideString() {
        #expect(TerminalText.sanitize("a\u{1B}]0;t\u{1B}[31mb") == "ab")
    }

    @Test("two- and three-character ESC sequences go", arguments: [
        ("a\u{1B}7b\u{1B}8c", "abc"),
        ("a\u{1B}cb", "ab"),
        ("a\u{1B}(0qqq\u{1B}(Bb", "aqqqb"),
        ("a\u{1B}#8b", "ab"),
        ("trailing\u{1B}", "trailing"),
        ("a\u{1B}\u{1B}[1mb", "ab"),
    ])
    func shortEscapes(input: String, expected: String) {
        #expect(TerminalText.sanitize(input) == expected)
    }

    @Test("C0, DEL and C1 controls that start nothing go")
    func controls() {
        let kept: Set<UInt32> = [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x1B, 0x85, 0x90, 0x98, 0x9B, 0x9D, 0x9E, 0x9F]
        let dropped = (UInt32(0x00)...0x9F).filter { ($0 < 0x20 || $0 >= 0x7F) && !kept.contains($0) }
        for scalar in dropped.compactMap(Unicode.Scalar.init) {
            let input = "a" + String(Character(scalar)) + "b"
            #expect(TerminalText.sanitize(input) == "ab", "U+\(String(scalar.value, radix: 16))")
        }
    }

    @Test("bidi controls and spoofing format characters go", arguments: [
        0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E,
        0x2066, 0x2067, 0x2068, 0x2069, 0x206A, 0x206F, 0xFFF9, 0xFFFB, 0x00AD,
    ])
    func bidi(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(TerminalText.sanitize("abc" + String(Character(scalar)) + "def") == "abcdef")
    }

    @Test("the classic Trojan Source line loses its overrides")
    func trojanSource() {
        let input = "access_level != \"user\u{202E} \u{2066}// Check if admin\u{2069} \u{2066}\""
        #expect(TerminalText.sanitize(input) == "access_level != \"user // Check if admin \"")
    }

    @Test("runs of tabs, newlines and separators become one space", arguments: [
        ("line one\nline two", "line one line two"),
        ("a\r\n\r\nb", "a b"),
        ("a\t\tb", "a b"),
        ("a\u{2028}b\u{2029}c", "a b c"),
        ("a\u{85}b", "a b"),
        ("a\n\u{1B}[0m\nb", "a b"),
        ("a \n b", "a   b"),
        ("\nlead", " lead"),
    ])
    func whitespaceRuns(input: String, expected: String) {
        #expect(TerminalText.sanitize(input) == expected)
    }

    @Test("printable Unicode is kept intact", arguments: [
        "👩‍💻 coder",
        "🇰🇷 🇯🇵 flags",
        "caf\u{65}\u{301}",
        "漢字 かな カナ",
        "저장소 검색",
        "❤️ 1️⃣ 👍🏽",
        "\u{FFFD} replacement",
        "zero\u{200B}width\u{200C}joiners\u{2060}",
        "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",
        "Ελληνικά עברית العربية",
    ])
    func keepsPrintable(text: String) {
        #expect(TerminalText.sanitize(text) == text)
    }

    @Test("escape sequences around Unicode leave the Unicode whole")
    func mixedUnicode() {
        #expect(TerminalText.sanitize("\u{1B}[1m👩‍💻\u{1B}[0m 저장소\u{202E}\u{7}") == "👩‍💻 저장소")
        #expect(TerminalText.sanitize("e\u{1B}[0m\u{301}") == "e\u{301}")
    }

    @Test("100 kB of hostile text is cleaned in one pass")
    func largeInput() {
        let chunk = "desc 저장소 👩‍💻\u{1B}[31mred\u{1B}[0m\u{1B}]8;;http://x\u{7}link\u{1B}]8;;\u{7}\n\u{202E}\u{9B}2J!"
        let input = String(repeating: chunk, count: 100_000 / chunk.utf8.count + 1)
        #expect(input.utf8.count > 100_000)
        let output = TerminalText.sanitize(input)
        let cleanChunk = "desc 저장소 👩‍💻redlink !"
        #expect(output == String(repeating: cleanChunk, count: 100_000 / chunk.utf8.count + 1))
    }

    @Test("a 100 kB unterminated OSC swallows the rest, as a terminal would")
    func largeUnterminated() {
        let input = "name\u{1B}]0;" + String(repeating: "x", count: 100_000)
        #expect(TerminalText.sanitize(input) == "name")
    }

    @Test("no scalar up to U+3000 gets a control, ESC or bidi scalar through")
    func everyScalar() async {
        // 12,000 sanitisations: CPU work, off the pool. The scalars that failed come back.
        let failed = await offThePool {
            let forbidden: (Unicode.Scalar) -> Bool = { scalar in
                let value = scalar.value
                return value < 0x20 || (0x7F...0x9F).contains(value) || [0x061C, 0x200E, 0x200F].contains(value)
                    || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            }
            return (UInt32(0)...0x3000).filter { value in
                guard let scalar = Unicode.Scalar(value) else { return false }
                var input = "a"
                input.unicodeScalars.append(scalar)
                input += "b"
                let output = TerminalText.sanitize(input)
                return output.unicodeScalars.contains(where: forbidden) || output.unicodeScalars.first != "a"
            }
        }
        #expect(failed.isEmpty, "\(failed.map { "U+" + String($0, radix: 16) })")
    }
}
