import Testing
@testable import GHSearchTerminal

@Suite(.timeLimit(.minutes(2))) struct InputReaderTests {
    private let input = TestPipe()
    private let waker: LineEditorWaker
    private let reader: InputReader

    init() throws {
        waker = try LineEditorWaker()
        reader = InputReader(inputDescriptor: input.readEnd, waker: waker)
    }

    private func character(_ scalar: Unicode.Scalar, text: Bool = true) -> InputEvent {
        .character(scalar, isText: text)
    }

    @Test func oneReadIsOneBatch() {
        input.write("ab")
        #expect(reader.next() == character("a"))
        #expect(reader.hasPendingInput)
        #expect(reader.next() == character("b"))
        #expect(!reader.hasPendingInput)
    }

    @Test func decodesUTF8AndReplacesInvalidBytes() {
        input.write([0xEC, 0xA0, 0x80, 0xFF, 0x41])
        #expect(reader.next() == character("저"))
        #expect(reader.next() == character("\u{FFFD}"))
        #expect(reader.next() == character("A"))
    }

    @Test func dropsC1ControlsSoTheyCannotForgePrivateKeys() {
        input.write("\u{9D}\u{9B}x")
        #expect(reader.next() == character("x"))
    }

    @Test func controlCharactersAndSequencesAreNotText() {
        input.write("\u{15}\u{1B}[Aq")
        #expect(reader.next() == character("\u{15}", text: false))
        #expect(reader.next() == character("\u{1B}", text: false))
        #expect(reader.next() == character("[", text: false))
        #expect(reader.next() == character("A", text: false))
        #expect(reader.next() == character("q"))
    }

    @Test func anEscapeWithNothingAfterItIsTheLoneEscapeKey() {
        input.write("\u{1B}")
        #expect(reader.next() == character(KeyBindingTable.loneEscapeKey, text: false))
        input.write("z")
        #expect(reader.next() == character("z"))
    }

    @Test func aRedrawRequestWakesTheReader() {
        waker.requestRedraw()
        waker.requestRedraw()
        #expect(reader.next() == .wake(WakeReason(redraw: true, resized: false)))
        input.write("k")
        #expect(reader.next() == character("k"))
    }

    @Test func aWakeUpWaitsUntilTheKeySequenceIsComplete() {
        input.write("\u{1B}[")
        #expect(reader.next() == character("\u{1B}", text: false))
        waker.requestRedraw()
        #expect(reader.next() == character("[", text: false))
        input.write("B")
        #expect(reader.next() == character("B", text: false))
        #expect(reader.next() == .wake(WakeReason(redraw: true, resized: false)))
    }

    @Test func theEndOfInputIsReportedForGood() {
        input.write("x")
        input.closeWriteEnd()
        #expect(reader.next() == character("x"))
        #expect(reader.next() == .endOfInput)
        #expect(reader.next() == .endOfInput)
        #expect(reader.reachedEnd)
    }
}
