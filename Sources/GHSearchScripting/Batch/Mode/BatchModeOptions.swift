import GHSearchFilter
import GHSearchGitHub

/// What `--batch` needs of the command line, resolved: the input, the
/// output and how to resume it, which API, the fields, the filter, the
/// rate-limit policy, how each user is searched (`BatchOptions`). Built by
/// `CommandLineOptions.batchModeOptions`; the mode's dependencies are apart
/// (`BatchDependencies`).
public struct BatchModeOptions: Sendable {
    /// The input file (`-`: standard input).
    public var input: String
    /// The command line after the program's name (for the resume hint).
    public var arguments: [String]
    /// `--output FILE` (nil: standard output).
    public var output: String?
    /// `--resume`: keep the output's finished records and skip their users.
    public var resume: Bool
    /// `--quiet`: no progress.
    public var quiet: Bool
    /// `--api` (`auto` when not given).
    public var api: BatchAPI
    /// `--search`: each line a query of all of GitHub, not a user.
    public var search: Bool
    /// How each user (or query) is searched.
    public var batch: BatchOptions
    /// `--json`'s fields (the default: name and URL).
    public var fields: [RepositoryField]
    /// `--reserve`: requests (or points) of each quota left unused.
    public var reserve: Int
    /// `--no-wait`: stop at the rate limit instead of waiting for its reset.
    public var noWait: Bool
    /// `--timeout` of each request.
    public var requestTimeout: Duration
    /// `--filter` and the query flags on each user's list (a search's are in its query).
    public var filter: Filter
    public var filterSort: FilterSort?
    public var tiebreak: FilterTiebreak
    /// `--search`: the request a line makes (the query flags added as qualifiers).
    public var searchRequest: @Sendable (String) -> RepositorySearchRequest

    public init(input: String, arguments: [String] = [], output: String? = nil, resume: Bool = false, quiet: Bool = false,
                api: BatchAPI = .auto, search: Bool = false, batch: BatchOptions = BatchOptions(),
                fields: [RepositoryField] = BatchRecord.defaultFields, reserve: Int = 0, noWait: Bool = false,
                requestTimeout: Duration = .seconds(20), filter: Filter = .empty, filterSort: FilterSort? = nil,
                tiebreak: FilterTiebreak = .default,
                searchRequest: @escaping @Sendable (String) -> RepositorySearchRequest = { RepositorySearchRequest(query: $0) }) {
        self.input = input
        self.arguments = arguments
        self.output = output
        self.resume = resume
        self.quiet = quiet
        self.api = api
        self.search = search
        self.batch = batch
        self.fields = fields
        self.reserve = reserve
        self.noWait = noWait
        self.requestTimeout = requestTimeout
        self.filter = filter
        self.filterSort = filterSort
        self.tiebreak = tiebreak
        self.searchRequest = searchRequest
    }

    /// What the input's lines name.
    public var items: BatchItems { search ? .queries : .users }
}
