import GHSearchPreviewCommand
/// The side preview's actions: its keys (routed by the parent from the
/// list's `ScreenKey`s) and the preview command's answers.
public enum PreviewAction: Sendable, Equatable {
    /// Alt-V: the side preview on or off.
    case toggle
    /// The preview's window moves (the built-in one's, or the command's).
    case scroll(PreviewScroll)
    /// `.runPreview`: the preview command's output so far for `run`.
    case output(PreviewRun, PreviewOutput)
    /// `.layout`: the pane's body laid out as `request` asked (dropped when
    /// the pane shows something else, or at another width, since).
    case laidOut(LayoutRequest, DetailBody)
}
