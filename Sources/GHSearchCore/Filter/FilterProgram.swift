/// A filter ready to run over one corpus: its qualifiers compiled, its
/// groups ordered so the likeliest to turn a row away runs first (the total
/// does not depend on the order). `score(row:)` is the whole per-row work.
struct FilterProgram {
    let qualifiers: CompiledQualifiers
    let groups: [[FilterTerm]]
    let scratch: MatchScratch

    init(_ filter: Filter, corpus: FilterCorpus) {
        qualifiers = CompiledQualifiers(QualifierSet(filter.qualifiers), corpus: corpus)
        groups = filter.groups.sorted { FilterProgram.cost($0) < FilterProgram.cost($1) }
        scratch = MatchScratch(fieldCapacity: corpus.longestField, patternCapacity: filter.longestTerm)
    }

    /// Smaller first: single exact or anchored words, then longer fuzzy ones.
    private static func cost(_ group: [FilterTerm]) -> Int {
        group.reduce(0) { total, term in
            let base: Int
            switch term.kind {
            case .prefix, .suffix, .equal: base = 0
            case .exact, .exactBoundary: base = 100
            case .fuzzy: base = 200
            }
            return total + base - min(50, term.keys.count) + (term.isInverse ? 300 : 0)
        }
    }

    /// The row's score (the sum over groups of their best term's points);
    /// nil when it does not pass.
    @inline(__always)
    func score(row: Int, corpus: FilterCorpus, view: CorpusView) -> Int? {
        guard qualifiers.passes(row, corpus) else { return nil }
        var total = 0
        for group in groups {
            var best = -1
            for term in group {
                if term.isInverse {
                    if !FilterProgram.occurs(term, row: row, view: view, scratch: scratch) { best = max(best, 0) }
                } else {
                    best = max(best, FilterProgram.points(term, row: row, view: view, scratch: scratch))
                }
            }
            if best < 0 { return nil }
            total += best
        }
        return total
    }

    /// A positive term's points in a row: its best field's, weighted; -1 if none matches.
    static func points(_ term: FilterTerm, row: Int, view: CorpusView, scratch: MatchScratch) -> Int {
        let mask = term.mask
        guard view.rowMasks[row] & mask == mask else { return -1 }
        let bound = MatchScoring.bestPossible(length: term.keys.count)
        var best = -1
        for field in term.fields {
            if best >= bound * field.weight { break }  // fields come heaviest first
            guard view.mask(row: row, field) & mask == mask else { continue }
            let points = scratch.score(term, in: view.field(row: row, field))
            if points >= 0 { best = max(best, points * field.weight) }
        }
        return best
    }

    /// Whether a term (read as positive) matches any of its fields in a row.
    static func occurs(_ term: FilterTerm, row: Int, view: CorpusView, scratch: MatchScratch) -> Bool {
        let mask = term.mask
        guard view.rowMasks[row] & mask == mask else { return false }
        for field in term.fields where view.mask(row: row, field) & mask == mask {
            if scratch.score(term, in: view.field(row: row, field)) >= 0 { return true }
        }
        return false
    }
}
