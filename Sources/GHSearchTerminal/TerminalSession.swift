import FoundationEssentials
import Glibc
import GHSearchCore

/// The interactive screen: the alternate screen on a terminal, given back
/// exactly as it was on every exit path.
///
/// Entering saves the terminal's `termios` and switches to the alternate
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

    private init(outputDescriptor: Int32, mouse: Bool) {
        self.outputDescriptor = outputDescriptor
        self.mouse = mouse
    }

    /// Enters the interactive screen on the terminal `output` (whose
    /// `termios` is saved, and restored on exit).
    /// With `mouse`, mouse reports are on (SGR, modes 1000 and 1006) until it is left.
    public static func enter(output: Int32 = STDOUT_FILENO, mouse: Bool = false) throws(TerminalError) -> TerminalSession {
        var settings = termios()
        guard tcgetattr(output, &settings) == 0 else { throw .systemCall("tcgetattr", errno) }
        TerminalSignals.armRestore(terminal: output, settings: settings, mouse: mouse)
        FileDescriptorOutput(fileDescriptor: output).write(Array(TerminalControl.enterSequence(mouse: mouse).utf8))
        return TerminalSession(outputDescriptor: output, mouse: mouse)
    }

    /// Gives the terminal back for a while, as `leave()` does, to run a
    /// command on it; `body` runs with interrupts (Ctrl-C, Ctrl-\\) going
    /// to that command only. The screen is then taken again in the modes
    /// it had (libedit's), cleared: the caller redraws everything.
    public func suspended<T>(_ body: () -> T) -> T {
        var editing = termios()
        let haveEditing = tcgetattr(outputDescriptor, &editing) == 0
        TerminalSignals.restoreIfArmed()  // main screen, cursor shown, the saved modes
        let result = TerminalSignals.ignoringInterrupts(body)
        if haveEditing { _ = tcsetattr(outputDescriptor, TCSADRAIN, &editing) }
        TerminalSignals.rearm()
        FileDescriptorOutput(fileDescriptor: outputDescriptor).write(Array(TerminalControl.enterSequence(mouse: mouse).utf8))
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
