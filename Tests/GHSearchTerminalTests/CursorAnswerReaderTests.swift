import Glibc
import Testing
import TestSupport
@testable import GHSearchTerminal

/// The terminal's answer to a cursor query, read while the user types:
/// every byte that is not the answer is a key, kept in order.
@Suite(.standardTimeLimit) struct CursorAnswerReaderTests {
    private func reader(reading chunks: [String]) -> CursorAnswerReader {
        var reader = CursorAnswerReader()
        for chunk in chunks { reader.add(Array(chunk.utf8)) }
        return reader
    }

    /// Keys before and after the answer, an arrow key and the answer each
    /// split across reads: the row, and the keys in the order typed.
    @Test func keysAroundAnAnswerSplitAcrossReadsAreKeptInOrder() {
        var reader = CursorAnswerReader()
        for chunk in ["ab\u{1B}[", "A\u{1B}[1", "2;4"] {
            reader.add(Array(chunk.utf8))
            #expect(reader.row == nil, "no answer yet after \(chunk.debugDescription)")
        }
        reader.add(Array("0Rc\u{1B}".utf8))
        #expect(reader.row == 12)
        #expect(reader.typed == Array("ab\u{1B}[Ac\u{1B}".utf8))
    }

    /// An Escape (or a sequence cut short) right before the answer stays a
    /// key; it is not taken for the answer's start.
    @Test func anEscapeRightBeforeTheAnswerIsAKey() {
        #expect(reader(reading: ["x\u{1B}", "\u{1B}[3;1R"]).typed == Array("x\u{1B}".utf8))
        #expect(reader(reading: ["x\u{1B}[", "\u{1B}[3;1R"]).typed == Array("x\u{1B}[".utf8))
        #expect(reader(reading: ["x\u{1B}[", "\u{1B}[3;1R"]).row == 3)
    }

    /// Once the answer is read, a key that looks like one is a key.
    @Test func onlyOneAnswerIsTaken() {
        let reader = reader(reading: ["\u{1B}[5;1R", "\u{1B}[1;5R"])
        #expect(reader.row == 5)
        #expect(reader.typed == Array("\u{1B}[1;5R".utf8))
    }

    /// Sequences like the answer that are not one (no column, row 0) are keys.
    @Test func whatIsNotAnAnswerIsKept() {
        let reader = reader(reading: ["\u{1B}[12R", "\u{1B}[0;1R", "z"])
        #expect(reader.row == nil)
        #expect(reader.typed == Array("\u{1B}[12R\u{1B}[0;1Rz".utf8))
    }

    /// From the terminal: the answer taken out of the keys read with it.
    @Test func readingATerminalTakesTheAnswerOutOfTheKeys() {
        let terminal = TestPipe()
        terminal.write("ab\u{1B}[7;20Rc")
        let answer = CursorAnswerReader.read(from: terminal.readEnd, within: .seconds(60), elapsed: { .zero })
        #expect(answer.row == 7)
        #expect(answer.typed == Array("abc".utf8))
    }

    /// From the terminal, one piece per read (each pass of the wait writes
    /// the next): the answer is waited for until whole, the keys kept.
    @Test func anAnswerSplitAcrossReadsOfTheTerminalIsWaitedFor() {
        let terminal = TestPipe()
        var pieces = ["ab\u{1B}[", "A\u{1B}[1", "2;4", "0Rc"]
        let answer = CursorAnswerReader.read(from: terminal.readEnd, within: .seconds(60), elapsed: {
            if !pieces.isEmpty { terminal.write(pieces.removeFirst()) }
            return .zero
        })
        #expect(answer.row == 12)
        #expect(answer.typed == Array("ab\u{1B}[Ac".utf8))
        #expect(pieces.isEmpty, "read piece by piece")
    }

    /// A terminal that never answers: the wait ends at its bound (the
    /// elapsed time is the test's), and the keys read are kept, a sequence
    /// cut short included.
    @Test func aTerminalThatNeverAnswersLeavesTheKeysAfterTheWait() {
        let terminal = TestPipe()
        terminal.write("ab\u{1B}[")
        var elapsed: [Duration] = [.zero, .seconds(2)]
        let answer = CursorAnswerReader.read(from: terminal.readEnd, within: .seconds(1), elapsed: { elapsed.removeFirst() })
        #expect(answer.row == nil)
        #expect(answer.typed == Array("ab\u{1B}[".utf8))
        #expect(elapsed.isEmpty, "the bound checked after the read")
    }

    /// A terminal that ends before answering ends the wait at once.
    @Test func aTerminalThatEndsEndsTheWait() {
        let terminal = TestPipe()
        terminal.write("q")
        terminal.closeWriteEnd()
        let answer = CursorAnswerReader.read(from: terminal.readEnd, within: .seconds(60), elapsed: { .zero })
        #expect(answer.row == nil)
        #expect(answer.typed == Array("q".utf8))
    }
}
