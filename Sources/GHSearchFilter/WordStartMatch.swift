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
            markWordStarts(field)
            if m == 1 {
                var s = 0
                while let start = nextWordStart(from: s, below: n) {
                    if field.key(start, term.comparison) == term.keys[0] { return true }
                    s = start &+ 1
                }
                return false
            }
            return pieces(from: 0, at: 0, term, field)
        }
    }

    /// Whether `term[k...]` can be matched in runs that each start a word, the first at `from` or later.
    private func pieces(from k: Int, at from: Int, _ term: CompiledTerm, _ field: FieldText) -> Bool {
        let m = term.count, n = field.count
        let limit = n &- (m &- k) &+ 1
        var s = from
        while let start = nextWordStart(from: s, below: limit) {
            if field.key(start, term.comparison) == term.keys[k], wordMemo[start] & (1 << UInt64(k)) == 0 {
                var length = 0
                while k &+ length < m, start &+ length < n, field.key(start &+ length, term.comparison) == term.keys[k &+ length] {
                    length &+= 1
                }
                if k &+ length == m { return true }
                // The longest run first: the next piece starts a word after it.
                while length >= 1 {
                    if pieces(from: k &+ length, at: start &+ length, term, field) { return true }
                    length &-= 1
                }
                wordMemo[start] |= 1 << UInt64(k)
            }
            s = start &+ 1
        }
        return false
    }

    /// Sets `wordStarts`' bit for every position of `field` that begins a
    /// word (and no other bit below the field's end), and clears `wordMemo`
    /// there: one pass over the field's classes, so the search above looks
    /// only at word starts.
    private func markWordStarts(_ field: FieldText) {
        let n = field.count
        let bonus = tables.bonus, classes = MatchTables.classes, threshold = MatchScoring.camel123
        var previous = Int(MatchCharacterClass.start.rawValue)
        var word: UInt64 = 0
        if let bytes = field.bytes {
            let classOf = tables.asciiClass
            for i in 0..<n {
                let current = Int(classOf[Int(bytes[i])])
                word |= (bonus[previous &* classes &+ current] >= threshold ? 1 : 0) << UInt64(i & 63)
                previous = current
                if i & 63 == 63 { wordStarts[i >> 6] = word; word = 0 }
            }
        } else {
            let classOf = field.classes!
            for i in 0..<n {
                let current = Int(classOf[i])
                word |= (bonus[previous &* classes &+ current] >= threshold ? 1 : 0) << UInt64(i & 63)
                previous = current
                if i & 63 == 63 { wordStarts[i >> 6] = word; word = 0 }
            }
        }
        if n & 63 != 0 { wordStarts[n >> 6] = word }
        var s = 0
        while let start = nextWordStart(from: s, below: n) {
            wordMemo[start] = 0
            s = start &+ 1
        }
    }

    /// The first position in `from..<limit` whose `wordStarts` bit is set (`limit` ≤ the marked field's length).
    @inline(__always)
    private func nextWordStart(from: Int, below limit: Int) -> Int? {
        guard from < limit else { return nil }
        var w = from >> 6
        var bits = wordStarts[w] & (~0 << UInt64(from & 63))
        while bits == 0 {
            w &+= 1
            if w << 6 >= limit { return nil }
            bits = wordStarts[w]
        }
        let position = w << 6 &+ bits.trailingZeroBitCount
        return position < limit ? position : nil
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
