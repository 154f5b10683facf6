import GHSearchReadme
import GHSearchAvatar
import FoundationEssentials
import GHSearchGitHub

/// The detail view's actions: its keys (routed by the parent through
/// `ScreenKey.inDetail`), the answers about what it shows, and what the
/// parent tells it (opened, a README answered, a new size).
public enum DetailAction: Sendable, Equatable {
    /// Tab in the list: show `repository`; `target` is the README asked for
    /// (nil: none), `known` this session's answer for it.
    case show(Repository, target: ReadmeTarget?, known: ReadmeResult?)
    /// Back to the list; `restoringLine`: the prompt gets this line back
    /// (a key that edits the line closed the view).
    case dismiss(restoringLine: String?)
    /// Ctrl-O: the repository shown, in a browser.
    case openBrowser
    /// The window moves.
    case scroll(PreviewScroll)
    /// `.fetchAvatar`: the picture at `url` (at once when it is in memory,
    /// then again when revalidated).
    case avatarLoaded(url: String, RGBAImage)
    /// `.fetchAvatar`: no usable picture came from `url`.
    case avatarFailed(url: String)
    /// The README of `target` answered (`readme`: how it is shown now).
    case readmeAnswered(ReadmeTarget, ReadmeState, at: Date)
    /// The screen changed size (`DetailEnvironment` has the new one).
    case resized
    /// `.layout`: the body laid out as `request` asked (dropped when the
    /// view shows something else, or at another width, since).
    case laidOut(LayoutRequest, DetailBody)
}
