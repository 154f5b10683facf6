/// The controlling terminal (`InteractiveMode.openScreen`), then, on the
/// editor's serial queue, the terminal entered and the line editor set up
/// (`InteractiveMode.startSettingUp`). `outcome` is written by the
/// set-up block and read by the blocks after it on the same queue, which
/// orders the two: no lock is needed, hence `@unchecked Sendable`.
public final class PreparedScreen: @unchecked Sendable {
    /// The editor's thread: runs blocks one after the other, in order.
    let editorThread: EditorThreadQueue
    /// The controlling terminal (`/dev/tty`), open until `closeTerminal`.
    public let tty: Int32
    private let close: @Sendable (Int32) -> Void

    init(tty: Int32, close: @escaping @Sendable (Int32) -> Void, editorThread: @escaping EditorThreadQueue) {
        self.tty = tty
        self.close = close
        self.editorThread = editorThread
    }

    var outcome: Result<(any ScreenSession, any PromptEditor), any Error>?

    /// On the queue, after the set-up: what it made, handed over once.
    func take() -> Result<(any ScreenSession, any PromptEditor), any Error>? {
        defer { outcome = nil }
        return outcome
    }

    /// Closes the terminal once nothing draws on it or runs on it any more.
    public func closeTerminal() {
        close(tty)
    }
}
