// Whether a match is made of whole words (or word beginnings) rather than
// scattered letters: the test behind `MatchScoring.wordStart`.

extension MatchScratch {
    /// Whether `term` (known to match `field`) matches it in pieces that each
    /// begin a word: every run of consecutive matched characters starts at
    /// the field's start, after white space, a delimiter or punctuation, or
    /// at a camelCase or letter→digit step — the positions fzf gives a
    /// boundary bonus. A whole word (`json` in `Fast JSON parsing`), a
    /// phrase, a word's beginning (`pars`), and initials (`tui` in
    /// `Terminal UI`) are; `tui` in `cache-tutorial` (an `i` inside a word)
    /// is not. An exact word (`'x`, `x$`) must start a word as a whole; a
    /// fuzzy one may be cut into pieces anywhere. Fuzzy words of more than
    /// 64 characters are never checked (false).
    func matchesAtWordStarts(_ term: CompiledTerm, in field: FieldText) -> Bool {
        let m = term.count, n = field.count
        guard m > 0, n >= m else { return false }
        switch term.kind {
        case .exactBoundary, .prefix, .equal:
            return true
        case .suffix:
            return isWordStart(n &- m, in: field)
        case .exact:
            var s = 0
            while s <= n &- m {
                if isWordStart(s, in: field), occurs(term, at: s, in: field) { return true }
                s &+= 1
            }
            return false
        case .fuzzy:
            guard m <= 64 else { return false }
            if m == 1 {
                for s in 0..<n where field.key(s, term.comparison) == term.keys[0] && isWordStart(s, in: field) { return true }
                return false
            }
            wordMemo.update(repeating: 0, count: n)
            return pieces(from: 0, at: 0, term, field)
        }
    }

    /// Whether `term[k...]` can be matched in runs that each start a word, the first at `from` or later.
    private func pieces(from k: Int, at from: Int, _ term: CompiledTerm, _ field: FieldText) -> Bool {
        let m = term.count, n = field.count
        var s = from
        while s <= n &- (m &- k) {
            if field.key(s, term.comparison) == term.keys[k], wordMemo[s] & (1 << UInt64(k)) == 0, isWordStart(s, in: field) {
                var length = 0
                while k &+ length < m, s &+ length < n, field.key(s &+ length, term.comparison) == term.keys[k &+ length] {
                    length &+= 1
                }
                if k &+ length == m { return true }
                // The longest run first: the next piece starts a word after it.
                while length >= 1 {
                    if pieces(from: k &+ length, at: s &+ length, term, field) { return true }
                    length &-= 1
                }
                wordMemo[s] |= 1 << UInt64(k)
            }
            s &+= 1
        }
        return false
    }

    /// Whether `term` occurs whole at `start`.
    private func occurs(_ term: CompiledTerm, at start: Int, in field: FieldText) -> Bool {
        for k in 0..<term.count where field.key(start &+ k, term.comparison) != term.keys[k] { return false }
        return true
    }

    /// Whether position `i` begins a word (has a boundary bonus).
    @inline(__always)
    private func isWordStart(_ i: Int, in field: FieldText) -> Bool {
        let previous = i > 0 ? field.characterClass(i &- 1) : MatchCharacterClass.start
        return MatchScoring.bonusTable[Int(previous.rawValue) &* MatchCharacterClass.count &+ Int(field.characterClass(i).rawValue)]
            >= MatchScoring.camel123
    }
}
