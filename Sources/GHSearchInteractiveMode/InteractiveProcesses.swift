import GHSearchKeys
import GHSearchPreviewCommand

/// The programs the interactive mode starts: the browser, a key's command
/// (on the terminal, silently, or in ghsearch's place), `git clone`, and
/// `--preview`'s command. The executable passes `posix_spawn`'s, with the
/// environment scrubbed of the token; a test records what was asked.
public struct InteractiveProcesses: Sendable {
    /// Opens a URL in the browser: false when none could be started (the URL is shown).
    public var openBrowser: @Sendable (_ url: String) -> Bool
    /// Runs a command with the terminal as its streams, and waits for it.
    public var runOnTerminal: @Sendable (_ arguments: [String], _ terminal: Int32) -> CommandOutcome
    /// Runs a command on `/dev/null` (`execute-silent`), and waits for it.
    public var runSilently: @Sendable (_ arguments: [String]) -> CommandOutcome
    /// Runs a command in ghsearch's place (`become`): input from the terminal, ghsearch's own output.
    public var become: @Sendable (_ arguments: [String], _ terminal: Int32) -> CommandOutcome
    /// Where a program is (`PATH`), nil when nowhere.
    public var findExecutable: @Sendable (_ name: String) -> String?
    /// Runs `git clone URL` on the terminal (Ctrl-C stops git, not ghsearch), and waits for it.
    public var clone: @Sendable (_ git: String, _ url: String, _ terminal: Int32) -> CommandOutcome
    /// Runs `--preview`'s command.
    public var previewRunner: PreviewCommandRunner
    /// Kills the preview commands still running (ghsearch is leaving).
    public var stopPreviews: @Sendable () -> Void

    public init(openBrowser: @escaping @Sendable (String) -> Bool = { _ in false },
                runOnTerminal: @escaping @Sendable ([String], Int32) -> CommandOutcome = { _, _ in .notFound },
                runSilently: @escaping @Sendable ([String]) -> CommandOutcome = { _ in .notFound },
                become: @escaping @Sendable ([String], Int32) -> CommandOutcome = { _, _ in .notFound },
                findExecutable: @escaping @Sendable (String) -> String? = { _ in nil },
                clone: @escaping @Sendable (String, String, Int32) -> CommandOutcome = { _, _, _ in .notFound },
                previewRunner: @escaping PreviewCommandRunner = { _ in AsyncStream { $0.finish() } },
                stopPreviews: @escaping @Sendable () -> Void = {}) {
        self.openBrowser = openBrowser
        self.runOnTerminal = runOnTerminal
        self.runSilently = runSilently
        self.become = become
        self.findExecutable = findExecutable
        self.clone = clone
        self.previewRunner = previewRunner
        self.stopPreviews = stopPreviews
    }
}
