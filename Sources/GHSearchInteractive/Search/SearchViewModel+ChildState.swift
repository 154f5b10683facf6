import FoundationEssentials
import GHSearchGitHub
import GHSearchPreviewCommand

/// The children's fields by their names on the parent (the screens and
/// the tests read and state them so); each lives in its child's state.
extension SearchViewModel {
    // MARK: The preview (`PreviewState`)

    /// The side preview of the selected repository; nil when it is off or nothing is selected.
    public internal(set) var preview: RepositoryDetail? {
        get { previewState.pane }
        set { previewState.pane = newValue }
    }
    /// Alt-V's choice, over the policy; nil until pressed.
    public internal(set) var previewToggled: Bool? {
        get { previewState.toggled }
        set { previewState.toggled = newValue }
    }
    /// Whether the `.previewRest` timer runs.
    public internal(set) var previewResting: Bool {
        get { previewState.resting }
        set { previewState.resting = newValue }
    }
    /// `--preview COMMAND`: the command's pane; nil when it is off or nothing is selected.
    public internal(set) var commandPreview: CommandPreviewPane? {
        get { previewState.command }
        set { previewState.command = newValue }
    }

    // MARK: The mode (`ModeState`)

    /// What the prompt searches: one user's repositories, or all of GitHub.
    public internal(set) var mode: SearchMode {
        get { modeState.mode }
        set { modeState.mode = newValue }
    }
    /// The line each mode had when the user toggled away from it.
    public internal(set) var savedLines: [SearchMode: String] {
        get { modeState.savedLines }
        set { modeState.savedLines = newValue }
    }
    /// The newest search limit GitHub reported, counted apart from `quota`.
    public internal(set) var searchQuota: RateLimit? {
        get { modeState.searchQuota }
        set { modeState.searchQuota = newValue }
    }
    /// While the search limit is spent: when the quota-aware throttle searches again.
    public internal(set) var searchWaitUntil: Date? {
        get { modeState.searchWaitUntil }
        set { modeState.searchWaitUntil = newValue }
    }
}
