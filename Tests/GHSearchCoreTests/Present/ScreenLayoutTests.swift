@testable import GHSearchCore
import TestSupport
import Testing
@testable import GHSearchText

/// `--height`, `--min-height`, `--layout`: where the region and the prompt are.
@Suite(.standardTimeLimit) struct ScreenLayoutTests {
    @Test func theRegionsRows() {
        #expect(ScreenLayout().rows(terminalRows: 30) == 30)
        #expect(ScreenLayout(height: .rows(10)).rows(terminalRows: 30) == 10)
        #expect(ScreenLayout(height: .rows(50)).rows(terminalRows: 30) == 30)
        #expect(ScreenLayout(height: .percent(40)).rows(terminalRows: 30) == 12)
        #expect(ScreenLayout(height: .percent(10)).rows(terminalRows: 30) == 10)  // --min-height 10
        #expect(ScreenLayout(height: .percent(10), minHeight: 2).rows(terminalRows: 30) == 3)
        #expect(ScreenLayout(height: .percent(10)).rows(terminalRows: 6) == 6)
    }

    @Test func whereTheRegionAndThePromptAre() {
        #expect(ScreenLayout.inlineTop(cursorRow: 5, rows: 10, terminalRows: 30) == 5)
        #expect(ScreenLayout.inlineTop(cursorRow: 28, rows: 10, terminalRows: 30) == 21)  // the terminal scrolls
        let inline = ScreenLayout(height: .rows(10), inlineTop: 5)
        #expect(inline.promptRow(terminalRows: 30) == 14 && inline.frameTop(terminalRows: 30) == 5)
        #expect(inline.top(terminalRows: 12) == 3, "a smaller terminal moves it up")
        let reverse = ScreenLayout(height: .rows(10), layout: .reverse, inlineTop: 5)
        #expect(reverse.promptRow(terminalRows: 30) == 5 && reverse.frameTop(terminalRows: 30) == 6)
        let full = ScreenLayout(layout: .reverse)
        #expect(full.promptRow(terminalRows: 24) == 1 && full.frameTop(terminalRows: 24) == 2)
        #expect(ScreenLayout(layout: .reverseList).promptRow(terminalRows: 24) == 24)
    }

    @Test(arguments: [("10", ScreenLayout.Height.rows(10)), ("40%", .percent(40)), ("100%", .percent(100))])
    func heights(text: String, height: ScreenLayout.Height) {
        #expect(ScreenLayout.parseHeight(text) == height)
    }

    @Test func badHeights() {
        for text in ["0", "0%", "101%", "%", "", "-3", "ten", "12345", "1.5"] { #expect(ScreenLayout.parseHeight(text) == nil, "\(text)") }
    }

    @Test func theCursorReport() {
        #expect(TerminalControl.cursorRow(inReport: Array("\u{1B}[12;1R".utf8)) == 12)
        #expect(TerminalControl.cursorRow(inReport: Array("typed\u{1B}[3;40R".utf8)) == 3)
        #expect(TerminalControl.cursorRow(inReport: Array("\u{1B}[0;1R".utf8)) == nil)
        #expect(TerminalControl.cursorRow(inReport: Array("\u{1B}[12R".utf8)) == nil)
        #expect(TerminalControl.cursorRow(inReport: []) == nil)
    }

    @Test func framesAreDrawnWhereTheRegionIs() {
        let update = FrameDiff.update(from: nil, to: ["a", "b"], screenRows: 3, cursorColumn: 4, frameTop: 6, promptRow: 5)
        #expect(update.contains("\u{1B}[6;1H") && update.contains("\u{1B}[7;1H") && update.contains("\u{1B}[5;4H"))
        #expect(!update.contains("\u{1B}[1;1H"))
    }
}
