import Foundation
import Testing
import TestSupport
@testable import GHSearchTerminal

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
