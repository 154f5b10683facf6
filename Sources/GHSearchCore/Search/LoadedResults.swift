/// The rows of one user on screen, with what is needed to filter them fast
/// and to load the next page.
public struct LoadedResults: Sendable, Equatable {
    public var login: String
    public private(set) var repositories: [Repository]
    /// Lower-cased name, description and topics of each repository as UTF-8,
    /// made once per page so filtering at every keystroke only compares bytes.
    private(set) var haystacks: [[UInt8]]
    /// The `rel="next"` link of the last page loaded.
    public var next: String?
    public var loadingMore = false
    /// Why the last attempt to load more failed, if it did.
    public var moreFailure: GitHubError?
    /// GitHub ids of the rows, so a repository a later page repeats is shown once.
    private var ids = Set<Int>()

    public init(login: String, page: RepositoryPage) {
        self.login = login
        repositories = []
        haystacks = []
        append(page)
    }

    public var hasMore: Bool { next != nil }

    public mutating func append(_ page: RepositoryPage) {
        let fresh = page.repositories.filter { $0.id.map { ids.insert($0).inserted } ?? true }
        repositories += fresh
        haystacks += fresh.map(LoadedResults.haystack)
        next = page.next
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
