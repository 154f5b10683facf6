import FoundationEssentials
import GHSearchGitHub
import GHSearchKeys
import GHSearchAvatar
import GHSearchReadme

/// Everything that can happen to the interactive view model: the only input
/// of `SearchViewModel.send(_:)`.
///
/// The view model is a parent of child features (list, detail, preview,
/// pick, mode, loading); each has its own action enum, and the parent only routes.
/// A key whose meaning depends on the screen arrives as `.key` and the
/// parent turns it into the list's or the detail view's action
/// (`ScreenKey.inList`, `ScreenKey.inDetail`): the caller never decides
/// what a key means. The other actions are the answers to the view
/// model's own effects (`SearchEffect`), delivered by `SearchSession`.
public enum SearchAction: Sendable, Equatable {
    // MARK: Keys

    /// A key whose meaning depends on the screen (the list or the detail view).
    case key(ScreenKey)
    /// Ctrl-D on an empty line, or the terminal is gone.
    case endOfInput
    /// Ctrl-C.
    case interrupt

    // MARK: Child features

    /// The list's keys (routed here from `.key` while the list is up).
    case list(ListAction)
    /// The detail view's keys and answers.
    case detail(DetailAction)
    /// The side preview's keys and answers.
    case preview(PreviewAction)
    /// Pick and act: its keys (the same in both screens) and answers.
    case pick(PickAction)
    /// User or search mode.
    case mode(ModeAction)
    /// The search stream's answers, the pages', the response cache's, the
    /// quota, and the loading's timers.
    case loading(LoadingAction)

    // MARK: The terminal

    /// The screen has a new size (also sent once at the start).
    case resized(rows: Int, columns: Int)

    // MARK: Other answers

    /// `.openBrowser`: whether a browser was started for `url`.
    case browserFinished(url: String, opened: Bool)
    /// `.startTimer`: `timer` ticked at wall-clock time `now` (routed to its feature).
    case timerFired(SearchTimer, now: Date)
    /// `.fetchReadme` or `.previewReadme`: the README of `target`, or why
    /// it could not be fetched, at wall-clock time `at` (shown where it
    /// was asked for: the detail view, the preview, or both).
    case readmeLoaded(ReadmeTarget, Result<ReadmeResult, GitHubError>, at: Date)
}

extension SearchAction {
    /// The stream's event as an action.
    public init(_ event: SearchEvent) {
        switch event {
        case .started(let subject): self = .loading(.searchStarted(subject))
        case .cached(let subject, let page): self = .loading(.searchCached(subject, page: page))
        case .finished(let subject, let outcome): self = .loading(.searchFinished(subject, outcome: outcome))
        }
    }
}
