import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchInteractive
@testable import GHSearchPresent

@Suite(.standardTimeLimit) struct FrameDiffTests {
    private let begin = "\u{1B}[?2026h\u{1B}[?25l"
    private let end = "\u{1B}[?25h\u{1B}[?2026l"

    private func row(_ number: Int, _ text: String) -> String {
        "\u{1B}[\(number);1H\u{1B}[0m\u{1B}[2K\(text)\u{1B}[0m"
    }

    @Test func firstFrameWritesEveryRowAboveThePromptAndEndsOnThePromptRow() {
        let update = FrameDiff.update(from: nil, to: ["title", "a"], screenRows: 4, cursorColumn: 7)
        #expect(update == begin + row(1, "title") + row(2, "a") + row(3, "") + "\u{1B}[4;7H" + end)
    }

    @Test func anUnchangedFrameWritesNothing() {
        let frame = ["title", "a", "b"]
        #expect(FrameDiff.update(from: frame, to: frame, screenRows: 4) == "")
    }

    @Test func onlyTheChangedRowIsWritten() {
        let update = FrameDiff.update(
            from: ["3 Repositories", "one", "two"],
            to: ["3 Repositories", "one", "\u{1B}[7mtwo\u{1B}[0m"],
            screenRows: 4
        )
        #expect(update == begin + row(3, "\u{1B}[7mtwo\u{1B}[0m") + "\u{1B}[4;1H" + end)
    }

    @Test func rowsThatLostTheirLineAreBlanked() {
        let update = FrameDiff.update(from: ["t", "a", "b"], to: ["t"], screenRows: 4)
        #expect(update == begin + row(2, "") + row(3, "") + "\u{1B}[4;1H" + end)
    }

    @Test func linesBeyondTheRowAboveThePromptAreDropped() {
        let update = FrameDiff.update(from: nil, to: ["a", "b", "c", "d"], screenRows: 3)
        #expect(update == begin + row(1, "a") + row(2, "b") + "\u{1B}[3;1H" + end)
        #expect(!update.contains("c"))
    }

    @Test func aOneRowScreenHasOnlyThePrompt() {
        #expect(FrameDiff.update(from: nil, to: ["a"], screenRows: 1) == "")
    }
}
