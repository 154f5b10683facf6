import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchInteractive
@testable import GHSearchPreviewCommand

/// A preview command's output made safe: colours kept, every other escape gone.
@Suite(.standardTimeLimit) struct PreviewTextTests {
    static func lines(_ text: String, keepsColour: Bool = true) -> [PreviewText.Line] {
        PreviewText.lines(Array(text.utf8), keepsColour: keepsColour)
    }

    @Test func colourIsKeptAndEveryOtherEscapeRemoved() {
        let lines = Self.lines("octo/tool\n\u{1B}[31mred\u{1B}[0m\u{1B}]52;c;eA==\u{07}\n")
        #expect(lines == [[.text("octo/tool")], [.style("\u{1B}[31m"), .text("red"), .style("\u{1B}[0m")]])
        #expect(Self.lines("a\u{1B}[2Jb\u{1B}[1;1Hc\u{1B}]0;title\u{1B}\\d\u{9B}31me\u{07}f\u{1B}[38;2;1;2;3mg\n")
                == [[.text("abcdef"), .style("\u{1B}[38;2;1;2;3m"), .text("g")]])
    }

    @Test func withoutColoursTheStylesGoToo() {
        #expect(Self.lines("\u{1B}[1;31mred\u{1B}[m", keepsColour: false) == [[.text("red")]])
    }

    @Test func aColourStillOnGoesOnOnTheNextLine() {
        #expect(Self.lines("\u{1B}[32mone\ntwo\u{1B}[0m\nthree") == [
            [.style("\u{1B}[32m"), .text("one")],
            [.style("\u{1B}[32m"), .text("two"), .style("\u{1B}[0m")],
            [.text("three")],
        ])
    }

    @Test func carriageReturnsTabsAndBadBytes() {
        #expect(Self.lines("dos\r\nspinner 1\rspinner 2\n") == [[.text("dos")], [.text("spinner 2")]])
        #expect(Self.lines("a\tb\tc") == [[.text("a       b       c")]])
        #expect(PreviewText.lines([0x61, 0xFF, 0x62], keepsColour: true) == [[.text("a\u{FFFD}b")]])
        #expect(Self.lines("") == [])
        #expect(Self.lines("\n\n") == [[], []])
    }

    @Test func rowsAreCutOrWrappedToTheWidthAndEndWithAReset() {
        let line: PreviewText.Line = [.style("\u{1B}[31m"), .text("abcdef")]
        #expect(PreviewText.rows(line, width: 4, wrap: false) == ["\u{1B}[31mabcd\u{1B}[0m"])
        #expect(PreviewText.rows(line, width: 4, wrap: true) == ["\u{1B}[31mabcd\u{1B}[0m", "\u{1B}[31mef\u{1B}[0m"])
        #expect(PreviewText.rows([.text("界界界")], width: 5, wrap: true) == ["界界", "界"])
        #expect(PreviewText.rows([.text("plain")], width: 10, wrap: false) == ["plain"])
        #expect(PreviewText.rows([], width: 10, wrap: true) == [""])
        #expect(PreviewText.width(ofRow: "\u{1B}[31m界a\u{1B}[0m") == 3)
    }
}
