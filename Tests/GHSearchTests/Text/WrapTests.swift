import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchText

@Suite("TerminalText.wrap", .standardTimeLimit)
struct WrapTests {
    @Test("words wrap at the width")
    func words() {
        #expect(TerminalText.wrap("The Swift Programming Language", toWidth: 12) == ["The Swift", "Programming", "Language"])
        #expect(TerminalText.wrap("a  b   c", toWidth: 80) == ["a b c"])
        #expect(TerminalText.wrap("", toWidth: 10) == [])
        #expect(TerminalText.wrap("   ", toWidth: 10) == [])
        #expect(TerminalText.wrap("word", toWidth: 0) == [])
    }

    @Test("long words and CJK break between clusters, by display width")
    func longWords() {
        #expect(TerminalText.wrap("https://github.com/apple", toWidth: 10) == ["https://gi", "thub.com/a", "pple"])
        #expect(TerminalText.wrap("한국어설명저장소", toWidth: 5) == ["한국", "어설", "명저", "장소"])
        #expect(TerminalText.wrap("see 👩‍💻👩‍💻👩‍💻", toWidth: 4) == ["see", "👩‍💻👩‍💻", "👩‍💻"])
    }

    @Test("no line is wider than asked", arguments: [1, 2, 3, 7, 20])
    func neverWider(width: Int) {
        let text = "ghsearch 저장소 검색 👩‍💻 e\u{301}xample https://github.com/apple/swift-argument-parser 漢字"
        let lines = TerminalText.wrap(text, toWidth: width)
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { TerminalText.width($0) <= width && !$0.isEmpty })
    }

    @Test("a wide character in a one-cell line becomes an ellipsis")
    func tooWide() {
        #expect(TerminalText.wrap("a漢b", toWidth: 1) == ["a", "…", "b"])
    }
}
