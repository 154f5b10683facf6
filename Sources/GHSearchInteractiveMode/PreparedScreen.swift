/// The controlling terminal (`InteractiveMode.openScreen`) and the editor's
/// thread, on which `InteractiveMode.run` enters the terminal, draws the
/// first frame, and runs the line editor once it is made.
public final class PreparedScreen: Sendable {
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

    /// Closes the terminal once nothing draws on it or runs on it any more.
    public func closeTerminal() {
        close(tty)
    }
}
