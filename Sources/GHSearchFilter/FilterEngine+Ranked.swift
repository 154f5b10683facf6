extension FilterEngine {
    /// Rows a screen shows at most, ranked when a filter runs: the others
    /// are ranked when one of them is first read.
    public static let rankedWindow = 128

    /// `run(filter, over: corpus, defaultSort:).rows`, written into `rows`
    /// (as `run(_:over:defaultSort:into:)` does for an array, a page in
    /// list order appended in place), ranked lazily when the rows are
    /// ranked by score: only rows that can be among the best `window` are
    /// scored, the others only checked to pass, and ranked (their points
    /// computed) the first time a row past the first `window` is read.
    /// The rows read are the same, in the same order.
    public mutating func run(_ filter: Filter, over corpus: FilterCorpus, defaultSort: FilterSort?,
                             into rows: inout RankedRows, window: Int = rankedWindow) {
        let inListOrder = filter.isEmpty && filter.sort == nil && defaultSort == nil
        defer { listOrder = inListOrder ? corpus.version : nil }
        if inListOrder, let earlier = listOrder, rows.count == earlier.count, earlier.count <= corpus.count,
           corpus.lineage.contains(earlier) {
            rows.append(contentsOf: earlier.count..<corpus.count)
            return
        }
        let sort = filter.sort ?? (filter.isScored ? FilterSort(.bestMatch) : defaultSort)
        guard sort?.key == .bestMatch, !filter.groups.isEmpty, tiebreakIsListOrder, window > 0 else {
            rows = RankedRows(run(filter, over: corpus, defaultSort: defaultSort).rows)
            return
        }
        clock += 1
        let (entry, top) = matches(filter, filter.selection, corpus, window: window)
        if entry.partial {
            rows = RankedRows(head: TopRows.ranked(top, count: window), count: entry.rows.count,
                              rest: RankedRemainder(filter: filter, corpus: corpus, rows: entry.rows,
                                                    groupScores: entry.groupScores))
        } else {
            rows = RankedRows(FilterOrder.byScore(rows: entry.rows, scores: entry.totals))
        }
    }
}
