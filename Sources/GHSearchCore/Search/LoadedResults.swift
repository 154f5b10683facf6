/// The rows of one user on screen, with what is needed to filter them fast
/// and to load the next page.
public struct LoadedResults: Sendable, Equatable {
    public var login: String
    public private(set) var repositories: [Repository]
    /// Lower-cased name, description and topics of each repository, made once
    /// per page so filtering at every keystroke only compares.
    private(set) var haystacks: [String]
    /// The `rel="next"` link of the last page loaded.
    public var next: String?
    public var loadingMore = false
    /// Why the last attempt to load more failed, if it did.
    public var moreFailure: GitHubError?

    public init(login: String, page: RepositoryPage) {
        self.login = login
        repositories = []
        haystacks = []
        append(page)
    }

    public var hasMore: Bool { next != nil }

    public mutating func append(_ page: RepositoryPage) {
        repositories += page.repositories
        haystacks += page.repositories.map(LoadedResults.haystack)
        next = page.next
    }

    /// Indices of the repositories whose name, description or topics contain
    /// every word of `filter` (case-insensitive).
    public func indices(matching filter: String) -> [Int] {
        let words = filter.lowercased().split(separator: " ").map(String.init)
        if words.isEmpty { return Array(repositories.indices) }
        return haystacks.indices.filter { i in words.allSatisfy { haystacks[i].contains($0) } }
    }

    static func haystack(_ r: Repository) -> String {
        ([r.name, r.description ?? ""] + r.topics).joined(separator: "\u{1}").lowercased()
    }
}
