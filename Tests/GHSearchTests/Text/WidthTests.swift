import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchText

@Suite("TerminalText.width", .standardTimeLimit)
struct WidthTests {
    @Test("display widths", arguments: [
        ("", 0),
        ("swift", 5),
        ("hello, world!", 13),
        ("漢字", 4),
        ("저장소", 6),
        ("かなカナ", 8),
        ("ｆｕｌｌ", 8),
        ("🍻", 2),
        ("👩‍💻", 2),
        ("👍🏽", 2),
        ("🇰🇷", 2),
        ("❤️", 2),
        ("❤", 1),
        ("1️⃣", 2),
        ("e\u{301}", 1),
        ("cafe\u{301}", 4),
        ("\u{200D}", 0),
        ("\u{200B}", 0),
        ("\u{FE0F}", 0),
        ("\u{301}", 0),
        ("a\u{200D}b", 2),
        ("\u{1100}\u{1161}\u{11A8}", 2),
        ("Ελληνικά", 8),
        ("\u{FFFD}", 1),
        ("swift 🍻 저장소", 15),
        ("\u{20000}", 2),
        ("\u{3000}", 2),
        ("←→", 2),
    ])
    func widths(text: String, expected: Int) {
        #expect(TerminalText.width(text) == expected)
    }

    @Test("ASCII controls take no cell")
    func controls() {
        #expect(TerminalText.width("a\tb\u{7F}") == 2)
        #expect(TerminalText.width(of: "\r\n") == 0)
    }

    @Test("the string width is the sum of its characters' widths")
    func sumOfCharacters() {
        let text = "Repo 저장소 👩‍💻 e\u{301} 漢字 🇰🇷 ❤️ done"
        #expect(TerminalText.width(text) == text.reduce(0) { $0 + TerminalText.width(of: $1) })
    }

    @Test("the wide-range table is sorted and non-overlapping")
    func tableSorted() {
        let ranges = EastAsianWide.ranges
        for (previous, next) in zip(ranges, ranges.dropFirst()) {
            #expect(previous.lower <= previous.upper)
            #expect(previous.upper < next.lower)
        }
        #expect(EastAsianWide.contains(0xAC00))
        #expect(EastAsianWide.contains(0xD7A3))
        #expect(!EastAsianWide.contains(0xD7A4))
        #expect(!EastAsianWide.contains(0x10FF))
        #expect(EastAsianWide.contains(0x3FFFD))
    }

    @Test("measured text caches the same width")
    func measured() {
        for text in ["swift", "저장소 search", "👩‍💻e\u{301}", ""] {
            let measured = MeasuredText(text)
            #expect(measured.width == TerminalText.width(text))
            #expect(measured.characterCount == text.count)
        }
    }

    /// Measured text (and `width(_:)`) cuts the string into its own characters
    /// (scalars that always end a character are measured alone, the rest
    /// as whole characters), each as wide as `width(of:)` says.
    @Test("measured text has the string's characters and their widths", arguments: [
        "a\u{301}b", "漢\u{301}字", "가\u{11A8}나", "\u{1100}\u{1161}x", "x\u{0600}y", "\u{0600}a", "🇰🇷🇯🇵a",
        "1\u{FE0F}\u{20E3}2", "café crème", "ÿ\u{200D}z", "a\u{2028}b", "ｶ\u{FF9E}ｷ", "か\u{3099}き", "a\r\nb",
        "\u{AD}x", "Ελληνικά", "Привет, мир", "Здра\u{301}вствуй", "🚀 Reactive programming", "👩‍💻 done",
        "高性能な JSON パーサー", "저장소 검색 도구", "“quoted” — dash…", "x\u{FE0F}", "\u{FE0F}", "é",
    ])
    func measuredCharacters(text: String) {
        let measured = MeasuredText(text)
        let characters = Array(text)
        #expect(measured.characterCount == characters.count)
        #expect(measured.width == characters.reduce(0) { $0 + TerminalText.width(of: $1) })
        #expect(TerminalText.width(text) == measured.width)
        var offset = 0
        var widths: [Int] = []
        for (index, character) in characters.enumerated() {
            #expect(measured.utf8Offset(ofCharacter: index) == offset, "character \(index)")
            offset += character.utf8.count
            widths.append(TerminalText.width(of: character))
        }
        #expect(measured.utf8Offset(ofCharacter: characters.count) == offset)
        for target in 1...(measured.width + 1) {
            var kept = 0
            var keptWidth = 0
            if measured.width > target {
                while kept < widths.count, keptWidth + widths[kept] <= target - 1 {
                    keptWidth += widths[kept]
                    kept += 1
                }
            } else {
                kept = widths.count
            }
            #expect(measured.fit(toWidth: target).keptCharacters == kept, "width \(target)")
        }
    }
}
