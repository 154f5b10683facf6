import FoundationEssentials

/// Runs filters over a corpus, keystroke after keystroke, fast: a filter
/// that narrows an earlier one (typing on) looks only at that one's rows; a
/// filter seen before (erasing back) comes from a cache; rows appended to
/// the corpus since are matched alone and merged in. Each run allocates its
/// scratch once, never per row. A run over many rows is split over the
/// processor's cores (the result is the same, row for row).
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
    let budget: Int
    /// How a large run is split over cores.
    private let parallel: ParallelLoop
    /// Rows below which a run stays on the calling thread.
    private let parallelThreshold: Int
    /// The permutation of the rows for the last sort key used.
    private var order: SortedRows?
    /// How rows of equal score are ordered (`--tiebreak`).
    private let tiebreak: FilterTiebreak
    /// The corpus version whose rows in list order the last
    /// `run(_:over:defaultSort:into:)` wrote; nil when they were not the list order.
    var listOrder: FilterCorpus.Version?

    private struct Entry: Sendable {
        var selection: Filter.Selection
        var version: FilterCorpus.Version
        /// Matching rows, ascending.
        var rows: [UInt32]
        /// Each row's points per group of the selection (row-major), so a
        /// later filter that keeps a group reuses them.
        var groupScores: [UInt32]
        var used: UInt64

        /// Each row's total.
        var totals: [UInt32] {
            let groups = selection.groups.count
            guard groups > 0 else { return [UInt32](repeating: 0, count: rows.count) }
            if groups == 1 { return groupScores }
            return (0..<rows.count).map { k in
                var total: UInt32 = 0
                for g in 0..<groups { total &+= groupScores[k &* groups &+ g] }
                return total
            }
        }
    }

    /// Which rows before the first new one a run looks at.
    private enum Candidates: Sendable {
        case all
        case none
        case rowsOf(Entry)
    }

    private struct SortedRows: Sendable {
        var sort: FilterSort
        var version: FilterCorpus.Version
        var permutation: [UInt32]
    }

    /// `budget`: how many row numbers the cache keeps over all its results
    /// (each with 4 bytes per word group of its filter); the default holds
    /// the last few keystrokes' results (four that match all of 100,000
    /// repositories, ~3 MB): the memory of results kept is fresh pages to
    /// fault in while the cache fills, a cost on every key that starts a
    /// word until it is full. `parallel`: how a run over at least
    /// `parallelThreshold` rows is split over cores (`.serial`: never).
    /// `tiebreak`: the order of rows of equal score.
    public init(budget: Int = 400_000, parallel: ParallelLoop = .serial, parallelThreshold: Int = 4_096,
                tiebreak: FilterTiebreak = .default) {
        self.budget = budget
        self.tiebreak = tiebreak
        self.parallel = parallel
        self.parallelThreshold = max(1, parallelThreshold)
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
            ranked = filter.isEmpty ? Array(0..<corpus.count)
                : FilterOrder.byScore(rows: rows, scores: scores, tiebreak: tiebreak, corpus: corpus) { tied in
                    matches(tied, filter: filter, corpus: corpus).map { match in
                        guard let match, let field = match.evidence.first?.best else { return .max }
                        return match.ranges(in: field).first?.lowerBound ?? .max
                    }
                }
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
                let fresh = evaluate(filter, corpus, .none, from: entry.version.count)
                entry.rows += fresh.rows
                entry.groupScores += fresh.groupScores
                entry.version = corpus.version
            }
            entry.used = clock
            store(entry)
            return (entry.rows, entry.totals)
        }
        // The smallest earlier result this one narrows.
        var base: Entry?
        for entry in entries where lineage.contains(entry.version) && selection.implies(entry.selection) {
            if base == nil || entry.rows.count < base!.rows.count { base = entry }
        }
        let entry = evaluate(filter, corpus, base.map(Candidates.rowsOf) ?? .all, from: base?.version.count ?? 0)
        store(entry)
        return (entry.rows, entry.totals)
    }

    /// Rows passing `filter` among `candidates` and every row from `from` on.
    /// Groups the candidates' filter had too are not matched again: their
    /// points are read from it.
    private func evaluate(_ filter: Filter, _ corpus: FilterCorpus, _ candidates: Candidates, from: Int) -> Entry {
        let before: Int
        switch candidates {
        case .all: before = min(from, corpus.count)
        case .none: before = 0
        case .rowsOf(let earlier): before = earlier.rows.count
        }
        let work = before + max(0, corpus.count - from)
        let chunks = parallel.width > 1 && work >= parallelThreshold ? min(parallel.width * 4, max(2, work / 2048)) : 1
        // Contiguous slices of the candidates, each with its own program
        // and scratch, writing into its own part of one output; joined in
        // order, so rows stay ascending.
        let output = RunOutput(candidates: work, groups: filter.groups.count, slices: chunks)
        defer { output.deallocate() }
        if chunks <= 1 {
            Self.evaluate(filter, corpus, candidates, before: before, from: from, slice: 0, of: output)
        } else {
            parallel.run(chunks) { chunk in
                Self.evaluate(filter, corpus, candidates, before: before, from: from, slice: chunk, of: output)
            }
        }
        let (rows, groupScores) = output.joined()
        return Entry(selection: filter.selection, version: corpus.version, rows: rows, groupScores: groupScores, used: clock)
    }

    /// The candidates of slice `slice` of `output`: the first `before` are
    /// the earlier rows (`candidates`), the rest the rows from `from` on.
    private static func evaluate(_ filter: Filter, _ corpus: FilterCorpus, _ candidates: Candidates, before: Int,
                                 from: Int, slice: Int, of output: RunOutput) {
        let positions = output.positions(slice)
        let program = FilterProgram(filter, corpus: corpus)
        guard !program.qualifiers.rejectsAll, !positions.isEmpty else { return }
        let earlier = positions.clamped(to: 0..<before)
        let later = positions.clamped(to: before..<Int.max)
        let earlierResult: Entry?
        if case .rowsOf(let result) = candidates { earlierResult = result } else { earlierResult = nil }
        let earlierScores = earlierResult?.groupScores ?? []
        let destination = output.destination(slice)
        // The collector holds the program unowned: kept alive here for the run.
        withExtendedLifetime(program) {
            corpus.withView { view in
                earlierScores.withUnsafeBufferPointer { scores in
                    var collector = RowCollector(program: program, filter: filter, earlier: earlierResult?.selection,
                                                 earlierScores: scores, into: destination.rows, scores: destination.scores)
                    defer { collector.deallocate() }
                    switch candidates {
                    case .all:
                        for row in earlier { collector.consider(row, earlier: nil, corpus, view) }
                    case .none:
                        break
                    case .rowsOf(let result):
                        result.rows.withUnsafeBufferPointer { rows in
                            for k in earlier { collector.consider(Int(rows[k]), earlier: k, corpus, view) }
                        }
                    }
                    for position in later { collector.consider(from + position - before, earlier: nil, corpus, view) }
                    output.setPassed(collector.passed, slice: slice)
                }
            }
        }
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
