import FoundationEssentials
import Glibc
import GHSearchText
import GHSearchInteractive
import GHSearchPresent

/// The interactive screen: the alternate screen on a terminal, given back
/// exactly as it was on every exit path.
///
/// Entering saves the terminal's `termios`, stops the terminal echoing and
/// line-buffering keys (a key typed before the line editor exists waits,
/// unread and unechoed, for it to read), and switches to the alternate
/// screen. `leave()` (also run by `deinit`, `exit()`, `SIGTERM`, `SIGHUP`,
/// `SIGINT`, `SIGQUIT` and crashes) ends synchronized output, resets styles
/// and the scroll region, shows the cursor, leaves the alternate screen and
/// puts the saved `termios` back. libedit changes `termios` while it reads;
/// close the `LineEditor` (which restores its own changes) before leaving.
public final class TerminalSession {
    /// The terminal written to.
    public let outputDescriptor: Int32
    private var active = true
    /// Whether mouse reports are on (turned off on every exit path and while suspended).
    public let mouse: Bool
    /// Where the screen is: full-screen, or inline with its first row found (`ScreenLayout.inlineTop`).
    public private(set) var layout: ScreenLayout
    private let settings: termios
    /// Keys read while asking for the cursor's row (on entering, and on
    /// entering again after `suspended`), not yet taken for the line
    /// editor (`takeTypedAhead`).
    private var typedAhead: [UInt8] = []

    private init(outputDescriptor: Int32, mouse: Bool, layout: ScreenLayout, settings: termios) {
        self.outputDescriptor = outputDescriptor
        self.mouse = mouse
        self.layout = layout
        self.settings = settings
    }

    /// Enters the interactive screen on the terminal `output` (whose
    /// `termios` is saved, and restored on exit). With `mouse`, mouse
    /// reports are on (SGR, modes 1000 and 1006) until it is left. An
    /// inline `layout` (`--height`) takes its rows below the cursor instead
    /// of the alternate screen, and clears them on exit.
    public static func enter(output: Int32 = STDOUT_FILENO, mouse: Bool = false,
                             layout: ScreenLayout = ScreenLayout()) throws(TerminalError) -> TerminalSession {
        var settings = termios()
        guard tcgetattr(output, &settings) == 0 else { throw .systemCall("tcgetattr", errno) }
        let session = TerminalSession(outputDescriptor: output, mouse: mouse, layout: layout, settings: settings)
        session.takeScreen()
        // After the restore is armed: a signal from now on gives the modes back.
        var waiting = Self.keysWaiting(settings)
        _ = tcsetattr(output, TCSANOW, &waiting)
        return session
    }

    /// The terminal's modes while keys wait for the line editor: no echo,
    /// no line buffering, Ctrl-C and Ctrl-\\ bytes like any key (as while
    /// editing), one byte enough for a read. Only flags the editor's own
    /// mode sets as well: libedit, started on this mode, edits in the same
    /// mode as on the one saved.
    static func keysWaiting(_ settings: termios) -> termios {
        var waiting = settings
        waiting.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        withUnsafeMutableBytes(of: &waiting.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        return waiting
    }

    /// Keys read while the terminal was asked where its cursor is (inline,
    /// on entering and after `suspended`), each taken once: the line
    /// editor reads them before anything it reads itself. A question the
    /// terminal did not answer in time follows them (`askCursorRow`).
    public func takeTypedAhead() -> [UInt8] {
        defer { typedAhead = [] }
        return typedAhead
    }

    /// Writes the entry: the alternate screen, or inline the region made below the cursor; arms the restore.
    private func takeScreen() {
        guard layout.isInline else {
            TerminalSignals.armRestore(terminal: outputDescriptor, settings: settings, mouse: mouse)
            FileDescriptorOutput(fileDescriptor: outputDescriptor).write(Array(TerminalControl.enterSequence(mouse: mouse).utf8))
            return
        }
        let terminalRows = TerminalSize.current(fd: outputDescriptor).rows
        let rows = layout.rows(terminalRows: terminalRows)
        // No answer (a terminal that does not report): as if at the bottom, the safe guess.
        let cursorRow = askCursorRow() ?? terminalRows
        let top = ScreenLayout.inlineTop(cursorRow: cursorRow, rows: rows, terminalRows: terminalRows)
        layout.inlineTop = top
        TerminalSignals.armRestore(terminal: outputDescriptor, settings: settings, mouse: mouse,
                                   sequence: TerminalControl.restoreInline(top: top, mouse: mouse))
        FileDescriptorOutput(fileDescriptor: outputDescriptor)
            .write(Array(TerminalControl.enterInline(rows: rows, top: top, mouse: mouse).utf8))
    }

    /// The cursor's row, asked of the terminal (DSR 6) in raw mode, waiting
    /// up to a second; nil without an answer. Keys typed before or after
    /// the answer (read with it) are kept for the line editor (`typedAhead`),
    /// and after them, when no answer came, the question: the line editor's
    /// key decoder then takes the answer that comes late for that answer,
    /// not for a key (`KeyDecoder`).
    private func askCursorRow() -> Int? {
        let fd = outputDescriptor
        var found = termios()
        guard tcgetattr(fd, &found) == 0 else { return nil }
        var raw = found
        cfmakeraw(&raw)
        guard tcsetattr(fd, TCSANOW, &raw) == 0 else { return nil }
        defer { _ = tcsetattr(fd, TCSANOW, &found) }
        FileDescriptorOutput(fileDescriptor: fd).write(Array(ANSI.requestCursorPosition.utf8))
        let start = ContinuousClock.now
        let answer = CursorAnswerReader.read(from: fd, within: .seconds(1), elapsed: { start.duration(to: .now) })
        typedAhead += answer.typed
        if answer.row == nil { typedAhead += Array(ANSI.requestCursorPosition.utf8) }
        return answer.row
    }

    /// Gives the terminal back for a while, as `leave()` does, to run a
    /// command on it; `body` runs with interrupts (Ctrl-C, Ctrl-\\) going
    /// to that command only. The screen is then taken again in the modes
    /// it had (libedit's), cleared (inline: new rows below where the
    /// command left the cursor, `layout` says where): the caller redraws
    /// everything, and hands the keys read meanwhile (`takeTypedAhead`) to the line editor.
    public func suspended<T>(_ body: () -> T) -> T {
        var editing = termios()
        let haveEditing = tcgetattr(outputDescriptor, &editing) == 0
        TerminalSignals.restoreIfArmed()  // main screen, cursor shown, the saved modes
        let result = TerminalSignals.ignoringInterrupts(body)
        takeScreen()
        if haveEditing { _ = tcsetattr(outputDescriptor, TCSADRAIN, &editing) }
        return result
    }

    /// Gives the terminal back as it was. Safe to call more than once.
    public func leave() {
        guard active else { return }
        active = false
        TerminalSignals.restoreIfArmed()
    }

    deinit {
        leave()
    }
}
