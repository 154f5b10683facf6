/// What the lazy ranking asks of a row before scoring it: the most each
/// group could score there (from the row's masks and field lengths alone,
/// the same tests `points` skips fields by) and whether a group matches at
/// all (the first matching field found, no word-start check, no best field).
extension FilterProgram {
    /// An upper bound of group `g`'s points in a row (`groupScore`); -1
    /// when the group surely does not pass. A group with an inverse term
    /// is not bounded: its exact points (`groupScore`).
    @inline(__always)
    func groupBound(_ g: Int, row: Int, view: CorpusView) -> Int {
        if hasInverse[g] { return groupScore(g, row: row, view: view) }
        var best = -1
        for t in starts[g]..<starts[g &+ 1] { best = max(best, pointsBound(compiled.terms[t], row: row, view: view)) }
        return best
    }

    /// Whether group `g` passes in a row (`groupScore(g, …) >= 0`).
    @inline(__always)
    func groupMatches(_ g: Int, row: Int, view: CorpusView) -> Bool {
        if hasInverse[g] { return groupScore(g, row: row, view: view) >= 0 }
        for t in starts[g]..<starts[g &+ 1] where occurs(compiled.terms[t], row: row, view: view) { return true }
        return false
    }

    /// At least `points(term, row:, view:)`.
    @inline(__always)
    private func pointsBound(_ term: CompiledTerm, row: Int, view: CorpusView) -> Int {
        let mask = term.mask
        guard view.rowMasks[row] & mask == mask else { return -1 }
        if term.nameOnly {
            guard view.mask(row: row, .name) & mask == mask else { return -1 }
            let startsWord = term.canStartWord(view.startMask(row: row, .name))
            return term.bound &* FilterField.name.weight &+ (startsWord ? term.wordStart : 0)
        }
        var best = -1
        for rank in 0..<FilterField.count {
            let field = FilterProgram.field(byWeight: rank)
            guard view.mask(row: row, field) & mask == mask else { continue }
            let length = view.length(row: row, field)
            guard length >= term.count else { continue }
            let most = (length == term.count ? term.bound : term.bound &- MatchScoring.wholeField) &* field.weight
                &+ (term.canStartWord(view.startMask(row: row, field)) ? term.wordStart : 0)
            best = max(best, most)
        }
        return best
    }
}
