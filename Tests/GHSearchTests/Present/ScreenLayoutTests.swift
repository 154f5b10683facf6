@testable import GHSearchCLI
import TestSupport
import Testing
@testable import GHSearchText
@testable import GHSearchInteractive
@testable import GHSearchPresent

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

    // MARK: --border

    @Test func aBorderTakesItsCellsInsideTheRegion() {
        let full = ScreenLayout(border: .rounded)
        #expect(full.insets(terminalRows: 24, columns: 80) == BorderInsets(top: 1, bottom: 1, left: 2, right: 2))
        #expect(full.innerSize(terminalRows: 24, columns: 80) == (22, 76))
        #expect(full.frameTop(terminalRows: 24) == 2 && full.promptRow(terminalRows: 24) == 23)
        let reverse = ScreenLayout(height: .rows(10), layout: .reverse, border: .sharp, inlineTop: 5)
        #expect(reverse.promptRow(terminalRows: 30) == 6 && reverse.frameTop(terminalRows: 30) == 7)
        #expect(ScreenLayout(border: .horizontal).insets(terminalRows: 24, columns: 80) == BorderInsets(top: 1, bottom: 1))
        #expect(ScreenLayout(border: .vertical).insets(terminalRows: 24, columns: 80) == BorderInsets(left: 2, right: 2))
        #expect(ScreenLayout(border: .top).insets(terminalRows: 24, columns: 80) == BorderInsets(top: 1))
        #expect(ScreenLayout(border: .left).insets(terminalRows: 24, columns: 80) == BorderInsets(left: 2))
        #expect(ScreenLayout(border: .none).insets(terminalRows: 24, columns: 80).isEmpty)
        let placement = full.placement(terminalRows: 24, columns: 80)
        #expect(placement.frameLeft == 3 && placement.frameWidth == 76 && placement.frameTop == 2 && placement.promptRow == 23)
        #expect(ScreenLayout(border: .horizontal).placement(terminalRows: 24, columns: 80).frameWidth == nil)
    }

    @Test func aTerminalTooSmallForASideLeavesItOut() {
        let layout = ScreenLayout(border: .rounded)
        #expect(layout.insets(terminalRows: 24, columns: 23) == BorderInsets(top: 1, bottom: 1))  // 19 columns inside
        #expect(layout.insets(terminalRows: 24, columns: 24) == BorderInsets(top: 1, bottom: 1, left: 2, right: 2))
        #expect(layout.insets(terminalRows: 5, columns: 80) == BorderInsets(left: 2, right: 2))  // 3 rows inside
        #expect(layout.insets(terminalRows: 1, columns: 1).isEmpty)
        #expect(layout.borderDrawing(terminalRows: 1, columns: 1, style: .dim, colorMode: .off).isEmpty)
    }

    @Test func theBordersLinesInEachStyle() {
        func drawing(_ border: ScreenBorder) -> String {
            ScreenLayout(border: border).borderDrawing(terminalRows: 6, columns: 24, style: .dim, colorMode: .off)
        }
        let rounded = drawing(.rounded)
        #expect(rounded.contains("\u{1B}[1;1H╭" + String(repeating: "─", count: 22) + "╮"))
        #expect(rounded.contains("\u{1B}[6;1H╰" + String(repeating: "─", count: 22) + "╯"))
        #expect(rounded.contains("\u{1B}[2;1H│ ") && rounded.contains("\u{1B}[5;23H │"))
        #expect(drawing(.sharp).contains("┌") && drawing(.bold).contains("┏━") && drawing(.double).contains("╔═"))
        // Blocks: each side its own half or eighth block.
        let block = drawing(.block)
        #expect(block.contains("▛▀▀") && block.contains("▀▜") && block.contains("▙▄▄") && block.contains("▄▟"))
        #expect(block.contains("\u{1B}[2;1H▌ ") && block.contains("\u{1B}[2;23H ▐"))
        let thin = drawing(.thinblock)
        #expect(thin.contains("\u{1FB7D}▔") && thin.contains("\u{1B}[3;1H▏ ") && thin.contains("▁\u{1FB7F}"))
        // Lines only above and below: across the whole width, no corners.
        let horizontal = drawing(.horizontal)
        #expect(horizontal.contains("\u{1B}[1;1H" + String(repeating: "─", count: 24)) && !horizontal.contains("│"))
        #expect(!drawing(.vertical).contains("─") && drawing(.vertical).contains("\u{1B}[1;1H│ "))
        #expect(drawing(.none).isEmpty)
        // In the theme's border colour.
        let coloured = ScreenLayout(border: .rounded).borderDrawing(terminalRows: 6, columns: 24, style: .foreground(.red),
                                                                    colorMode: .basic)
        #expect(coloured.contains("\u{1B}[0;31m╭"))
    }

    @Test func borderWords() {
        #expect(ScreenBorder(word: "up") == .top && ScreenBorder(word: "down") == .bottom)
        #expect(ScreenBorder(word: "rounded") == .rounded && ScreenBorder(word: "block") == .block)
        #expect(ScreenBorder(word: "line") == nil && ScreenBorder(word: "Rounded") == nil)
        #expect(ScreenBorder.bare == .rounded)
    }

    @Test func insideABorderOnlyTheFramesCellsAreErased() {
        let update = FrameDiff.update(from: nil, to: ["a"], screenRows: 3, cursorColumn: 7, frameTop: 2, promptRow: 4,
                                      frameLeft: 3, frameWidth: 20, border: "<border>")
        #expect(update.contains("<border>") && update.contains("\u{1B}[2;3H\u{1B}[0m\u{1B}[20Xa"))
        #expect(!update.contains("\u{1B}[2K"))
        // The border is drawn with a full repaint only.
        let next = FrameDiff.update(from: ["a"], to: ["b"], screenRows: 3, frameTop: 2, promptRow: 4, frameLeft: 3,
                                    frameWidth: 20, border: "<border>")
        #expect(!next.contains("<border>") && next.contains("\u{1B}[20Xb"))
    }
}
