import GHSearchFilter
import GHSearchGitHub
import GHSearchInteractive
import GHSearchKeys
import GHSearchPreviewCommand
import GHSearchText
import GHSearchTheme

/// What the interactive mode needs of the command line, resolved: the
/// language, the prompt's mode, the pick, the screen (layout, mouse,
/// `--info`, colours, preview), how far pages load and how the list and
/// the searches are asked. Built by `CommandLineOptions.interactiveModeOptions`;
/// the mode's dependencies are apart (`InteractiveModeDependencies`).
public struct InteractiveModeOptions: Sendable {
    /// `--lang` (nil: the environment's).
    public var language: Language?
    /// The mode the prompt starts in (`--search`: all of GitHub).
    public var searchMode: SearchMode
    /// `--multi`, `--bind`, `--expect`, `-1`/`-0`, the clone hosts.
    public var pick: PickOptions
    /// Mouse reports asked of the terminal (not `--no-mouse`).
    public var mouse: Bool
    /// `--height`, `--layout`, `--border`.
    public var screenLayout: ScreenLayout
    /// `--max-repos`, `--reserve`, `--jobs`.
    public var maxRepositories: Int?
    public var reserve: Int?
    public var jobs: Int?
    /// `--sort` (the list's first order) and `--tiebreak`.
    public var sort: ListOptions.Sort?
    public var tiebreak: FilterTiebreak
    /// `--preview`'s policy, command and window.
    public var preview: DetailPresentation.PreviewPolicy
    public var previewCommand: PreviewCommand?
    public var previewWindow: PreviewWindow
    /// `--info`.
    public var info: InfoStyle
    /// `--color`.
    public var colors: [ColorSpec]
    /// Avatars kept on disk between runs (not `--no-cache`).
    public var cachesAvatars: Bool
    /// How each user's list is asked.
    public var listOptions: ListOptions
    /// The searches of all of GitHub and `@me`, paced as the loading policy says.
    public var searchOptions: @Sendable (LoadingPolicy) -> SearchModeOptions

    public init(language: Language? = nil, searchMode: SearchMode = .user, pick: PickOptions = PickOptions(), mouse: Bool = true,
                screenLayout: ScreenLayout = ScreenLayout(), maxRepositories: Int? = nil, reserve: Int? = nil, jobs: Int? = nil,
                sort: ListOptions.Sort? = nil, tiebreak: FilterTiebreak = .default,
                preview: DetailPresentation.PreviewPolicy = .automatic, previewCommand: PreviewCommand? = nil,
                previewWindow: PreviewWindow = PreviewWindow(), info: InfoStyle = .default, colors: [ColorSpec] = [],
                cachesAvatars: Bool = true, listOptions: ListOptions = ListOptions(),
                searchOptions: @escaping @Sendable (LoadingPolicy) -> SearchModeOptions = { _ in SearchModeOptions() }) {
        self.language = language
        self.searchMode = searchMode
        self.pick = pick
        self.mouse = mouse
        self.screenLayout = screenLayout
        self.maxRepositories = maxRepositories
        self.reserve = reserve
        self.jobs = jobs
        self.sort = sort
        self.tiebreak = tiebreak
        self.preview = preview
        self.previewCommand = previewCommand
        self.previewWindow = previewWindow
        self.info = info
        self.colors = colors
        self.cachesAvatars = cachesAvatars
        self.listOptions = listOptions
        self.searchOptions = searchOptions
    }
}
