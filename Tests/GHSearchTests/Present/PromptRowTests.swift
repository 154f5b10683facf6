import GHSearchCLI
import Testing
import TestSupport
import GHSearchText
import GHSearchInteractive
import GHSearchPresent

/// The prompt row's window of a line longer than the row: scrolled
/// sideways as readline's horizontal-scroll-mode is, the cursor always in
/// it, wide characters whole, `<` and `>` where text is hidden.
@Suite(.standardTimeLimit) struct PromptRowTests {
    /// The row as the terminal shows it (prompt included), and the cursor's column.
    static func row(_ line: String, cursor: Int? = nil, prompt: Int = 2, width: Int = 20, first: Int = 0) -> PromptRow {
        PromptRow.layout(line: line, cursorScalar: cursor ?? line.unicodeScalars.count, promptWidth: prompt, width: width,
                         firstCluster: first)
    }

    @Test func aShortLineIsShownWholeWithTheCursorAfterIt() {
        let row = Self.row("octocat")
        #expect(row.text == "octocat")
        #expect(row.cursorColumn == 10)
        #expect(row.firstCluster == 0)
    }

    @Test func typingPastTheEdgeKeepsTheCursorAtTheRightEdgeWithTheStartMarked() {
        let line = String(repeating: "abcdefghij", count: 3)  // 30 characters, 18 columns of room
        let row = Self.row(line)
        #expect(row.text == "<" + String(line.suffix(16)))
        #expect(row.cursorColumn == 20, "the cursor in the last column")
        #expect(TerminalText.width(row.text) == 17)
    }

    @Test func everyPositionOfALongLineIsReachableAndTheCursorIsAlwaysOnTheRow() {
        let line = String((0..<300).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })
        var first = 0
        var seen = Set<Int>()
        // From the end to the start, as Left held down would go, then back.
        for cursor in Array((0...300).reversed()) + Array(0...300) {
            let row = Self.row(line, cursor: cursor, width: 80, first: first)
            first = row.firstCluster
            #expect(row.cursorColumn >= 3 && row.cursorColumn <= 80, "cursor \(cursor): column \(row.cursorColumn)")
            #expect(TerminalText.width(row.text) <= 78)
            let hiddenBefore = row.text.hasPrefix("<")
            let column = row.cursorColumn - 3 - (hiddenBefore ? 1 : 0)
            // The character under the cursor is the line's at `cursor`.
            if cursor < 300 {
                let shown = Array(row.text.dropFirst(hiddenBefore ? 1 : 0))
                #expect(shown[column] == Array(line)[cursor], "cursor \(cursor)")
            }
            seen.insert(cursor)
        }
        #expect(seen.count == 301)
    }

    @Test func textHiddenOnBothSidesIsMarkedOnBothSides() {
        let line = String(repeating: "x", count: 100)
        var first = 0
        first = Self.row(line, width: 30).firstCluster
        let row = Self.row(line, cursor: 50, width: 30, first: first)
        #expect(row.text.hasPrefix("<") && row.text.hasSuffix(">"))
        #expect(TerminalText.width(row.text) == 28)
    }

    @Test func aWideCharacterIsNeverSplitAtTheEdge() {
        // 가 takes two columns; the room (11, less the `>`) ends in the middle of one.
        let line = "a" + String(repeating: "가", count: 10)
        let row = Self.row(line, cursor: 0, prompt: 2, width: 13)
        #expect(row.text == "a" + String(repeating: "가", count: 4) + " >", "a blank where half of 가 would be")
        #expect(TerminalText.width(row.text) == 11)
        let end = Self.row(line, prompt: 2, width: 13)
        #expect(end.text.hasPrefix("<"))
        #expect(TerminalText.width(end.text) <= 11)
        #expect(end.cursorColumn <= 13)
    }

    @Test func emojiAndCombiningMarksStayWhole() {
        let line = String(repeating: "e\u{301}👍", count: 20)  // é as e + U+0301, then a wide emoji
        let row = Self.row(line, width: 15)
        #expect(!row.text.dropFirst().hasPrefix("\u{301}"))
        #expect(TerminalText.width(row.text) <= 13)
        #expect(row.cursorColumn <= 15)
    }

    @Test func movingBackPastTheWindowShowsSomeTextBeforeTheCursor() {
        let line = String(repeating: "abcdefghij", count: 10)
        let end = Self.row(line, width: 42)
        let back = Self.row(line, cursor: 50, width: 42, first: end.firstCluster)
        #expect(back.firstCluster < 50 && back.firstCluster >= 40, "a quarter of the window before the cursor: \(back.firstCluster)")
        // A small move inside the window does not scroll.
        let stay = Self.row(line, cursor: 55, width: 42, first: back.firstCluster)
        #expect(stay.firstCluster == back.firstCluster)
    }

    @Test func controlsAreShownAsReplacementCharacters() {
        let row = Self.row("a\u{1B}[31mb")
        #expect(!row.text.contains("\u{1B}"))
        #expect(row.text.hasPrefix("a\u{FFFD}"))
    }
}
