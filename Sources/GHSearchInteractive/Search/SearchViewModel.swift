import FoundationEssentials
import GHSearchGitHub
import GHSearchFilter
import GHSearchKeys
import GHSearchReadme

/// The interactive mode's view model: a pure state machine. Its state is
/// everything the screen shows (and what it needs to decide the next
/// step); `send(_:)` is the only way to change it, and returns what must be
/// done as values (`SearchEffect`), which `SearchSession` and the terminal
/// run. No I/O, no clock, no tasks, no locks: a test sends actions and
/// compares whole states and the exact effects.
///
/// The shape, as in the operators' state machines:
///
///     action → send → new state + [effect] → SearchSession runs them → action → …
///
/// The screens (`SearchScreen`, `DetailScreen`) only read it.
public struct SearchViewModel: Sendable, Equatable {
    // MARK: Configuration (fixed for the session)

    /// Whether the detail view fetches and draws the owner's avatar (not
    /// without colours, where no picture can be drawn).
    public let showsAvatars: Bool
    /// How far pages load in the background (`--max-repos`, `--reserve`).
    public let loading: LoadingPolicy

    // MARK: The list

    /// The list's own state: the line, the rows, the filter, the selection
    /// and its window (`ListState`).
    public internal(set) var listState = ListState()
    /// The search stream's and the pages' own state: what a request is in
    /// flight for, the status, the quota, the rows seen this session, the
    /// spinner (`LoadingState`, reduced by `LoadingFeature`).
    public internal(set) var loadingState = LoadingState()
    /// A one-off message for the status line; gone at the next key that
    /// changes anything.
    public internal(set) var notice: SearchNotice?

    // MARK: The detail view

    /// The repository shown full-screen, if any; the list stays as it was
    /// underneath (rows, selection, scroll position).
    public internal(set) var detail: RepositoryDetail?

    // MARK: The screen

    /// Rows of the screen (the prompt's included): PageUp/PageDown move by
    /// the table's height.
    public internal(set) var screenRows: Int

    // MARK: README preview — see SearchViewModel+Readme.swift, +Preview.swift

    /// How the detail view and the preview lay text out (fixed for the session).
    public internal(set) var presentation = DetailPresentation()
    /// Columns of the screen: the detail view and the preview are laid out for them.
    public internal(set) var screenColumns = 80
    /// The side preview's own state: the pane, Alt-V's choice, the rest
    /// timer, the command's pane.
    public internal(set) var previewState = PreviewState()
    /// READMEs answered this session, not the failures (shown at once when
    /// asked again: moving back to a repository previews it at once, and
    /// opening the one the preview shows costs no request).
    public internal(set) var readmes = RecentlyStored<ReadmeTarget, ReadmeResult>(capacity: 24)

    // MARK: Pick and act

    /// `--print`, `--multi`, `--ssh`, `--bind` (fixed for the session).
    public let pick: PickOptions
    /// Pick and act's own state (the marks): `PickFeature` changes it.
    public internal(set) var pickState = PickState()
    /// `-1` or `-0` given and not decided yet: the first list settled decides.
    public internal(set) var autoExitPending = false

    // MARK: Search all of GitHub

    /// The mode's own state: which mode, each one's line, the search limit.
    public internal(set) var modeState = ModeState()

    public init(showsAvatars: Bool = false, screenRows: Int = 24, pick: PickOptions = PickOptions(),
                loading: LoadingPolicy = LoadingPolicy(), defaultSort: FilterSort? = nil,
                engine: FilterEngine = FilterEngine(), mode: SearchMode = .user) {
        self.listState = ListState(defaultSort: defaultSort, engine: engine)
        self.showsAvatars = showsAvatars
        self.loading = loading
        self.screenRows = screenRows
        self.pick = pick
        self.modeState = ModeState(mode: mode)
        autoExitPending = pick.selectOne || pick.exitZero
    }

    // MARK: Derived

    /// Which screen is up.
    public var view: View { detail == nil ? .list : .detail }

    public enum View: Sendable, Equatable {
        case list
        case detail
    }

    /// The rows of the list's window (as if the status line took one row).
    public var listWindowRows: Int {
        ScreenGeometry.tableRows(height: listScreenRows, titled: presentation.info.showsTitle)
    }

    public var selectedRepository: Repository? { listState.selectedRepository }

    /// The title: `N Repositories`, `100+ Repositories` while more pages exist.
    public var count: (shown: Int, total: Int, more: Bool) {
        (visible.count, results?.repositories.count ?? 0, results?.hasMore ?? false)
    }
}
