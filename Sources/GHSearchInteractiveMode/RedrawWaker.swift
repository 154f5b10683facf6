/// Asks the editor's thread, from any thread, to draw (`LineEditorWaker`).
public protocol RedrawWaker: Sendable {
    func requestRedraw()
}
