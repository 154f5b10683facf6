/// How far the pages of one user's list are followed, decided page by page
/// from what the server itself said, the same way in every mode:
///
/// - repositories are told apart by their `id`: one that comes back on a
///   later page (the list shifted, or the server repeats itself) is kept
///   once, and a page that brings nothing new is a loop;
/// - an empty page, or one with fewer repositories than the first, is the
///   last whatever its links say (a `rel="last"` claiming 99,999 pages for
///   one repository is not believed);
/// - no more pages than the first page's `rel="last"` named, no link that
///   leads back to a page already fetched, and never more than
///   `maximumRepositories` for one user, so memory stays bounded whatever
///   the server sends;
/// - `--limit` stops it once reached.
///
/// Stopping for any reason but the end of the list or the limit is a
/// `GitHubError`: what was gathered is incomplete, and the caller says so.
/// So is a list some of whose entries were not repositories
/// (`notRepositories`): they are left out and the pages are followed on (a
/// page is full or short by the entries it held), but the list the caller
/// gathered is not all the server sent.
public struct PageFollower: Sendable, Equatable {
    /// The most repositories gathered for one user (1,000 pages of 100),
    /// documented in docs/USAGE.md (Pagination). A server that goes on past it is stopped.
    public static let maximumRepositories = 100_000

    public enum Step: Sendable, Equatable {
        /// Fetch this page next.
        case follow(String)
        /// Done: the list ended, or the limit was reached (`more`: the server has more).
        case finished(more: Bool)
        /// Stopped before the end: the repositories taken are not all there are.
        case stopped(GitHubError)
    }

    /// The distinct repositories taken so far, in the order the pages gave them.
    public var repositories: [Repository] { distinct.repositories }
    /// Pages taken.
    public private(set) var pages = 0
    /// The entries of the pages taken that were not repositories (left
    /// out); nil when there were none.
    public private(set) var notRepositories: SkippedEntries?
    let limit: Int?
    var cap: Int { distinct.cap }
    private var distinct: DistinctRepositories
    private var visited: Set<String>
    /// Entries on the first page: a later page with fewer is the last.
    private var pageSize = 0
    /// The page number the first page's `rel="last"` named.
    public private(set) var lastPage: Int?

    /// - Parameters:
    ///   - firstURL: the URL of the first page (a link back to it is a loop).
    ///   - limit: `--limit`, nil for every page.
    public init(firstURL: String, limit: Int?, cap: Int = PageFollower.maximumRepositories) {
        visited = [firstURL]
        self.limit = limit
        distinct = DistinctRepositories(cap: cap)
    }

    /// The most pages still worth fetching after those taken: what the
    /// first page's `rel="last"`, the cap and the limit allow.
    public var pageBudget: Int {
        let size = max(1, pageSize)
        var most = (cap + size - 1) / size + 1
        if let lastPage { most = min(most, lastPage) }
        if let limit { most = min(most, (limit + size - 1) / size) }
        return max(0, most - pages)
    }

    /// Makes room for `count` repositories in all (pages asked for at once).
    public mutating func reserveCapacity(_ count: Int) {
        distinct.reserveCapacity(count)
    }

    /// Takes in the page fetched from `url` and says what comes next.
    public mutating func take(_ page: RepositoryPage, from url: String) -> Step {
        visited.insert(url)
        if let skipped = page.notRepositories { notRepositories = notRepositories?.adding(skipped) ?? skipped }
        if pages == 0 {
            pageSize = page.entryCount
            lastPage = page.last.flatMap(PageURLs.pageNumber)
        }
        pages += 1
        guard let fresh = distinct.add(page.repositories) else { return .stopped(.tooManyRepositories(cap)) }
        if fresh == 0, !page.repositories.isEmpty { return .stopped(.paginationLoop(url)) }
        guard let next = page.next, !page.repositories.isEmpty, page.entryCount >= pageSize else {
            return .finished(more: false)
        }
        if let limit, repositories.count >= limit { return .finished(more: true) }
        if repositories.count >= cap { return .stopped(.tooManyRepositories(cap)) }
        if let lastPage, pages >= lastPage { return .stopped(.paginationPastLastPage(lastPage)) }
        if pageBudget == 0 { return .stopped(.endlessPagination(pages: pages)) }
        guard visited.insert(next).inserted else { return .stopped(.paginationLoop(next)) }
        return .follow(next)
    }
}

