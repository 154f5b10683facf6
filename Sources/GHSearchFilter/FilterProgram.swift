/// A filter ready to run over one corpus: its qualifiers compiled to the
/// corpus's numbers, its words to `CompiledTerm`s, its groups ordered so
/// the likeliest to turn a row away runs first (a row's total does not
/// depend on the order), and one scratch for all rows.
final class FilterProgram {
    let qualifiers: CompiledQualifiers
    let scratch: MatchScratch
    let groupCount: Int
    /// Group indices, cheapest first.
    let order: [Int]
    private let compiled: CompiledTerms
    /// Group `g`'s terms are `compiled.terms[starts[g]..<starts[g + 1]]`.
    private let starts: UnsafeMutableBufferPointer<Int>

    init(_ filter: Filter, corpus: FilterCorpus) {
        qualifiers = CompiledQualifiers(QualifierSet(filter.qualifiers), corpus: corpus)
        scratch = MatchScratch(fieldCapacity: corpus.longestField, patternCapacity: filter.longestTerm)
        groupCount = filter.groups.count
        compiled = CompiledTerms(Array(filter.groups.joined()))
        starts = .allocate(capacity: filter.groups.count + 1)
        var offset = 0
        for (g, group) in filter.groups.enumerated() {
            starts[g] = offset
            offset += group.count
        }
        starts[filter.groups.count] = offset
        order = filter.groups.indices.sorted { FilterProgram.cost(filter.groups[$0]) < FilterProgram.cost(filter.groups[$1]) }
    }

    deinit { starts.deallocate() }

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

    /// Term `index` of group `group`.
    func term(group: Int, index: Int) -> CompiledTerm { compiled.terms[starts[group] + index] }

    /// The row's total (the sum over groups of their best term's points);
    /// nil when it does not pass.
    @inline(__always)
    func score(row: Int, corpus: FilterCorpus, view: CorpusView) -> Int? {
        guard qualifiers.passes(row, corpus) else { return nil }
        var total = 0
        for g in 0..<groupCount {
            let points = groupScore(g, row: row, view: view)
            if points < 0 { return nil }
            total &+= points
        }
        return total
    }

    /// Group `g`'s points in a row: its best term's (an inverse term that
    /// does not occur counts 0); -1 when no term of it passes.
    @inline(__always)
    func groupScore(_ g: Int, row: Int, view: CorpusView) -> Int {
        var best = -1
        for t in starts[g]..<starts[g &+ 1] {
            let term = compiled.terms[t]
            if term.isInverse {
                if best < 0 && !occurs(term, row: row, view: view) { best = 0 }
            } else {
                best = max(best, points(term, row: row, view: view))
            }
        }
        return best
    }

    /// A positive term's points in a row: its best field's, weighted, plus
    /// `MatchScoring.wordStart` where it matches in pieces that begin
    /// words; -1 if no field matches.
    @inline(__always)
    func points(_ term: CompiledTerm, row: Int, view: CorpusView) -> Int {
        let mask = term.mask
        guard view.rowMasks[row] & mask == mask else { return -1 }
        if term.nameOnly {
            guard view.mask(row: row, .name) & mask == mask else { return -1 }
            let text = view.field(row: row, .name)
            let scored = scratch.scoreAndStarts(term, in: text)
            guard scored >= 0 else { return -1 }
            let startsWords = scored & MatchScratch.startsKnown != 0 ? scored & MatchScratch.startsWords != 0
                : term.canStartWord(view.startMask(row: row, .name)) && scratch.matchesAtWordStarts(term, in: text)
            return (scored & MatchScratch.pointsMask) &* FilterField.name.weight &+ (startsWords ? term.wordStart : 0)
        }
        var best = -1
        // The fields (by rank) that hold all the term's characters, found
        // before any is scored: most rows have one or none.
        var ranks = 0
        for rank in 0..<FilterField.count where view.mask(row: row, FilterProgram.field(byWeight: rank)) & mask == mask {
            ranks |= 1 &<< rank
        }
        // Heaviest field first; stop when no lighter field can do better.
        while ranks != 0 {
            let field = FilterProgram.field(byWeight: ranks.trailingZeroBitCount)
            ranks &= ranks &- 1
            if best >= term.bound &* field.weight &+ term.wordStart { break }
            // Skip a field whose best cannot beat `best`: shorter than the
            // term, it cannot match; longer, the match is not the whole
            // field; and where no word begins with the term's first
            // character, the word-start points are out of reach.
            let length = view.length(row: row, field)
            guard length >= term.count else { continue }
            let canStartWord = term.canStartWord(view.startMask(row: row, field))
            let most = (length == term.count ? term.bound : term.bound &- MatchScoring.wholeField) &* field.weight
            if best >= most &+ (canStartWord ? term.wordStart : 0) { continue }
            let text = view.field(row: row, field)
            let scored: Int
            if term.isShortAsciiFuzzy, let bytes = text.bytes {
                scored = scratch.shortAsciiFuzzy(term, in: bytes, count: length)
            } else {
                scored = scratch.scoreAndStarts(term, in: text)
            }
            guard scored >= 0 else { continue }
            var weighted = (scored & MatchScratch.pointsMask) &* field.weight
            if scored & MatchScratch.startsKnown != 0 {
                if scored & MatchScratch.startsWords != 0 { weighted &+= term.wordStart }
            } else if canStartWord, weighted &+ term.wordStart > best, scratch.matchesAtWordStarts(term, in: text) {
                // The check costs more than the score: only where it could change the best.
                weighted &+= term.wordStart
            }
            best = max(best, weighted)
        }
        return best
    }

    /// Whether a term (read as positive) matches any of its fields in a row.
    @inline(__always)
    func occurs(_ term: CompiledTerm, row: Int, view: CorpusView) -> Bool {
        let mask = term.mask
        guard view.rowMasks[row] & mask == mask else { return false }
        if term.nameOnly {
            return view.mask(row: row, .name) & mask == mask && scratch.score(term, in: view.field(row: row, .name)) >= 0
        }
        for rank in 0..<FilterField.count {
            let field = FilterProgram.field(byWeight: rank)
            if view.mask(row: row, field) & mask == mask && scratch.score(term, in: view.field(row: row, field)) >= 0 {
                return true
            }
        }
        return false
    }

    /// The fields heaviest first: name, topics, language, description.
    @inline(__always)
    static func field(byWeight rank: Int) -> FilterField {
        switch rank {
        case 0: return .name
        case 1: return .topics
        case 2: return .language
        default: return .description
        }
    }
}
