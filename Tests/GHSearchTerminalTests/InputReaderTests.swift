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

    /// Everything the reader returns until `count` events have come.
    private func events(_ count: Int) -> [InputEvent] {
        (0..<count).map { _ in reader.next() }
    }

    private func text(_ string: String) -> [InputEvent] {
        string.unicodeScalars.map { character($0) }
    }

    @Test func aBracketedPasteIsTextWithItsLineBreaksAndTabsAsSpaces() {
        input.write("\u{1B}[200~ab\r\nc\td\n\n\ne\u{07}\u{7F}f\t\tg\u{1B}[201~\u{15}")
        #expect(events(12) == text("ab c d ef  g"))
        #expect(reader.next() == character("\u{15}", text: false), "keys again after the paste")
    }

    @Test func keySequencesInsideAPasteAreDroppedWhole() {
        input.write("\u{1B}[200~x\u{1B}[31my\u{1B}[A\u{1B}OPz\u{1B}[201~")
        #expect(events(3) == text("xyz"))
        input.write("\u{1B}[B")
        #expect(reader.next() == character("\u{1B}", text: false))
    }

    @Test func anEndMarkerSplitAcrossTwoReadsIsFound() {
        // The first read takes 4096 bytes: the start marker, 4088 x's and "ESC [".
        input.write("\u{1B}[200~" + String(repeating: "x", count: 4088) + "\u{1B}[201~q")
        #expect(events(4088) == Array(repeating: character("x"), count: 4088))
        #expect(reader.next() == character("q"))
        #expect(!reader.hasPendingInput)
    }

    @Test func anEndMarkerThatArrivesLateStillEndsThePaste() {
        input.write("\u{1B}[200~ab\u{1B}")
        #expect(events(2) == text("ab"))
        #expect(!reader.hasPendingInput)
        input.write("[201~\u{15}")
        #expect(reader.next() == character("\u{15}", text: false), "a key again, not pasted text")
    }

    @Test func aStrayEscapeBeforeTheEndMarkerDoesNotHideIt() {
        input.write("\u{1B}[200~a\u{1B}\u{1B}[201~\r")
        #expect(reader.next() == character("a"))
        #expect(reader.next() == character("\r", text: false), "Enter again after the paste")
    }

    @Test func aStartMarkerSplitAcrossTwoReadsIsFound() {
        input.write(String(repeating: "y", count: 4093) + "\u{1B}[200~\n\u{1B}[201~")
        #expect(events(4093) == Array(repeating: character("y"), count: 4093))
        #expect(reader.next() == character(" "), "the pasted newline is a space, not Enter")
    }

    @Test func aPasteThatNeverEndsIsStillReadAsText() {
        input.write("\u{1B}[200~ok\n")
        #expect(events(3) == text("ok "))
        input.closeWriteEnd()
        #expect(reader.next() == .endOfInput)
    }

    @Test func theEndOfInputIsReportedForGood() {
        input.write("x")
        input.closeWriteEnd()
        #expect(reader.next() == character("x"))
        #expect(reader.next() == .endOfInput)
        #expect(reader.next() == .endOfInput)
        #expect(reader.reachedEnd)
    }

    /// A start marker whose end never comes: Ctrl-C still is Ctrl-C, and
    /// ends the paste (what follows is keys again).
    @Test func ctrlCEndsAPasteWhoseEndNeverCame() {
        input.write("\u{1B}[200~ab\u{03}\u{15}")
        #expect(reader.next() == character("a"))
        #expect(reader.next() == character("b"))
        #expect(reader.next() == character("\u{03}", text: false))
        #expect(reader.next() == character("\u{15}", text: false), "keys again after it")
    }

    @Test func ctrlCInTheNextReadAlsoEndsThePaste() {
        input.write("\u{1B}[200~a")
        #expect(reader.next() == character("a"))
        input.write("\u{03}")
        #expect(reader.next() == character("\u{03}", text: false))
    }
}
