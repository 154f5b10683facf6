import GHSearchText
import GHSearchGitHub
import GHSearchFilter
import GHSearchInteractive
import GHSearchPresent
import GHSearchScripting
import GHSearchKeys
import GHSearchTheme
import GHSearchPreviewCommand
/// Everything the command line asked for, after parsing and checking.
public struct CommandLineOptions: Sendable, Equatable {
    public enum Mode: Sendable, Equatable {
        /// `ghsearch [ID]`: the live-search prompt, optionally pre-filled.
        case interactive(initialText: String?)
        /// `ghsearch --once ID`.
        case once(String)
        /// `ghsearch --batch FILE` (`-` = standard input).
        case batch(path: String)
    }

    public typealias Language = GHSearchText.Language

    public var mode: Mode = .interactive(initialText: nil)
    public var apiURL: String = "https://api.github.com"
    public var limit: Int?
    public var sort: ListOptions.Sort?
    public var type: ListOptions.RepositoryType?
    /// nil: no JSON; empty: every field; else these fields in this order.
    public var jsonFields: [RepositoryField]?
    public var noCache = false
    /// `--preview` / `--no-preview` (README preview): when the interactive list shares the screen with a preview.
    public var preview: DetailPresentation.PreviewPolicy = .automatic
    /// `--preview COMMAND`: the pane shows this command's output for the selection.
    public var previewCommand: PreviewCommand?
    /// `--preview-window`: where the preview (the command's pane or the built-in one) is, how big.
    public var previewWindow = PreviewWindow()
    /// `--no-mouse`: no mouse reports asked of the terminal.
    public var noMouse = false
    /// `--height`, `--min-height`, `--layout`, `--border`: where the screen is drawn.
    public var screenLayout = ScreenLayout()
    /// `--info`: where the count of repositories goes.
    public var info = InfoStyle.default
    public var jobs: Int?
    public var output: String?
    public var noWait = false
    public var resume = false
    /// `--reserve`: requests of the quota kept (batch: unused; interactive:
    /// not spent on loading pages in the background).
    public var reserve: Int?
    /// `--max-repos`: repositories the interactive mode loads for one user
    /// without being asked (nil: 1,000 with a token, 300 without).
    public var maxRepositories: Int?
    /// `--api`: how `--batch` lists repositories (nil: `auto`).
    public var api: BatchAPI?
    public var quiet = false
    public var language: Language?
    /// `--timeout`: seconds before one request is given up (nil: the default).
    public var timeout: Int?
    /// `--no-gh-token`: never ask `gh auth token` for a token.
    public var noGHToken = false
    /// `--print`, `--multi`, `--ssh`, `--bind`: the interactive mode as a selector.
    public var pick = PickOptions()
    /// `--color`, in the order given (defaults first): the screen's theme (`ColorSpec.resolve`).
    public var colors: [ColorSpec] = []

    // MARK: Search all of GitHub
    /// `--search`: the prompt starts in search mode; `--once`/`--batch`
    /// search GitHub by keyword.
    public var search = false
    /// `--mine`: the token's own repositories (`@me`).
    public var mine = false
    /// `--sort` with `--search`: GitHub's search orders.
    public var searchSort: RepositorySearchRequest.Sort?
    /// `--order asc|desc` (with `--search`).
    public var order: RepositorySearchRequest.Order?
    /// `--visibility`, `--affiliation`: which of the token's own repositories (`@me`, `--mine`).
    public var visibility: VisibilityChoice?
    public var affiliations: [OwnRepositoryOptions.Affiliation] = []

    // MARK: ghsearch in scripts
    /// The words after `--once USER`, and `--filter`'s: the interactive
    /// mode's filter, applied to the list before it is printed.
    public var filterWords: [String] = []
    /// `--filter` given: the run is `--once` (fzf's filter mode) unless `--batch` is.
    public var filterGiven = false
    /// `--tiebreak`: how the filter orders rows of equal score.
    public var tiebreak = FilterTiebreak.default
    /// `--query`: what the interactive prompt holds after the name at start.
    public var initialQuery: String?
    /// `--language`, `--topic`, `--fork`/`--source`, `--archived`/`--no-archived`
    /// (with `--visibility`): gh's query flags, as the filter's qualifiers.
    public var queryFlags = QueryFlags()
    /// `--jq`: a jq expression over the `--json` output (run by libjq at the edge).
    public var jq: String?
    /// `--template`: Go-template text over the `--json` data.
    public var template: OutputTemplate?

    // MARK: Answers from the cache
    /// `--offline`: answers come from the response cache only; nothing is sent.
    public var offline = false

    // MARK: Starred repositories
    /// `--starred USER` (or `@me`): the repositories USER starred.
    public var starred: String?
    /// `--batch --starred`: each input user's stars instead of their repositories.
    public var batchStarred = false
    /// `--sort` over stars (with `--starred`): nil is GitHub's default, the newest star first.
    public var starredOrder: StarredOrder?

    /// Whether the run lists stars (`--starred USER`, or `--batch --starred`).
    public var listsStars: Bool { starred != nil || batchStarred }

    public init() {}

    /// `--json` given: the fields to print (all when none were named).
    public var resolvedJSONFields: [RepositoryField]? {
        jsonFields.map { $0.isEmpty ? RepositoryField.every(stars: listsStars) : $0 }
    }

    /// How long one request may take: `--timeout`, else its default.
    public var requestTimeout: Duration {
        .seconds(timeout ?? OptionTable.defaultTimeout)
    }

    public var listOptions: ListOptions {
        ListOptions(type: type, sort: sort)
    }
}

/// What the command line amounts to.
public enum ParsedCommand: Sendable, Equatable {
    case help
    case version
    /// `--man`: the manual page, as roff.
    case manPage
    /// `--completions SHELL`: the completion script for that shell.
    case completions(CompletionShell)
    case run(CommandLineOptions)
}
