/// Runs filters over a corpus, keystroke after keystroke, fast: a filter
/// that narrows an earlier one (typing on) looks only at that one's rows; a
/// filter seen before (erasing back) comes from a cache; rows appended to
/// the corpus since are matched alone and merged in. Each run allocates its
/// scratch once, never per row.
///
/// A value: keep one per list on screen (it belongs with the view model's
/// state), call `run` at every change of the filter or of the corpus. Its
/// caches never change a result, only how fast it comes, so all engines
/// compare equal.
public struct FilterEngine: Sendable, Equatable {
    /// Cached results, least recently used first.
    private var entries: [Entry] = []
    private var clock: UInt64 = 0
    /// Rows all cached results may hold together.
    private let budget: Int
    /// The permutation of the rows for the last sort key used.
    private var order: SortedRows?

    private struct Entry: Sendable {
        var selection: Filter.Selection
        var version: FilterCorpus.Version
        /// Matching rows, ascending, and their scores.
        var rows: [UInt32]
        var scores: [UInt32]
        var used: UInt64
    }

    private struct SortedRows: Sendable {
        var sort: FilterSort
        var version: FilterCorpus.Version
        var permutation: [UInt32]
    }

    /// `budget`: how many row numbers the cache keeps over all its results
    /// (8 bytes each); the default holds about 40 keystrokes over 100,000
    /// repositories.
    public init(budget: Int = 4_000_000) {
        self.budget = budget
    }

    public static func == (lhs: FilterEngine, rhs: FilterEngine) -> Bool { true }

    /// The rows of `corpus` that pass `filter`, in the order to show them:
    /// `filter.sort` if given; else by score when it has words; else
    /// `defaultSort` (the `--sort` of the command line) or list order.
    public mutating func run(_ filter: Filter, over corpus: FilterCorpus, defaultSort: FilterSort? = nil) -> FilterResult {
        clock += 1
        let selection = filter.selection
        let (rows, scores) = filter.isEmpty ? ([], []) : matches(filter, selection, corpus)
        let ranked: [Int]
        let sort = filter.sort ?? (filter.isScored ? FilterSort(.bestMatch) : defaultSort)
        switch sort?.key {
        case .bestMatch?:
            ranked = filter.isEmpty ? Array(0..<corpus.count) : FilterOrder.byScore(rows: rows, scores: scores)
        case nil:
            ranked = filter.isEmpty ? Array(0..<corpus.count) : rows.map(Int.init)
        case .some:
            let permutation = permutation(sort!, corpus)
            ranked = filter.isEmpty ? permutation.map(Int.init) : FilterOrder.following(permutation, rows: rows, count: corpus.count)
        }
        return FilterResult(rows: ranked, searched: corpus.count)
    }

    // MARK: Matching

    private mutating func matches(_ filter: Filter, _ selection: Filter.Selection,
                                  _ corpus: FilterCorpus) -> ([UInt32], [UInt32]) {
        let lineage = corpus.lineage
        // The same filter, for this corpus or an earlier version of it.
        if let index = entries.lastIndex(where: { $0.selection == selection && lineage.contains($0.version) }) {
            var entry = entries.remove(at: index)
            if entry.version.count < corpus.count {
                let (rows, scores) = evaluate(filter, corpus, candidates: [], from: entry.version.count)
                entry.rows += rows
                entry.scores += scores
                entry.version = corpus.version
            }
            entry.used = clock
            store(entry)
            return (entry.rows, entry.scores)
        }
        // The smallest earlier result this one narrows.
        var base: Entry?
        for entry in entries where lineage.contains(entry.version) && selection.implies(entry.selection) {
            if base == nil || entry.rows.count < base!.rows.count { base = entry }
        }
        let (rows, scores) = evaluate(filter, corpus, candidates: base?.rows, from: base?.version.count ?? 0)
        store(Entry(selection: selection, version: corpus.version, rows: rows, scores: scores, used: clock))
        return (rows, scores)
    }

    /// Rows passing `filter` among `candidates` (all rows before `from` when
    /// nil) and every row from `from` on.
    private func evaluate(_ filter: Filter, _ corpus: FilterCorpus, candidates: [UInt32]?,
                          from: Int) -> ([UInt32], [UInt32]) {
        let program = FilterProgram(filter, corpus: corpus)
        var rows: [UInt32] = []
        var scores: [UInt32] = []
        if program.qualifiers.rejectsAll { return (rows, scores) }
        corpus.withView { view in
            func consider(_ row: Int) {
                if let score = program.score(row: row, corpus: corpus, view: view) {
                    rows.append(UInt32(row))
                    scores.append(UInt32(clamping: score))
                }
            }
            if let candidates {
                for row in candidates { consider(Int(row)) }
            } else {
                for row in 0..<min(from, corpus.count) { consider(row) }
            }
            for row in from..<corpus.count { consider(row) }
        }
        return (rows, scores)
    }

    /// Keeps `entry`, dropping the least recently used results over budget.
    private mutating func store(_ entry: Entry) {
        entries.append(entry)
        var total = entries.reduce(0) { $0 + $1.rows.count }
        while total > budget, entries.count > 1 {
            total -= entries.removeFirst().rows.count
        }
    }

    // MARK: Sorting

    private mutating func permutation(_ sort: FilterSort, _ corpus: FilterCorpus) -> [UInt32] {
        if let order, order.sort == sort, corpus.lineage.contains(order.version) {
            if order.version.count == corpus.count { return order.permutation }
            let permutation = FilterOrder.permutation(sort, corpus: corpus, extending: order.permutation)
            self.order = SortedRows(sort: sort, version: corpus.version, permutation: permutation)
            return permutation
        }
        let permutation = FilterOrder.permutation(sort, corpus: corpus)
        order = SortedRows(sort: sort, version: corpus.version, permutation: permutation)
        return permutation
    }
}
