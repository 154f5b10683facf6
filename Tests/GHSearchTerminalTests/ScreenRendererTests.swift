import Testing
import TestSupport
@testable import GHSearchTerminal

@Suite(.standardTimeLimit) struct ScreenRendererTests {
    @Test func eachFrameIsOneWriteOfOnlyTheChangedRows() {
        let output = RecordingOutput()
        let renderer = ScreenRenderer(output: output, size: TerminalSize(columns: 20, rows: 5))
        renderer.render(["2 Repositories", "alpha", "beta"])
        renderer.render(["2 Repositories", "alpha", "gamma"], cursorColumn: 3)
        #expect(output.writes.count == 2)
        #expect(output.lastWrite.contains("gamma"))
        #expect(!output.lastWrite.contains("alpha"))
        #expect(output.lastWrite.hasSuffix("\u{1B}[5;3H\u{1B}[?25h\u{1B}[?2026l"))
    }

    @Test func countsTheBytesOfEveryFrame() {
        let output = RecordingOutput()
        let renderer = ScreenRenderer(output: output, size: TerminalSize(columns: 20, rows: 3))
        renderer.render(["a", "b"])
        let first = renderer.lastFrameByteCount
        renderer.render(["a", "c"])
        #expect(first == output.writes[0].count)
        #expect(renderer.lastFrameByteCount == output.writes[1].count)
        #expect(renderer.totalByteCount == first + output.writes[1].count)
        #expect(renderer.writtenFrameCount == 2)
    }

    @Test func anUnchangedFrameIsNoWrite() {
        let output = RecordingOutput()
        let renderer = ScreenRenderer(output: output, size: TerminalSize(columns: 20, rows: 3))
        renderer.render(["a", "b"])
        renderer.render(["a", "b"])
        #expect(output.writes.count == 1)
        #expect(renderer.lastFrameByteCount == 0)
        #expect(renderer.writtenFrameCount == 1)
    }

    @Test func aResizeRepaintsEveryRowForTheNewSize() {
        let output = RecordingOutput()
        let renderer = ScreenRenderer(output: output, size: TerminalSize(columns: 20, rows: 3))
        renderer.render(["a", "b"])
        renderer.resize(to: TerminalSize(columns: 30, rows: 4))
        renderer.render(["a", "b"])
        #expect(output.writes.count == 2)
        #expect(output.lastWrite.contains("\u{1B}[1;1H"))
        #expect(output.lastWrite.contains("\u{1B}[3;1H"))
        #expect(output.lastWrite.contains("\u{1B}[4;1H\u{1B}[?25h"))
        #expect(renderer.frameRows == 3)
    }
}
