import GHSearchFilter
import GHSearchGitHub

/// What `--once` (a user's list, a search, `--mine`, `--starred`) needs of
/// the command line, resolved: the list and search requests, the filter,
/// the limits and how to print. Built by `CommandLineOptions.onceOptions`.
public struct OnceOptions: Sendable {
    public var apiURL: String
    /// `--limit`: at most this many rows (a search: its own default).
    public var limit: Int?
    /// `--jobs`: pages fetched at once once `rel="last"` is known.
    public var jobs: Int?
    /// `--sort` for a user's list (`stars` is sorted here).
    public var sort: ListOptions.Sort?
    public var listOptions: ListOptions
    /// `--search`: the subject is a query of all of GitHub.
    public var search: Bool
    /// The query's GitHub qualifiers from the query flags (`--language`…).
    public var searchQualifiers: [String]
    public var searchSort: RepositorySearchRequest.Sort?
    public var searchOrder: RepositorySearchRequest.Order?
    /// `--mine` and `@me`.
    public var own: OwnRepositoryOptions
    /// `--starred USER`: whose stars, in which order.
    public var starred: String?
    public var starredOrder: StarredOrder?
    /// The words after the name and `--filter`'s, as the interactive mode filters.
    public var filter: Filter
    /// The filter's order when no word ranks the rows.
    public var filterSort: FilterSort?
    /// `-0`, `--exit-0`: nothing matched is exit 1 and no output.
    public var exitZero: Bool
    /// `--json`'s fields (nil: not JSON).
    public var jsonFields: [RepositoryField]?
    public var template: OutputTemplate?

    public init(apiURL: String, limit: Int? = nil, jobs: Int? = nil, sort: ListOptions.Sort? = nil,
                listOptions: ListOptions = ListOptions(), search: Bool = false, searchQualifiers: [String] = [],
                searchSort: RepositorySearchRequest.Sort? = nil, searchOrder: RepositorySearchRequest.Order? = nil,
                own: OwnRepositoryOptions = OwnRepositoryOptions(), starred: String? = nil,
                starredOrder: StarredOrder? = nil, filter: Filter = .empty, filterSort: FilterSort? = nil,
                exitZero: Bool = false, jsonFields: [RepositoryField]? = nil, template: OutputTemplate? = nil) {
        self.apiURL = apiURL
        self.limit = limit
        self.jobs = jobs
        self.sort = sort
        self.listOptions = listOptions
        self.search = search
        self.searchQualifiers = searchQualifiers
        self.searchSort = searchSort
        self.searchOrder = searchOrder
        self.own = own
        self.starred = starred
        self.starredOrder = starredOrder
        self.filter = filter
        self.filterSort = filterSort
        self.exitZero = exitZero
        self.jsonFields = jsonFields
        self.template = template
    }

    /// The request `--once --search QUERY` makes: the query flags added to
    /// it as GitHub's qualifiers.
    public func searchRequest(_ query: String) -> RepositorySearchRequest {
        let query = searchQualifiers.isEmpty ? query : ([query] + searchQualifiers).joined(separator: " ")
        return RepositorySearchRequest(query: query, sort: searchSort, order: searchOrder, perPage: min(100, limit ?? 100))
    }
}
