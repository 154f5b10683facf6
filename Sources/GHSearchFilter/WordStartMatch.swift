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
            return field.isWordStart(n &- m)
        case .exact:
            var s = 0
            while let start = atWordStart(term, 0, in: field, from: s, to: n &- m &+ 1) {
                if occurs(term, at: start, in: field) { return true }
                s = start &+ 1
            }
            return false
        case .fuzzy:
            guard m <= 64 else { return false }
            if m == 1 { return atWordStart(term, 0, in: field, from: 0, to: n) != nil }
            if m == 2 { return pairAtWordStarts(term, in: field) }
            // The memo is all zeros between calls: only the positions written are cleared.
            for k in 0..<m { wordFailFrom[k] = Int.max }
            var written = 0
            let found = pieces(from: 0, at: 0, term, field, written: &written)
            for w in 0..<written { wordMemo[Int(wordMemoWritten[w])] = 0 }
            return found
        }
    }

    /// `matchesAtWordStarts` for a fuzzy word of two characters: both at
    /// word starts, the second after the first (two pieces; the earliest
    /// first leaves the most room), or the two side by side from a word
    /// start (one piece).
    private func pairAtWordStarts(_ term: CompiledTerm, in field: FieldText) -> Bool {
        let n = field.count
        guard let first = atWordStart(term, 0, in: field, from: 0, to: n &- 1) else { return false }
        if atWordStart(term, 1, in: field, from: first &+ 1, to: n) != nil { return true }
        let second = term.keys[1]
        var s = first
        while let start = atWordStart(term, 0, in: field, from: s, to: n &- 1) {
            if field.key(start &+ 1, term.comparison) == second { return true }
            s = start &+ 1
        }
        return false
    }

    /// Whether `term[k...]` can be matched in runs that each start a word, the first at `from` or later.
    /// What fails from one position fails from every later one (it has fewer
    /// places to start): `wordFailFrom[k]` keeps the earliest such, so the
    /// field is scanned once per pattern character, not once per attempt.
    private func pieces(from k: Int, at from: Int, _ term: CompiledTerm, _ field: FieldText, written: inout Int) -> Bool {
        if from >= wordFailFrom[k] { return false }
        let m = term.count, n = field.count
        var s = from
        let end = n &- (m &- k) &+ 1
        while let found = atWordStart(term, k, in: field, from: s, to: end) {
            s = found
            if wordMemo[s] & (1 << UInt64(k)) == 0 {
                var length = 0
                while k &+ length < m, s &+ length < n, field.key(s &+ length, term.comparison) == term.keys[k &+ length] {
                    length &+= 1
                }
                if k &+ length == m { return true }
                // The longest run first: the next piece starts a word after it.
                while length >= 1 {
                    if pieces(from: k &+ length, at: s &+ length, term, field, written: &written) { return true }
                    length &-= 1
                }
                if wordMemo[s] == 0 {
                    wordMemoWritten[written] = Int32(truncatingIfNeeded: s)
                    written &+= 1
                }
                wordMemo[s] |= 1 << UInt64(k)
            }
            s &+= 1
        }
        wordFailFrom[k] = from
        return false
    }

    /// The first position in `from..<to` that begins a word and holds
    /// `term`'s character `k`: the word starts read from the corpus's bits,
    /// each compared (in an ASCII field, with either byte of its needle:
    /// the same test as comparing keys, without computing them).
    @inline(__always)
    private func atWordStart(_ term: CompiledTerm, _ k: Int, in field: FieldText, from: Int, to: Int) -> Int? {
        var s = from
        if let bytes = field.bytes, let needles = term.needles {
            let needle = needles[k]
            while let start = field.nextWordStart(from: s, to: to) {
                let b = bytes[start]
                if b == needle.byte || b == needle.other { return start }
                s = start &+ 1
            }
            return nil
        }
        let key = term.keys[k]
        while let start = field.nextWordStart(from: s, to: to) {
            if field.key(start, term.comparison) == key { return start }
            s = start &+ 1
        }
        return nil
    }

    /// Whether `term` occurs whole at `start`.
    private func occurs(_ term: CompiledTerm, at start: Int, in field: FieldText) -> Bool {
        for k in 0..<term.count where field.key(start &+ k, term.comparison) != term.keys[k] { return false }
        return true
    }
}
