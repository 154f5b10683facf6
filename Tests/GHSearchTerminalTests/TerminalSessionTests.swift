import Foundation
import Testing
import TestSupport
@testable import GHSearchTerminal
import GHSearchPresent

extension ProcessWideStateTests {
    @Suite(.standardTimeLimit) struct TerminalSessionTests {
        @Test func enteringSwitchesToTheAlternateScreenAndLeavingRestoresEverything() async throws {
            let pty = PseudoTerminal(columns: 40, rows: 10)
            let before = pty.modes
            let session = try TerminalSession.enter(output: pty.terminal)
            #expect(await pty.waitForOutput(containing: "\u{1B}[?1049h\u{1B}[?2004h"))
            // Something changes the modes meanwhile, as libedit does.
            var raw = before
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
            _ = tcsetattr(pty.terminal, TCSANOW, &raw)
            session.leave()
            let restore = "\u{1B}[?2026l\u{1B}[0m\u{1B}[r\u{1B}[?25h\u{1B}[?2004l\u{1B}[?1049l"
            #expect(await pty.waitForOutput(containing: restore))
            let after = pty.modes
            #expect(after.c_lflag == before.c_lflag)
            #expect(after.c_iflag == before.c_iflag)
        }

        /// Keys typed once the terminal is entered, before the line editor
        /// reads anything, wait for it: not echoed over the first frame, not
        /// held back for a line's end, not lost.
        @Test func keysTypedAfterEnteringWaitUnechoedForTheEditor() async throws {
            let pty = PseudoTerminal(columns: 40, rows: 10)
            let session = try TerminalSession.enter(output: pty.terminal)
            defer { session.leave() }
            pty.type("abc")
            var typed: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 16)
            while typed.count < 3 {
                var ready = pollfd(fd: pty.terminal, events: Int16(POLLIN), revents: 0)
                guard poll(&ready, 1, 10_000) == 1 else { break }
                let count = read(pty.terminal, &buffer, buffer.count)
                guard count > 0 else { break }
                typed += buffer[0..<count]
            }
            #expect(typed == Array("abc".utf8), "readable without a line's end")
            // Output arrives in order: once the marker is read, any echo before it is too.
            FileDescriptorOutput(fileDescriptor: pty.terminal).write(Array("END".utf8))
            #expect(await pty.waitForOutput(containing: "END"))
            #expect(!pty.screenBytes.contains("abc"), "not echoed: \(pty.screenBytes.debugDescription)")
        }

        /// libedit's set-up turns echo and line buffering back on until the
        /// editor runs: the editor made on the entered terminal keeps its modes.
        @Test func theLineEditorMadeOnTheEnteredTerminalKeepsKeysUnechoed() async throws {
            let pty = PseudoTerminal(columns: 40, rows: 10)
            let session = try TerminalSession.enter(output: pty.terminal)
            defer { session.leave() }
            let entered = pty.modes
            let editor = try LineEditor(configuration: LineEditorConfiguration(
                inputDescriptor: pty.terminal, outputDescriptor: pty.terminal, readsEditrc: false))
            defer { editor.close() }
            let made = pty.modes
            #expect(made.c_lflag & tcflag_t(ECHO | ICANON) == 0, "no echo, no line buffering")
            #expect(made.c_lflag == entered.c_lflag && made.c_iflag == entered.c_iflag)
        }

        /// A terminal with `typed` typed on it (no echo, no line buffering),
        /// all of it readable before the terminal is entered (the kernel
        /// passes it on on a thread of its own).
        private static func terminal(typed text: String) async -> PseudoTerminal {
            let pty = PseudoTerminal(columns: 40, rows: 10)
            var raw = pty.modes
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
            _ = tcsetattr(pty.terminal, TCSANOW, &raw)
            let typed = Array(text.utf8)
            pty.type(typed)
            let arrived = await poll {
                var waiting: Int32 = 0
                return ioctl(pty.terminal, UInt(FIONREAD), &waiting) == 0 && Int(waiting) == typed.count
            }
            #expect(arrived)
            return pty
        }

        /// Inline (`--height`), the terminal is asked where its cursor is:
        /// keys typed before its answer, and read with it, are kept for
        /// the line editor rather than dropped with the answer.
        @Test func keysReadWithTheCursorsAnswerAreKeptForTheEditor() async throws {
            let pty = await Self.terminal(typed: "ab\u{1B}[3;1Rcd")
            let session = try TerminalSession.enter(output: pty.terminal, layout: ScreenLayout(height: .rows(4)))
            defer { session.leave() }
            #expect(session.layout.inlineTop == 3, "the answer read among the keys")
            #expect(session.takeTypedAhead() == Array("abcd".utf8))
            #expect(session.takeTypedAhead().isEmpty, "taken once")
        }

        /// Inline, a terminal that does not answer within the wait: the
        /// question follows the keys handed on, so the line editor's key
        /// decoder expects the answer (a late `ESC [ 1 ; 2 R` is no Shift-F3).
        @Test func aQuestionNotAnsweredInTimeFollowsTheKeysHandedOn() async throws {
            let pty = await Self.terminal(typed: "ab")
            let session = try TerminalSession.enter(output: pty.terminal, layout: ScreenLayout(height: .rows(4)))
            defer { session.leave() }
            #expect(session.takeTypedAhead() == Array("ab\u{1B}[6n".utf8))
        }

        @Test func leavingTwiceRestoresOnce() async throws {
            let pty = PseudoTerminal(columns: 40, rows: 10)
            let session = try TerminalSession.enter(output: pty.terminal)
            session.leave()
            session.leave()
            // Output arrives in order: once the marker is read, so is all before it.
            FileDescriptorOutput(fileDescriptor: pty.terminal).write(Array("END".utf8))
            #expect(await pty.waitForOutput(containing: "END"))
            let text = pty.screenBytes
            #expect(text.components(separatedBy: "\u{1B}[?1049l").count == 2)
        }

        /// The restore runs inside the signal handlers (SIGHUP when the
        /// terminal goes away): a failed write or `tcsetattr` there must not
        /// change `errno` under the code the signal interrupted. Under TSan,
        /// every interactive ghsearch ended by closing its tmux reported
        /// "signal handler spoils errno".
        @Test func restoringLeavesErrnoAsItWas() {
            let fd = open("/dev/null", O_WRONLY)  // the write succeeds, tcsetattr fails (ENOTTY)
            defer { close(fd) }
            TerminalSignals.armRestore(terminal: fd, settings: termios())
            errno = ERANGE
            TerminalSignals.restoreIfArmed()
            #expect(errno == ERANGE)
        }

        @Test func aFileIsNoTerminalToEnter() async {
            let fd = open("/dev/null", O_WRONLY)
            defer { close(fd) }
            #expect(throws: TerminalError.self) { try TerminalSession.enter(output: fd) }
        }
    }
}
