/// The rows of one user on screen, with what is needed to filter them fast
/// and to load the next page.
public struct LoadedResults: Sendable, Equatable {
    public var login: String
    /// Each repository once (a later page may repeat one), at most
    /// `PageFollower.maximumRepositories`, as in `--once` and `--batch`.
    public var repositories: [Repository] { distinct.repositories }
    private var distinct = DistinctRepositories(cap: PageFollower.maximumRepositories)
    /// Lower-cased name, description and topics of each repository as UTF-8,
    /// made once per page so filtering at every keystroke only compares bytes.
    private(set) var haystacks: [[UInt8]]
    /// The `rel="next"` link of the last page loaded.
    public var next: String?
    public var loadingMore = false
    /// Why the last attempt to load more failed, if it did.
    public var moreFailure: GitHubError?
    /// Why no more pages are loaded though the server named one: a page
    /// that brought nothing new (the same page again), or the cap reached.
    public private(set) var stopped: GitHubError?

    public init(login: String, page: RepositoryPage) {
        self.login = login
        haystacks = []
        append(page)
    }

    public var hasMore: Bool { next != nil }

    /// Adds a page's repositories not shown yet. An empty page is the last
    /// whatever its links say; a page that brings nothing new, or one past
    /// the cap, ends the loading (`stopped`), so a server whose links never
    /// end cannot make the rows grow without bound.
    public mutating func append(_ page: RepositoryPage) {
        let before = distinct.count
        let fresh = distinct.add(page.repositories)
        haystacks += distinct.repositories[before...].map(LoadedResults.haystack)
        next = page.repositories.isEmpty ? nil : page.next
        guard let next else { return }
        if fresh == nil || distinct.count >= distinct.cap {
            stopped = .tooManyRepositories(distinct.cap)
        } else if fresh == 0 {
            stopped = .paginationLoop(next)
        } else {
            return
        }
        self.next = nil
    }

    /// Indices of the repositories whose name, description or topics contain
    /// every word of `filter` (case-insensitive). When `within` is given (the
    /// matches of a filter this one extends), only those are looked at.
    public func indices(matching filter: String, within candidates: [Int]? = nil) -> [Int] {
        let words = filter.lowercased().split(separator: " ").map { Array($0.utf8) }
        if words.isEmpty { return Array(repositories.indices) }
        let pool = candidates ?? Array(haystacks.indices)
        return pool.filter { i in words.allSatisfy { LoadedResults.contains(haystacks[i], $0) } }
    }

    static func haystack(_ r: Repository) -> [UInt8] {
        Array(([r.name, r.description ?? ""] + r.topics).joined(separator: "\u{1}").lowercased().utf8)
    }

    /// Whether `needle` occurs in `haystack` (bytes; both lower-cased UTF-8).
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        let n = needle.count, h = haystack.count
        guard n > 0 else { return true }
        guard n <= h else { return false }
        return haystack.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { pin in
                let first = pin[0]
                var i = 0
                let last = h - n
                while i <= last {
                    if hay[i] == first {
                        var j = 1
                        while j < n, hay[i + j] == pin[j] { j += 1 }
                        if j == n { return true }
                    }
                    i += 1
                }
                return false
            }
        }
    }
}
