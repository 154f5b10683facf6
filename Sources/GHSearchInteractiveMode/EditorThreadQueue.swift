/// Where the editor's blocks run: one after the other, in the order given,
/// on a thread the editor may block while it reads keys
/// (`InteractiveTerminal.editorThread`).
public typealias EditorThreadQueue = @Sendable (@escaping @Sendable () -> Void) -> Void
