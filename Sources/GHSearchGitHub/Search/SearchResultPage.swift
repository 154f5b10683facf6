/// One page of `GET /search/repositories` and what came with it.
public struct SearchResultPage: Sendable, Equatable {
    /// The repositories, their links and rate limit, as for a user's list.
    public var page: RepositoryPage
    /// Every match GitHub counted, reachable or not (`total_count`).
    public var totalCount: Int
    /// GitHub stopped looking before it was done: more may match (`incomplete_results`).
    public var incompleteResults: Bool

    /// GitHub serves at most the first 1,000 results of a search.
    public static let reachableResults = 1_000

    public init(page: RepositoryPage, totalCount: Int, incompleteResults: Bool = false) {
        self.page = page
        self.totalCount = totalCount
        self.incompleteResults = incompleteResults
    }

    /// Results that can be fetched: `total_count`, or 1,000 when GitHub caps it.
    public var reachableCount: Int { min(totalCount, Self.reachableResults) }

    /// True when GitHub found more than it will serve.
    public var isCapped: Bool { totalCount > Self.reachableResults }
}
