import Dispatch
import GHSearchInteractive
import GHSearchTerminal

/// The controlling terminal as the interactive mode reaches it: opened and
/// checked, measured, entered (alternate screen or inline rows, raw mode),
/// its line editor made, written to. The executable passes `/dev/tty` and
/// libedit; a test, a screen in memory and an editor it scripts.
public struct InteractiveTerminal: Sendable {
    /// Opens the controlling terminal: its descriptor (-1: none) and what it can do.
    public var open: @Sendable () -> (descriptor: Int32, capabilities: TerminalCapabilities)
    /// Closes a descriptor `open` gave.
    public var close: @Sendable (Int32) -> Void
    /// The terminal's size as the kernel (or `COLUMNS`/`LINES`) reports it.
    public var size: @Sendable (Int32) -> TerminalSize
    /// Enters the screen on the terminal (`--no-mouse`, `--height`, `--layout`).
    public var enter: @Sendable (_ descriptor: Int32, _ mouse: Bool, _ layout: ScreenLayout) throws -> any ScreenSession
    /// Makes the line editor on the terminal.
    public var makeEditor: @Sendable (LineEditorConfiguration) throws -> any PromptEditor
    /// What writes to the terminal (the frames, the clipboard's escape sequence).
    public var output: @Sendable (Int32) -> any TerminalOutput
    /// A thread of the editor's own, for one run: it runs the blocks given
    /// to it one after the other, and the editor blocks it while it reads keys.
    public var editorThread: @Sendable () -> EditorThreadQueue

    public init(open: @escaping @Sendable () -> (descriptor: Int32, capabilities: TerminalCapabilities),
                close: @escaping @Sendable (Int32) -> Void,
                size: @escaping @Sendable (Int32) -> TerminalSize,
                enter: @escaping @Sendable (Int32, Bool, ScreenLayout) throws -> any ScreenSession,
                makeEditor: @escaping @Sendable (LineEditorConfiguration) throws -> any PromptEditor,
                output: @escaping @Sendable (Int32) -> any TerminalOutput,
                editorThread: @escaping @Sendable () -> EditorThreadQueue = InteractiveTerminal.serialDispatchQueue) {
        self.open = open
        self.close = close
        self.size = size
        self.enter = enter
        self.makeEditor = makeEditor
        self.output = output
        self.editorThread = editorThread
    }
}

extension InteractiveTerminal {
    /// A serial dispatch queue of its own (the program's editor thread).
    @Sendable public static func serialDispatchQueue() -> EditorThreadQueue {
        let queue = DispatchQueue(label: "ghsearch-editor")
        return { queue.async(execute: $0) }
    }
}
