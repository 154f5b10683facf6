/// What a search answer says beyond its rows: every match GitHub
/// counted (`total_count`, of which at most 1,000 can be fetched) and
/// whether it stopped looking before it was done (`incomplete_results`).
public struct SearchTotals: Sendable, Equatable {
    public var totalCount: Int
    public var incompleteResults: Bool

    public init(totalCount: Int, incompleteResults: Bool = false) {
        self.totalCount = totalCount
        self.incompleteResults = incompleteResults
    }

    /// GitHub found more than it will serve (the first 1,000).
    public var isCapped: Bool { totalCount > SearchResultPage.reachableResults }
}
