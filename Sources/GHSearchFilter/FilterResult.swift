/// What a filter keeps of a corpus, in the order to show it.
public struct FilterResult: Sendable, Equatable {
    /// Row numbers (indices of the repositories as appended to the corpus),
    /// best first: by score (ties in list order) when words were typed, by
    /// the sort asked for, or in list order.
    public let rows: [Int]
    /// The number of rows the filter looked at (the corpus's count): when
    /// more pages are still to come, the result is partial.
    public let searched: Int

    public init(rows: [Int], searched: Int) {
        self.rows = rows
        self.searched = searched
    }
}
