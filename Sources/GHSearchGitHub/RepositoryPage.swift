import FoundationEssentials

/// One page of a user's repositories and what came with it.
public struct RepositoryPage: Sendable, Equatable {
    public var repositories: [Repository]
    /// The `rel="next"` link exactly as the server gave it.
    public var next: String?
    /// The `rel="last"` link exactly as the server gave it.
    public var last: String?
    public var rateLimit: RateLimit?
    /// True when the server answered 304 and the body came from the cache.
    public var fromCache: Bool
    /// A search's `total_count` and `incomplete_results`; nil for a list.
    public var searchTotals: SearchTotals?
    /// Entries of the page that were not repositories, left out of
    /// `repositories`; nil when every entry was one.
    public var notRepositories: SkippedEntries?
    /// For a page read from the response cache without a request: when it
    /// was fetched (nil: not known, or not read that way).
    public var cachedAt: Date?
    /// Set when the page stands in, from the cache, for an answer GitHub
    /// could not give (`RepositoryService`'s stale-if-error, `--offline`).
    public var stale: StaleAnswer?

    public init(repositories: [Repository], next: String? = nil, last: String? = nil,
                rateLimit: RateLimit? = nil, fromCache: Bool = false, notRepositories: SkippedEntries? = nil) {
        self.repositories = repositories
        self.next = next
        self.last = last
        self.rateLimit = rateLimit
        self.fromCache = fromCache
        self.notRepositories = notRepositories
    }

    /// The entries the server sent: the repositories and those left out
    /// (what tells a full page from a short one, the last).
    public var entryCount: Int { repositories.count + (notRepositories?.count ?? 0) }
}
