extension MatchScratch {
    /// Whether `term` matches in `field` (`score(term, in: field) >= 0`)
    /// without scoring: a fuzzy word of up to 64 characters in an ASCII
    /// field matches when its characters occur in order (the sparse passes
    /// find it so, `found == m`); other cases are scored.
    func occurs(_ term: CompiledTerm, in field: FieldText) -> Bool {
        let m = term.count
        guard term.kind == .fuzzy, m > 0, m <= 64, let bytes = field.bytes, let needles = term.needles else {
            return score(term, in: field) >= 0
        }
        var from = 0
        for index in 0..<m {
            guard let found = Self.find(needles[index], in: bytes, from: from, to: field.count) else { return false }
            from = found &+ 1
        }
        return true
    }
}
