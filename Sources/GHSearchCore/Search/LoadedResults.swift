/// The rows of one user on screen, with what is needed to filter them fast
/// and to load the pages not loaded yet.
///
/// Pages are appended in place (`append(_:)`): the repositories and the
/// filter's corpus grow by the page only, so loading a user's every page
/// costs time and memory linear in the rows (keep the value unshared while
/// it grows: a second copy held elsewhere makes the next append copy all).
public struct LoadedResults: Sendable, Equatable {
    public var login: String
    public private(set) var repositories: [Repository]
    /// The repositories prepared for the filter: row `i` is `repositories[i]`.
    public private(set) var corpus: FilterCorpus
    /// The `rel="next"` link of the last page loaded.
    public var next: String?
    /// The first page's `rel="last"` link (how many pages there are).
    public private(set) var last: String?
    /// Repositories on the first page (the page size the server uses).
    public private(set) var pageSize: Int
    /// A page request is in flight (the spinner turns, "loading more…").
    public var loadingMore = false
    /// Why the last attempt to load more failed, if it did.
    public var moreFailure: GitHubError?
    /// Pages asked for in the background and not arrived yet.
    public var pendingPages = 0
    /// The most repositories the background loading may reach before it
    /// stops and says so (raised by PageDown).
    public var bound: Int = .max
    /// Why the background loading stopped before the end, if it did.
    public var stopped: LoadingStop?
    /// Shown from what was loaded before, because the new answer could not
    /// be had (the quota is spent): the rows may be out of date.
    public var isStale = false

    public init(login: String, page: RepositoryPage) {
        self.login = login
        repositories = []
        corpus = FilterCorpus()
        last = page.last
        pageSize = page.repositories.count
        append(page)
    }

    public var hasMore: Bool { next != nil }

    /// The number of repositories the user has, as far as the first page's
    /// `rel="last"` tells (every page but the last is full): nil when not known.
    public var estimatedTotal: Int? {
        guard hasMore else { return repositories.count }
        guard let last, let pages = PageURLs.pageNumber(last), pages > 0, pageSize > 0 else { return nil }
        return max(repositories.count, pages * pageSize)
    }

    /// Makes room for `rows` repositories in all (the pages asked for), so
    /// the arrays do not double their way up.
    public mutating func reserveCapacity(_ rows: Int) {
        guard rows > repositories.count else { return }
        repositories.reserveCapacity(rows)
        corpus.reserveCapacity(rows: rows)
    }

    public mutating func append(_ page: RepositoryPage) {
        repositories.append(contentsOf: page.repositories)
        corpus.append(contentsOf: page.repositories)
        next = page.next
    }
}

/// Why the background loading of a user's pages stopped before the end.
public enum LoadingStop: Sendable, Equatable {
    /// `--max-repos`: this many repositories are loaded; PageDown loads more.
    case bound(Int)
    /// Loading on would take the quota below `--reserve`.
    case reserve(Int)
}
