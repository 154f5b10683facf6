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
                var s = 0
                while let start = next(term, 0, in: field, from: s, to: n) {
                    if isWordStart(start, in: field) { return true }
                    s = start &+ 1
                }
                return false
            }
            // The memo is all zeros between calls: only the positions written are cleared.
            for k in 0..<m { wordFailFrom[k] = Int.max }
            var written = 0
            let found = pieces(from: 0, at: 0, term, field, written: &written)
            for w in 0..<written { wordMemo[Int(wordMemoWritten[w])] = 0 }
            return found
        }
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
        while let found = next(term, k, in: field, from: s, to: end) {
            s = found
            if wordMemo[s] & (1 << UInt64(k)) == 0, isWordStart(s, in: field) {
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

    /// The first position in `from..<to` holding `term`'s character `k`:
    /// in an ASCII field, a scan for either byte of its needle (the same
    /// test as comparing keys, without computing them).
    @inline(__always)
    private func next(_ term: CompiledTerm, _ k: Int, in field: FieldText, from: Int, to: Int) -> Int? {
        if let bytes = field.bytes, let needles = term.needles {
            return MatchScratch.find(needles[k], in: bytes, from: from, to: to)
        }
        var s = from
        while s < to {
            if field.key(s, term.comparison) == term.keys[k] { return s }
            s &+= 1
        }
        return nil
    }

    /// Whether `term` occurs whole at `start`.
    private func occurs(_ term: CompiledTerm, at start: Int, in field: FieldText) -> Bool {
        for k in 0..<term.count where field.key(start &+ k, term.comparison) != term.keys[k] { return false }
        return true
    }

    /// Whether position `i` begins a word (has a boundary bonus).
    @inline(__always)
    private func isWordStart(_ i: Int, in field: FieldText) -> Bool {
        let previous: Int, current: Int
        if let bytes = field.bytes {
            previous = i > 0 ? Int(tables.asciiClass[Int(bytes[i &- 1])]) : Int(MatchCharacterClass.start.rawValue)
            current = Int(tables.asciiClass[Int(bytes[i])])
        } else {
            previous = i > 0 ? Int(field.classes![i &- 1]) : Int(MatchCharacterClass.start.rawValue)
            current = Int(field.classes![i])
        }
        return tables.bonus[previous &* MatchTables.classes &+ current] >= MatchScoring.camel123
    }
}
