import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchText

@Suite("TerminalText.truncate and pad", .standardTimeLimit)
struct TruncateTests {
    @Test("text that fits is unchanged")
    func fits() {
        #expect(TerminalText.truncate("swift", toWidth: 5) == "swift")
        #expect(TerminalText.truncate("저장소", toWidth: 6) == "저장소")
        #expect(TerminalText.truncate("swift", toWidth: 10) == "swift")
    }

    @Test("cut text ends with an ellipsis", arguments: [
        ("swift-argument-parser", 8, "swift-a…"),
        ("swift", 4, "swi…"),
        ("swift", 1, "…"),
        ("swift", 0, ""),
        ("swift", -3, ""),
        ("저장소검색", 7, "저장소…"),
        ("저장소검색", 6, "저장… "),
        ("a저장소", 4, "a저…"),
        ("a저장소", 5, "a저… "),
        ("👩‍💻👩‍💻👩‍💻", 4, "👩‍💻… "),
        ("cafe\u{301} au lait", 5, "cafe\u{301}…"),
        ("漢字", 3, "漢…"),
        ("漢字", 2, "… "),
    ])
    func cuts(text: String, width: Int, expected: String) {
        #expect(TerminalText.truncate(text, toWidth: width) == expected)
    }

    @Test("no cut ever exceeds the width or splits a character")
    func neverExceeds() {
        let samples = ["저장소 검색 👩‍💻 漢字", "a漢b字c", "🇰🇷🇯🇵🇺🇸", "e\u{301}e\u{301}e\u{301}", "plain ascii text"]
        for text in samples {
            for width in 0...(TerminalText.width(text) + 2) {
                let cut = TerminalText.truncate(text, toWidth: width)
                #expect(TerminalText.width(cut) <= width, "\(text) at \(width)")
                let kept = cut.hasSuffix("…") || cut.hasSuffix("… ")
                    ? String(cut.prefix { $0 != "…" }) : cut
                #expect(text.hasPrefix(kept), "\(text) at \(width)")
                if TerminalText.width(text) > width && width > 0 {
                    #expect(TerminalText.width(cut) == width)
                }
            }
        }
    }

    @Test("padding aligns by display width")
    func padding() {
        #expect(TerminalText.pad("ab", toWidth: 5) == "ab   ")
        #expect(TerminalText.pad("ab", toWidth: 5, alignment: .right) == "   ab")
        #expect(TerminalText.pad("저장", toWidth: 5) == "저장 ")
        #expect(TerminalText.pad("toolong", toWidth: 3) == "toolong")
        #expect(TerminalText.fit("저장소검색", toWidth: 6, alignment: .right) == "저장… ")
        #expect(TerminalText.fit("42", toWidth: 6, alignment: .right) == "    42")
    }
}
