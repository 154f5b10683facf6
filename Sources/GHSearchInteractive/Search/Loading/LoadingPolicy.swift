import GHSearchGitHub
/// How far the interactive mode loads a user's pages in the background
/// (`--max-repos`, `--reserve`) and how many pages it fetches at a time.
public struct LoadingPolicy: Sendable, Equatable {
    /// `--max-repos` without a token: the hour's quota is then 60 requests.
    public static let maxRepositoriesWithoutToken = 300
    /// `--max-repos` with a token (5,000 requests an hour).
    public static let maxRepositoriesWithToken = 1_000
    /// `--reserve`: requests of the quota left for searching other names.
    public static let defaultReserve = 10
    /// Pages in flight at a time, as `--once` fetches them.
    public static let defaultJobs = 4

    /// Repositories loaded without being asked (PageDown loads as many more).
    public var maxRepositories: Int
    /// Background loading stops before the quota left would fall below this.
    public var reserve: Int
    /// Pages fetched at a time when their URLs are known (`rel="last"`).
    public var jobs: Int
    /// No token (60 requests an hour): names are searched when typing
    /// pauses, not letter by letter (`QuotaThrottlePolicy.pacesNames`).
    public var pacesNames: Bool

    public init(maxRepositories: Int = LoadingPolicy.maxRepositoriesWithoutToken,
                reserve: Int = LoadingPolicy.defaultReserve, jobs: Int = LoadingPolicy.defaultJobs,
                pacesNames: Bool = false) {
        self.pacesNames = pacesNames
        self.maxRepositories = max(1, maxRepositories)
        self.reserve = max(0, reserve)
        self.jobs = max(1, jobs)
    }

    /// The command line's choice, else the default for a session with or without a token.
    public init(maxRepositories: Int?, reserve: Int?, jobs: Int?, hasToken: Bool) {
        self.init(maxRepositories: maxRepositories ?? (hasToken ? Self.maxRepositoriesWithToken : Self.maxRepositoriesWithoutToken),
                  reserve: reserve ?? Self.defaultReserve, jobs: jobs ?? Self.defaultJobs, pacesNames: !hasToken)
    }
}

/// Pages to fetch in the background for one list, answered page by page, in
/// order, by `.pageLoaded`.
public struct PageLoad: Sendable, Equatable {
    public var subject: SearchSubject
    /// The first page to fetch (a `rel="next"` link, exactly as given).
    public var next: String
    /// The first page's `rel="last"` link: with it, the pages' URLs are
    /// known and `jobs` of them are fetched at a time.
    public var last: String?
    /// Pages to fetch at most.
    public var count: Int
    public var jobs: Int
    /// Repositories on a full page (the first page's): a page with fewer is the last.
    public var pageSize: Int

    public init(subject: SearchSubject, next: String, last: String?, count: Int, jobs: Int, pageSize: Int) {
        self.subject = subject
        self.next = next
        self.last = last
        self.count = count
        self.jobs = jobs
        self.pageSize = pageSize
    }

    /// The URLs of the `count` pages from `next`, when they can be made from
    /// `next` and `last` (GitHub's links differ only in `page`); nil when
    /// the pages must be followed one `next` link at a time.
    public var urls: [String]? {
        guard let last, let first = PageURLs.pageNumber(next), let lastNumber = PageURLs.pageNumber(last),
              lastNumber >= first, PageURLs.replacingPage(in: next, with: lastNumber) == last else { return nil }
        let end = min(lastNumber, first + max(0, count - 1))
        var urls = [next]
        for number in stride(from: first + 1, through: end, by: 1) {
            guard let url = PageURLs.replacingPage(in: next, with: number) else { return nil }
            urls.append(url)
        }
        return urls
    }
}
