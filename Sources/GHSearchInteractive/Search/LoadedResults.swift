import GHSearchGitHub
import GHSearchFilter
/// The rows of one user on screen, with what is needed to filter them fast
/// and to load the pages not loaded yet.
///
/// Pages go through `PageFollower`, as in `--once` and `--batch`: each
/// repository is kept once (by id; a later page may repeat one), an empty
/// or short page is the last whatever its links say, no page past the
/// first page's `rel="last"`, no link back to a page taken, and at most
/// `PageFollower.maximumRepositories`; stopping for any of these is said
/// (`stopped`, `.pagination`), and so are entries of a page that were not
/// repositories (`notRepositories`), while the loading goes on.
///
/// Pages are appended in place (`append(_:from:)`): the repositories and
/// the filter's corpus grow by the page only, so loading a user's every
/// page costs time and memory linear in the rows (keep the value unshared
/// while it grows: a second copy held elsewhere makes the next append copy all).
/// The first page's corpus waits until a filter or a sort needs it
/// (`prepareCorpus()`) or the next page arrives: the first frame draws the
/// rows in list order without it.
public struct LoadedResults: Sendable, Equatable {
    /// What the rows list.
    public var subject: SearchSubject
    /// Each repository once, in the order the pages gave them.
    public var repositories: [Repository] { follower.repositories }
    /// The repositories prepared for the filter: row `i` is `repositories[i]`
    /// (built here, on a copy, if `prepareCorpus()` was not called since
    /// the rows arrived).
    public var corpus: FilterCorpus { deferredCorpus.current(with: repositories) }
    /// Whether `corpus` holds every row (no work left to read it).
    public var corpusIsPrepared: Bool { deferredCorpus.isCurrent(rows: repositories.count) }
    private var deferredCorpus = DeferredCorpus()
    /// How far the pages are followed (and the rows, kept once each).
    private var follower: PageFollower
    /// The next page to load, as `PageFollower` decided it (nil: the list
    /// ended, or the loading stopped: `stopped`).
    public var next: String?
    /// The first page's `rel="last"` link (how many pages there are).
    public private(set) var last: String?
    /// Entries on the first page (the page size the server uses).
    public private(set) var pageSize: Int
    /// Why the last attempt to load more failed, if it did.
    public var moreFailure: GitHubError?
    /// A search's totals, from its newest page; nil for a list.
    public var searchTotals: SearchTotals?
    /// Pages asked for and not arrived yet (in the background, or the one
    /// Down asked for).
    public var pendingPages = 0
    /// The most repositories the background loading may reach before it
    /// stops and says so (raised by PageDown).
    public var bound: Int = .max
    /// Why the loading stopped before the end, if it did.
    public var stopped: LoadingStop?
    /// Shown from what was loaded before, because the new answer could not
    /// be had (the quota is spent): the rows may be out of date.
    public var isStale = false
    /// Set when pages were answered from the cache because GitHub could not
    /// be reached (or `--offline`): the status line says `cached 3 min ago ·
    /// offline`. The oldest page's mark.
    public var stale: StaleAnswer?
    /// Set while the rows stand for an answer not yet revalidated: drawn
    /// from the response cache (or memory) while the request is on its
    /// way. No page loads in the background meanwhile.
    public var revalidating: RevalidationMark?

    /// - Parameter url: where the first page was asked for, when known (a
    ///   `next` link back to it is then a loop at once; unknown, the page
    ///   fetched again brings nothing new, which ends the loading too).
    public init(subject: SearchSubject, page: RepositoryPage, url: String = "") {
        self.subject = subject
        follower = PageFollower(firstURL: url, limit: nil)
        last = page.last
        pageSize = page.entryCount
        take(page, from: url)
    }

    /// Builds the filter's corpus of the rows not in it yet (the first
    /// page's, until a filter or a later page needed them).
    public mutating func prepareCorpus() {
        deferredCorpus.catchUp(with: follower.repositories)
    }

    public var hasMore: Bool { next != nil }

    /// A page request is in flight (the spinner turns, "loading more…").
    public var loadingMore: Bool { pendingPages > 0 }

    /// Whether the rows come from many owners (a search, stars), so each
    /// shows `owner/name`; one user's list shows names alone.
    public var listsManyOwners: Bool { subject.listsManyOwners }

    /// The entries of the pages loaded that were not repositories (left
    /// out of the rows, so the list is incomplete); nil when there were none.
    public var notRepositories: SkippedEntries? { follower.notRepositories }

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
        follower.reserveCapacity(rows)
        deferredCorpus.reserveCapacity(rows: rows)
    }

    /// Takes in the page fetched from `url`: its repositories not shown
    /// yet join the rows, and `PageFollower` says whether another page follows.
    public mutating func append(_ page: RepositoryPage, from url: String) {
        take(page, from: url)
        prepareCorpus()  // the page's rows, and the first page's if they wait
    }

    /// Takes in the page's repositories and links; the corpus is left as it was.
    private mutating func take(_ page: RepositoryPage, from url: String) {
        if let totals = page.searchTotals { searchTotals = totals }
        if let mark = page.stale { stale = mark.older(stale) }
        let step = follower.take(page, from: url)
        switch step {
        case .follow(let link):
            next = link
        case .finished:
            next = nil
        case .stopped(let error):
            next = nil
            stopped = .pagination(error)
        }
    }
}

/// Why the loading of a user's pages stopped before the end.
public enum LoadingStop: Sendable, Equatable {
    /// `--max-repos`: this many repositories are loaded; PageDown loads more.
    case bound(Int)
    /// Loading on would take the quota below `--reserve`.
    case reserve(Int)
    /// `PageFollower` stopped believing the server (a loop, a page past the
    /// last, the cap of repositories): no more pages load.
    case pagination(GitHubError)

    /// The error to report, for a stop that is one.
    public var error: GitHubError? {
        if case .pagination(let error) = self { return error }
        return nil
    }
}
