/// Everything gathered for one user, page by page: what arrived, whether
/// more exists, and why gathering stopped early (if it did).
public struct RepositoryCollection: Sendable, Equatable {
    public var login: String
    public var repositories: [Repository]
    /// Set when a page could not be fetched; `repositories` holds the pages before it.
    public var failure: GitHubError?
    /// The server has more pages than were fetched (a `--limit`, or a failure).
    public var hasMore: Bool
    /// The newest rate limit seen.
    public var rateLimit: RateLimit?
    public var pagesFetched: Int
    /// Pages answered with `304 Not Modified` (they cost no quota).
    public var pagesFromCache: Int
    /// Set when pages came from the cache because GitHub could not be
    /// reached (the oldest page's mark).
    public var stale: StaleAnswer?

    public init(login: String, repositories: [Repository] = [], failure: GitHubError? = nil,
                hasMore: Bool = false, rateLimit: RateLimit? = nil, pagesFetched: Int = 0, pagesFromCache: Int = 0) {
        self.login = login
        self.repositories = repositories
        self.failure = failure
        self.hasMore = hasMore
        self.rateLimit = rateLimit
        self.pagesFetched = pagesFetched
        self.pagesFromCache = pagesFromCache
    }
}
