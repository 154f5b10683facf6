import Testing
import TestSupport
@testable import GHSearchTerminal
import GHSearchCLI
import GHSearchInteractive
import InteractiveTestSupport
import GHSearchKeys

@Suite(.standardTimeLimit) struct InputReaderTests {
    private let input = TestPipe()
    private let waker: LineEditorWaker
    private let reader: InputReader

    init() throws {
        waker = try LineEditorWaker()
        reader = InputReader(inputDescriptor: input.readEnd, waker: waker)
        reader.meanings = KeyBindingTable.meanings(KeyBindingTable.bindings)
    }

    private func command(_ command: EditorCommand, _ name: String) -> InputEvent {
        .command(command)
    }

    private func action(_ action: SearchAction, _ name: String) -> InputEvent {
        .action(action)
    }

    /// The reader's next event, read off the cooperative pool: some reads
    /// wait out the Escape or paste-marker timeout on purpose.
    private func next() async -> InputEvent {
        let reader = UncheckedReader(reader: self.reader)
        return await offThePool { reader.reader.next() }
    }

    /// Hands the reader to the thread that reads; the test uses it from one
    /// thread at a time.
    private struct UncheckedReader: @unchecked Sendable {
        let reader: InputReader
    }

    private func character(_ scalar: Unicode.Scalar, text: Bool = true) -> InputEvent {
        .character(scalar, isText: text)
    }

    /// Keys the terminal gave before the reader existed (`typedAhead`) come
    /// first, then what the terminal has.
    @Test func keysTypedAheadAreReadBeforeTheTerminal() async {
        let ahead = UncheckedReader(reader: InputReader(inputDescriptor: input.readEnd, waker: waker,
                                                        typedAhead: Array("ab".utf8)))
        input.write("c")
        var read: [InputEvent] = []
        for _ in 0..<3 { read.append(await offThePool { ahead.reader.next() }) }
        #expect(read == [character("a"), character("b"), character("c")])
    }

    /// Keys another reader took from the terminal (with a cursor's answer)
    /// come after the keys already read and before the terminal's next,
    /// a sequence split between them included.
    @Test func keysTypedAheadLaterComeBetweenTheReadAndTheUnread() async {
        input.write("ab")
        #expect(await next() == character("a"))
        reader.typeAhead(Array("c\u{1B}[".utf8))
        input.write("A")
        #expect(await next() == character("b"))
        #expect(await next() == character("c"))
        #expect(await next() == action(.moveSelection(-1), "up"))
        #expect(!reader.hasPendingInput)
    }

    @Test func oneReadIsOneBatch() async {
        input.write("ab")
        #expect(await next() == character("a"))
        #expect(reader.hasPendingInput)
        #expect(await next() == character("b"))
        #expect(!reader.hasPendingInput)
    }

    @Test func decodesUTF8AndReplacesInvalidBytes() async {
        input.write([0xEC, 0xA0, 0x80, 0xFF, 0x41])
        #expect(await next() == character("저"))
        #expect(await next() == character("\u{FFFD}"))
        #expect(await next() == character("A"))
    }

    @Test func dropsC1ControlsSoTheyCannotForgePrivateKeys() async {
        input.write("\u{9D}\u{9B}x")
        #expect(await next() == character("x"))
    }

    @Test func controlCharactersAndSequencesAreKeysNotText() async {
        input.write("\u{15}\u{1B}[Aq\u{1B}[1;5D\u{7F}")
        #expect(await next() == command(.clearLine, "ctrl-u"))
        #expect(await next() == action(.moveSelection(-1), "up"))
        #expect(await next() == character("q"))
        #expect(await next() == .edit(.backwardWord))
        #expect(await next() == .edit(.backwardDeleteChar))
    }

    @Test func unboundKeysAndUnknownSequencesAreDroppedWhole() async {
        input.write("\u{1B}[1;5A\u{1B}[24~\u{1B}[2~\u{1B}[99~\u{1B}[<64;3;4M\u{1B}[1;2Pz")
        #expect(await next() == .mouse(MouseEvent(button: .wheelUp, column: 3, row: 4)))  // a mouse report is the screen's
        #expect(await next() == character("z"))
        #expect(!reader.hasPendingInput)
    }

    /// A cursor answer that came after its asker stopped waiting (the
    /// question handed on with the keys typed ahead) does not act as the
    /// Shift-F3 it looks like; Shift-F3 after it does.
    @Test func aLateCursorAnswerIsNoKey() async {
        reader.meanings[Key(.function(3), .shift)] = [.action(.moveSelection(1))]
        reader.typeAhead(Array("\u{1B}[6n".utf8))
        input.write("\u{1B}[1;2Rz\u{1B}[1;2R")
        #expect(await next() == character("z"))
        #expect(await next() == action(.moveSelection(1), "shift-f3"))
    }

    @Test func twoEscapesInOneReadAreEscTwice() async {
        input.write("\u{1B}\u{1B}")
        #expect(await next() == action(.escape, "esc"))
        #expect(await next() == action(.escape, "esc"))
    }

    @Test func theEscapeDelayComesFromESCDELAY() {
        #expect(LineEditorConfiguration.escapeDelay(fromEnvironment: nil) == 50)
        #expect(LineEditorConfiguration.escapeDelay(fromEnvironment: "10") == 10)
        #expect(LineEditorConfiguration.escapeDelay(fromEnvironment: "0") == 0)
        #expect(LineEditorConfiguration.escapeDelay(fromEnvironment: "99999") == 5000)
        #expect(LineEditorConfiguration.escapeDelay(fromEnvironment: "soon") == 50)
        #expect(LineEditorConfiguration.escapeDelay(fromEnvironment: "-3") == 50)
    }

    @Test func anEscapeWithNothingAfterItIsTheLoneEscapeKey() async {
        input.write("\u{1B}")
        #expect(await next() == action(.escape, "esc"))
        input.write("z")
        #expect(await next() == character("z"))
    }

    @Test func aRedrawRequestWakesTheReader() async {
        waker.requestRedraw()
        waker.requestRedraw()
        #expect(await next() == .wake(WakeReason(redraw: true, resized: false)))
        input.write("k")
        #expect(await next() == character("k"))
    }

    @Test func aWakeUpWaitsUntilTheKeySequenceIsComplete() async {
        input.write("x\u{1B}[")
        #expect(await next() == character("x"))
        waker.requestRedraw()
        input.write("B")
        #expect(await next() == action(.moveSelection(1), "down"))
        #expect(await next() == .wake(WakeReason(redraw: true, resized: false)))
    }

    /// Everything the reader returns until `count` events have come.
    private func events(_ count: Int) async -> [InputEvent] {
        var events: [InputEvent] = []
        for _ in 0..<count { events.append(await next()) }
        return events
    }

    private func text(_ string: String) -> [InputEvent] {
        string.unicodeScalars.map { character($0) }
    }

    @Test func aBracketedPasteIsTextWithItsLineBreaksAndTabsAsSpaces() async {
        input.write("\u{1B}[200~ab\r\nc\td\n\n\ne\u{07}\u{7F}f\t\tg\u{1B}[201~\u{15}")
        #expect(await events(12) == text("ab c d ef  g"))
        #expect(await next() == command(.clearLine, "ctrl-u"), "keys again after the paste")
    }

    @Test func keySequencesInsideAPasteAreDroppedWhole() async {
        input.write("\u{1B}[200~x\u{1B}[31my\u{1B}[A\u{1B}OPz\u{1B}[201~")
        #expect(await events(3) == text("xyz"))
        input.write("\u{1B}[B")
        #expect(await next() == action(.moveSelection(1), "down"))
    }

    @Test func anEndMarkerSplitAcrossTwoReadsIsFound() async {
        // The first read takes 4096 bytes: the start marker, 4088 x's and "ESC [".
        input.write("\u{1B}[200~" + String(repeating: "x", count: 4088) + "\u{1B}[201~q")
        #expect(await events(4088) == Array(repeating: character("x"), count: 4088))
        #expect(await next() == character("q"))
        #expect(!reader.hasPendingInput)
    }

    @Test func anEndMarkerThatArrivesLateStillEndsThePaste() async {
        input.write("\u{1B}[200~ab\u{1B}")
        #expect(await events(2) == text("ab"))
        #expect(!reader.hasPendingInput)
        input.write("[201~\u{15}")
        #expect(await next() == command(.clearLine, "ctrl-u"), "a key again, not pasted text")
    }

    @Test func aStrayEscapeBeforeTheEndMarkerDoesNotHideIt() async {
        input.write("\u{1B}[200~a\u{1B}\u{1B}[201~\r")
        #expect(await next() == character("a"))
        #expect(await next() == command(.submit, "enter"), "Enter again after the paste")
    }

    @Test func aStartMarkerSplitAcrossTwoReadsIsFound() async {
        input.write(String(repeating: "y", count: 4093) + "\u{1B}[200~\n\u{1B}[201~")
        #expect(await events(4093) == Array(repeating: character("y"), count: 4093))
        #expect(await next() == character(" "), "the pasted newline is a space, not Enter")
    }

    @Test func aPasteThatNeverEndsIsStillReadAsText() async {
        input.write("\u{1B}[200~ok\n")
        #expect(await events(3) == text("ok "))
        input.closeWriteEnd()
        #expect(await next() == .endOfInput)
    }

    @Test func theEndOfInputIsReportedForGood() async {
        input.write("x")
        input.closeWriteEnd()
        #expect(await next() == character("x"))
        #expect(await next() == .endOfInput)
        #expect(await next() == .endOfInput)
        #expect(reader.reachedEnd)
    }

    @Test func aNulIsDropped() async {
        input.write("a\u{0}\u{0}b")
        #expect(await next() == character("a"))
        #expect(await next() == character("b"))
    }

    /// A start marker whose end never comes: Ctrl-C still is Ctrl-C, and
    /// ends the paste (what follows is keys again).
    @Test func ctrlCEndsAPasteWhoseEndNeverCame() async {
        input.write("\u{1B}[200~ab\u{03}\u{15}")
        #expect(await next() == character("a"))
        #expect(await next() == character("b"))
        #expect(await next() == action(.interrupt, "ctrl-c"))
        #expect(await next() == command(.clearLine, "ctrl-u"), "keys again after it")
    }

    @Test func ctrlCInTheNextReadAlsoEndsThePaste() async {
        input.write("\u{1B}[200~a")
        #expect(await next() == character("a"))
        input.write("\u{03}")
        #expect(await next() == action(.interrupt, "ctrl-c"))
    }
}
