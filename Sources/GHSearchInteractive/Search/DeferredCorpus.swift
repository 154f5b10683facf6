import GHSearchGitHub
import GHSearchFilter

/// The filter's corpus of a list's rows, built when a filter or a sort
/// first needs it rather than when the rows arrive: the list's first frame
/// (a revisit drawn from the cache, a new user's first page) shows the
/// rows in list order, which needs no corpus, so the corpus is made after
/// it, by the first keystroke of a filter or by the next page's arrival.
/// Once built it grows with each page, in place (`LoadedResults.append`).
struct DeferredCorpus: Sendable {
    /// The rows built so far: the first `built.count` repositories.
    private(set) var built = FilterCorpus()
    /// Rows to make room for once some are built (room is estimated from
    /// the rows held, so it waits for the first ones).
    private var wantedRows = 0

    /// Whether every one of `rows` repositories is in `built`.
    func isCurrent(rows: Int) -> Bool { built.count == rows }

    /// Adds the repositories not in the corpus yet (those after `built.count`).
    mutating func catchUp(with repositories: [Repository]) {
        guard built.count < repositories.count else { return }
        built.append(contentsOf: repositories[built.count...])
        if wantedRows > built.count { built.reserveCapacity(rows: wantedRows) }
        wantedRows = 0
    }

    /// Makes room for `rows` rows in all (see `FilterCorpus.reserveCapacity`).
    mutating func reserveCapacity(rows: Int) {
        if built.count == 0 {
            wantedRows = max(wantedRows, rows)
        } else {
            built.reserveCapacity(rows: rows)
        }
    }

    /// The corpus of all of `repositories`, built on a copy when this one lags.
    func current(with repositories: [Repository]) -> FilterCorpus {
        guard !isCurrent(rows: repositories.count) else { return built }
        var copy = self
        copy.catchUp(with: repositories)
        return copy.built
    }
}

extension DeferredCorpus: Equatable {
    /// All compare equal: the corpus is made from the rows, which the
    /// results holding it compare, so built or not yet it is the same.
    static func == (lhs: DeferredCorpus, rhs: DeferredCorpus) -> Bool { true }
}
