import GHSearchPreviewCommand
import FoundationEssentials
/// The side preview's actions: its keys (routed by the parent from the
/// list's `ScreenKey`s), what the parent tells it (follow the selection, a
/// README answered, the rest timer) and the answers to its effects.
public enum PreviewAction: Sendable, Equatable {
    /// Alt-V: the side preview on or off.
    case toggle
    /// The preview's window moves (the built-in one's, or the command's).
    case scroll(PreviewScroll)
    /// `.runPreview`: the preview command's output so far for `run`.
    case output(PreviewRun, PreviewOutput)
    /// The selection, the rows, the screen or Alt-V's choice changed over
    /// an action (`PreviewFollowed`): the pane follows the selected
    /// repository at its width.
    case follow
    /// The `.previewRest` timer fired: the selection rested.
    case rested
    /// The README of `target` answered (`readme`: how it is shown now).
    case readmeAnswered(ReadmeTarget, ReadmeState, at: Date)
    /// `.layout`: the pane's body laid out as `request` asked (dropped when
    /// the pane shows something else, or at another width, since).
    case laidOut(LayoutRequest, DetailBody)
}
