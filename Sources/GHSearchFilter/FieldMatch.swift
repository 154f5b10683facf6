import FoundationEssentials

// The matching algorithms, after fzf's `algo.go` (learned from, not
// translated): a term against one field, returning the field's points for
// it (before the field's weight) or -1 when the field does not match.
// Positions, when asked for, are left in the scratch. Inverse terms are
// matched as their positive form.
extension MatchScratch {
    /// The points `term` scores in `field`; -1 when it does not match.
    func score(_ term: CompiledTerm, in field: FieldText, withPositions: Bool = false) -> Int {
        let scored = scoreAndStarts(term, in: field, withPositions: withPositions)
        return scored < 0 ? scored : scored & Self.pointsMask
    }

    /// The points in the low 32 bits (`pointsMask`); -1 when it does not
    /// match. Where the pass that scored a fuzzy word in an ASCII field
    /// also found out whether it matches in pieces that begin words, it
    /// sets `startsKnown`, and `startsWords` when it does
    /// (`matchesAtWordStarts`'s answer, without a pass of its own).
    func scoreAndStarts(_ term: CompiledTerm, in field: FieldText, withPositions: Bool = false) -> Int {
        if withPositions { positionCount = 0 }
        let m = term.count
        guard m > 0 else { return 0 }
        guard field.count >= m else { return -1 }
        if field.bytes != nil && term.needles == nil { return -1 }  // a non-ASCII character in an ASCII field
        switch term.kind {
        case .fuzzy:
            return fuzzy(term, in: field, withPositions: withPositions)
        case .exact, .exactBoundary:
            return exact(term, in: field, boundary: term.kind == .exactBoundary, withPositions: withPositions)
        case .prefix:
            return anchored(term, in: field, at: 0, withPositions: withPositions)
        case .suffix:
            return anchored(term, in: field, at: field.count - m, withPositions: withPositions)
        case .equal:
            guard field.count == m else { return -1 }
            return anchored(term, in: field, at: 0, withPositions: withPositions)
        }
    }

    /// `scoreAndStarts` for a term of `CompiledTerm.isShortAsciiFuzzy` in an
    /// ASCII field of at least its length: the ranking pass's usual case,
    /// straight to its sparse pass.
    @inline(__always)
    func shortAsciiFuzzy(_ term: CompiledTerm, in bytes: UnsafePointer<UInt8>, count: Int) -> Int {
        switch term.count {
        case 1: return single(term, in: bytes, count: count, withPositions: false)
        case 2: return sparsePair(term, in: bytes, count: count)
        case 3: return sparseTriple(term, in: bytes, count: count)
        default: return sparseColumn(term, in: bytes, count: count)
        }
    }

    static let pointsMask = 0xFFFF_FFFF
    static let startsKnown = 1 << 32
    static let startsWords = 1 << 33

    // MARK: Characters

    /// Fills `keys[0..<n]` and `bonuses[0..<n]` for `field[low..<low + n]`.
    @inline(__always)
    private func load(_ field: FieldText, _ comparison: FilterTerm.Comparison, from low: Int, count n: Int) {
        let bonus = tables.bonus
        let classes = MatchTables.classes
        if let bytes = field.bytes {
            let classOf = tables.asciiClass
            let keyOf = tables.asciiKeys + MatchTables.index(comparison) &* 128
            var previous = low > 0 ? Int(classOf[Int(bytes[low &- 1])]) : Int(MatchCharacterClass.start.rawValue)
            for k in 0..<n {
                let byte = Int(bytes[low &+ k])
                let current = Int(classOf[byte])
                keys[k] = keyOf[byte]
                bonuses[k] = bonus[previous &* classes &+ current]
                previous = current
            }
        } else {
            let classOf = field.classes!
            var previous = low > 0 ? Int(classOf[low &- 1]) : Int(MatchCharacterClass.start.rawValue)
            for k in 0..<n {
                let current = Int(classOf[low &+ k])
                keys[k] = field.key(low &+ k, comparison)
                bonuses[k] = bonus[previous &* classes &+ current]
                previous = current
            }
        }
    }

    @inline(__always)
    private func characterClass(_ field: FieldText, _ i: Int) -> Int {
        if let bytes = field.bytes { return Int(tables.asciiClass[Int(bytes[i])]) }
        return Int(field.classes![i])
    }

    @inline(__always)
    private func bonus(_ field: FieldText, at i: Int) -> Int16 {
        let previous = i > 0 ? characterClass(field, i &- 1) : Int(MatchCharacterClass.start.rawValue)
        return tables.bonus[previous &* MatchTables.classes &+ characterClass(field, i)]
    }

    // MARK: Fuzzy

    /// Longer patterns are scored greedily (the 16-bit scores of the
    /// dynamic programming would overflow; nobody types such a word).
    static let longestOptimal = 512

    private func fuzzy(_ term: CompiledTerm, in field: FieldText, withPositions: Bool) -> Int {
        let m = term.count
        if m > Self.longestOptimal { return greedy(term, in: field, withPositions: withPositions) }
        var low = 0, high = field.count
        if let bytes = field.bytes {
            if m == 1 { return single(term, in: bytes, count: field.count, withPositions: withPositions) }
            if m == 2 && !withPositions { return sparsePair(term, in: bytes, count: field.count) }
            if m == 3 && !withPositions { return sparseTriple(term, in: bytes, count: field.count) }
            if !withPositions && m <= 64 {  // one pass finds out whether it matches at all
                return sparseColumn(term, in: bytes, count: field.count)
            }
            guard let window = Self.asciiWindow(term.needles!, m, in: bytes, count: field.count) else { return -1 }
            (low, high) = window
        }
        if m > patternCapacity || high &- low > fieldCapacity {
            return greedy(term, in: field, withPositions: withPositions)
        }
        if !withPositions {
            if field.bytes == nil && m <= 64 { return sparseWideColumn(term, in: field) }
            return column(term, in: field, from: low, to: high)
        }
        if (high &- low) &* m > cellCapacity {
            return greedy(term, in: field, withPositions: withPositions)
        }
        return optimal(term, in: field, from: low, to: high, withPositions: withPositions)
    }

    /// `sparseColumn` for a field of other scalars than ASCII: the rows a
    /// unit moves are those whose pattern character its key equals (found
    /// by comparing it with the first `found + 1` of them), and a unit that
    /// is none of them is passed over as in `sparseColumn`, instead of
    /// stepping every row in play at every unit (`column`).
    private func sparseWideColumn(_ term: CompiledTerm, in field: FieldText) -> Int {
        let m = term.count
        let pattern = term.keys
        let comparison = term.comparison
        let classOf = field.classes!
        let folded = field.folded!
        let termMask = term.mask
        let cells = column
        let bonusTable = tables.bonus
        let start = Int(MatchCharacterClass.start.rawValue)
        var found = 0
        var maxScore: Int16 = 0
        for j in 0..<field.count {
            // A unit whose mask bit the term lacks is none of its characters.
            if tables.maskBit(folded[j]) & termMask == 0 { continue }
            let key = field.key(j, comparison)
            var rows: UInt64 = 0
            var i = 0
            while i <= found && i < m {
                if pattern[i] == key { rows |= 1 << UInt64(i) }
                i &+= 1
            }
            if rows == 0 { continue }
            let at = Int32(truncatingIfNeeded: j)
            if found < m && rows & (1 << UInt64(found)) != 0 {
                cells[found] = ColumnCell(score: 0, run: 0, runBonus: 0, gap: 0, at: at &- 1)  // starts here
                found &+= 1
            }
            rows &= found >= 64 ? ~0 : (1 << UInt64(found)) &- 1
            let previous = j > 0 ? Int(classOf[j &- 1]) : start
            let b = bonusTable[previous &* MatchTables.classes &+ Int(classOf[j])]
            Self.advance(cells, rows: rows, count: m, bonus: b, at: at, maxScore: &maxScore)
        }
        guard found == m else { return -1 }
        return Int(maxScore) + (m == field.count ? MatchScoring.wholeField : 0)
    }

    /// `sparseWideColumn`'s step at text position `at` (a character of bonus
    /// `b`): each row in `rows` (a bit per pattern character it is) extends
    /// its diagonal or stays in its gap, highest row first, so that each
    /// reads the row below before that one moves on; `maxScore` keeps the
    /// best score of the last row (of `count`).
    @inline(__always)
    private static func advance(_ cells: UnsafeMutablePointer<ColumnCell>, rows: UInt64, count m: Int, bonus b: Int16,
                                at: Int32, maxScore: inout Int16) {
        var rows = rows
        while rows != 0 {
            let i = 63 &- rows.leadingZeroBitCount
            rows &= ~(1 << UInt64(i))
            if i == 0 {
                let score = MatchScoring.match &+ b &* MatchScoring.firstCharMultiplier
                cells[0] = ColumnCell(score: score, run: 1, runBonus: b, gap: 0, at: at)
                if m == 1 && score > maxScore { maxScore = score }
                continue
            }
            let own = Self.cell(cells[i], row: i, at: at &- 1)
            let above = Self.cell(cells[i &- 1], row: i &- 1, at: at &- 1)
            let next = Self.match(own, above: above, bonus: b, at: at)
            cells[i] = next
            if i == m &- 1 && next.score > maxScore { maxScore = next.score }
        }
    }

    /// Row `row`'s cell as of text position `at`: decayed by the gap
    /// penalties since the position it holds (row 0 stays in a gap; the
    /// others leave it once down to 0), its run broken.
    @inline(__always)
    private static func cell(_ cell: ColumnCell, row: Int, at: Int32) -> ColumnCell {
        let steps = at &- cell.at
        if steps <= 0 { return cell }
        let later = Int16(truncatingIfNeeded: min(steps &- 1, 8192))
        let first = afterGap(cell)
        if row == 0 {
            return ColumnCell(score: max(first &- later, 0), run: 0, runBonus: 0, gap: 1, at: at)
        }
        let score = first > 0 ? max(first &- later, 0) : 0
        return ColumnCell(score: score, run: 0, runBonus: 0, gap: score > 0 ? 1 : 0, at: at)
    }

    /// The score of a cell's row one text position later without a match:
    /// the cell's score less the gap penalty (may fall below 0).
    /// (`@_transparent`, like `match`: inlined before optimisation, as if
    /// written out in each loop.)
    @_transparent
    private static func afterGap(_ cell: ColumnCell) -> Int16 {
        cell.score &+ (cell.gap != 0 ? MatchScoring.gapExtension : MatchScoring.gapStart)
    }

    /// The recurrence's step where the text position matches the row's
    /// pattern character: the better of extending the diagonal (`above`,
    /// the row below at the previous position: a run goes on, or a new word
    /// starts one) and staying in the gap (`own`, the row's cell at the
    /// previous position, less the gap penalty).
    /// Shared by `sparseWideColumn` and `column` (`step`); `optimal` reads the
    /// run's first bonus from its matrix instead of the cell; the ASCII
    /// passes (SparsePasses.swift) compute the same from a `SparseRow`.
    @_transparent
    private static func match(_ own: ColumnCell, above: ColumnCell, bonus b: Int16, at: Int32) -> ColumnCell {
        let left = afterGap(own)
        var diagonal = above.score &+ MatchScoring.match
        var bonus = b
        var run = above.run &+ 1
        var runBonus = b
        if run > 1 {
            if b >= MatchScoring.boundary && b > above.runBonus {
                run = 1  // a new word starts: a new run
            } else {
                bonus = max(b, max(MatchScoring.consecutive, above.runBonus))
                runBonus = above.runBonus
            }
        }
        if diagonal &+ bonus < left {
            diagonal &+= b
            run = 0
        } else {
            diagonal &+= bonus
        }
        return ColumnCell(score: max(max(diagonal, left), 0), run: run, runBonus: runBonus,
                          gap: diagonal < left ? 1 : 0, at: at)
    }

    /// The score of `optimal` without the matrix: the same recurrence
    /// computed one text position (column) at a time, keeping only the
    /// previous column per pattern character, in one pass over the window.
    /// Used to rank every row; `optimal` finds positions for the rows shown.
    private func column(_ term: CompiledTerm, in field: FieldText, from low: Int, to high: Int) -> Int {
        let cells = column
        let bonusTable = tables.bonus
        var previous = low > 0 ? characterClass(field, low &- 1) : Int(MatchCharacterClass.start.rawValue)
        var state = ColumnState()
        for j in low..<high {
            let current = characterClass(field, j)
            let b = bonusTable[previous &* MatchTables.classes &+ current]
            previous = current
            Self.step(cells, term, key: field.key(j, term.comparison), bonus: b, &state)
        }
        guard state.found == term.count else { return -1 }
        return Int(state.maxScore) + (term.count == field.count ? MatchScoring.wholeField : 0)
    }

    struct ColumnState {
        /// Pattern characters found in order so far (rows in play).
        var found = 0
        var maxScore: Int16 = 0
    }

    /// One text position (`key`, its `bonus`) through every row in play.
    @inline(__always)
    private static func step(_ cells: UnsafeMutablePointer<ColumnCell>, _ term: CompiledTerm, key: UInt32,
                             bonus b: Int16, _ state: inout ColumnState) {
        let pattern = term.keys
        let m = term.count
        var valid = state.found
        if valid < m && key == pattern[valid] {
            cells[valid] = ColumnCell(score: 0, run: 0, runBonus: 0, gap: 0)  // starts here: nothing on its left
            valid &+= 1
            state.found = valid
        }
        // Descending, so row i - 1 still holds the previous column.
        var i = valid &- 1
        while i > 0 {
            let own = cells[i]
            let cell: ColumnCell
            if key == pattern[i] {
                cell = match(own, above: cells[i &- 1], bonus: b, at: 0)
            } else {
                let left = afterGap(own)
                cell = ColumnCell(score: max(left, 0), run: 0, runBonus: b, gap: left > 0 ? 1 : 0)
            }
            cells[i] = cell
            if i == m &- 1 && cell.score > state.maxScore { state.maxScore = cell.score }
            i &-= 1
        }
        if valid > 0 {  // the first pattern character
            if key == pattern[0] {
                let score = MatchScoring.match &+ b &* MatchScoring.firstCharMultiplier
                cells[0] = ColumnCell(score: score, run: 1, runBonus: b, gap: 0)
                if m == 1 && score > state.maxScore { state.maxScore = score }
            } else {
                cells[0] = ColumnCell(score: max(afterGap(cells[0]), 0), run: 0, runBonus: cells[0].runBonus, gap: 1)
            }
        }
    }

    /// A one-character pattern in an ASCII field: its occurrence with the
    /// biggest bonus (the first such), found in one pass over the bytes.
    /// Its occurrences begin words where their bonus is `camel123` or more,
    /// so the best one tells whether any does.
    private func single(_ term: CompiledTerm, in bytes: UnsafePointer<UInt8>, count: Int, withPositions: Bool) -> Int {
        let classOf = tables.asciiClass
        let bonusTable = tables.bonus
        let start = Int(MatchCharacterClass.start.rawValue)
        var best: Int16 = -1
        var bestAt = -1
        var j = MemberScan.next(term, in: bytes, from: 0, count: count)
        while j < count {
            let previous = j > 0 ? Int(classOf[Int(bytes[j &- 1])]) : start
            let bonus = bonusTable[previous &* MatchTables.classes &+ Int(classOf[Int(bytes[j])])]
            if bonus > best {
                best = bonus
                bestAt = j
                if bonus >= MatchScoring.boundaryWhite { break }
            }
            j = MemberScan.next(term, in: bytes, from: j &+ 1, count: count)
        }
        guard bestAt >= 0 else { return -1 }
        if withPositions {
            positions[0] = Int32(bestAt)
            positionCount = 1
        }
        return Int(MatchScoring.match &+ best &* MatchScoring.firstCharMultiplier) + (count == 1 ? MatchScoring.wholeField : 0)
            + Self.startsKnown + (best >= MatchScoring.camel123 ? Self.startsWords : 0)
    }

    /// For an ASCII field: where a match can lie, from the first occurrence of
    /// the first character to the last occurrence of the last one after a
    /// first full subsequence; nil when the pattern is not a subsequence.
    private static func asciiWindow(_ needles: UnsafePointer<FilterTerm.AsciiNeedle>, _ m: Int,
                                    in bytes: UnsafePointer<UInt8>, count: Int) -> (Int, Int)? {
        var from = 0
        var first = 0
        for index in 0..<m {
            guard let found = find(needles[index], in: bytes, from: from, to: count) else { return nil }
            if index == 0 { first = found }
            from = found &+ 1
        }
        let last = needles[m &- 1]
        var end = count &- 1
        while end >= from {
            let b = bytes[end]
            if b == last.byte || b == last.other { break }
            end &-= 1
        }
        return (first, max(end, from &- 1) &+ 1)
    }

    /// The first occurrence of either byte of `needle` in `bytes[from..<to]`.
    @inline(__always)
    static func find(_ needle: FilterTerm.AsciiNeedle, in bytes: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        guard from < to else { return nil }
        // (FoundationEssentials brings no memchr: a plain scan, which the
        // optimiser vectorises no worse for the short fields matched here.)
        let byte = needle.byte, other = needle.other
        var i = from
        while i < to {
            let b = bytes[i]
            if b == byte || b == other { return i }
            i &+= 1
        }
        return nil
    }

    /// fzf's V2: the best-scoring alignment of the pattern in
    /// `field[low..<high]` (a Smith-Waterman variant that allows no missing
    /// pattern character), by dynamic programming over the window.
    private func optimal(_ term: CompiledTerm, in field: FieldText, from low: Int, to high: Int,
                         withPositions: Bool) -> Int {
        let pattern = term.keys
        let m = term.count
        let n = high &- low
        load(field, term.comparison, from: low, count: n)
        let t = keys, b = bonuses, h0 = firstRow, c0 = firstRun, f = firstOccurrence

        // Pass 1: the first row of scores, and the first occurrence of each
        // pattern character (and the last of the last one).
        let first = pattern[0]
        var found = 0
        var wanted = pattern[0]
        var lastIndex = 0
        var previousScore: Int16 = 0
        var inGap = false
        var maxScore: Int16 = 0
        var maxPosition = 0
        for k in 0..<n {
            let key = t[k]
            if key == wanted {
                if found < m {
                    f[found] = Int32(truncatingIfNeeded: k)
                    found &+= 1
                    wanted = pattern[min(found, m &- 1)]
                }
                lastIndex = k
            }
            if key == first {
                let score = MatchScoring.match &+ b[k] &* MatchScoring.firstCharMultiplier
                h0[k] = score
                c0[k] = 1
                if m == 1 && score > maxScore {
                    maxScore = score
                    maxPosition = k
                }
                inGap = false
            } else {
                h0[k] = max(previousScore &+ (inGap ? MatchScoring.gapExtension : MatchScoring.gapStart), 0)
                c0[k] = 0
                inGap = true
            }
            previousScore = h0[k]
        }
        guard found == m else { return -1 }
        if m == 1 {
            if withPositions {
                positions[0] = Int32(truncatingIfNeeded: low &+ maxPosition)
                positionCount = 1
            }
            return Int(maxScore) + (field.count == 1 ? MatchScoring.wholeField : 0)
        }

        // Pass 2: the score matrix, row by row from each character's first occurrence.
        let f0 = Int(f[0])
        let width = lastIndex &- f0 &+ 1
        let h = scores, c = runs
        for col in 0..<width {
            h[col] = h0[f0 &+ col]
            c[col] = c0[f0 &+ col]
        }
        for i in 1..<m {
            let start = Int(f[i])
            let wantedKey = pattern[i]
            let row = i &* width
            inGap = false
            h[row &+ start &- f0 &- 1] = 0
            var j = start
            while j <= lastIndex {
                let col = j &- f0
                let left = h[row &+ col &- 1] &+ (inGap ? MatchScoring.gapExtension : MatchScoring.gapStart)
                var diagonal: Int16 = 0
                var run: Int16 = 0
                if t[j] == wantedKey {
                    let above = row &- width &+ col &- 1
                    diagonal = h[above] &+ MatchScoring.match
                    var bonus = b[j]
                    run = c[above] &+ 1
                    if run > 1 {
                        let runStartBonus = b[j &- Int(run) &+ 1]
                        if bonus >= MatchScoring.boundary && bonus > runStartBonus {
                            run = 1  // a new word starts: a new run
                        } else {
                            bonus = max(bonus, max(MatchScoring.consecutive, runStartBonus))
                        }
                    }
                    if diagonal &+ bonus < left {
                        diagonal &+= b[j]
                        run = 0
                    } else {
                        diagonal &+= bonus
                    }
                }
                c[row &+ col] = run
                inGap = diagonal < left
                let score = max(max(diagonal, left), 0)
                if i == m &- 1 && score > maxScore {
                    maxScore = score
                    maxPosition = j
                }
                h[row &+ col] = score
                j &+= 1
            }
        }

        // Pass 3 (highlighting only): walk back from the best end to find the characters.
        if withPositions {
            var i = m &- 1
            var j = maxPosition
            var preferMatch = true
            while true {
                let rowIndex = i
                let rowStart = rowIndex &* width
                let col = j &- f0
                let score = h[rowStart &+ col]
                let diagonal: Int16 = rowIndex > 0 && j >= Int(f[rowIndex]) ? h[rowStart &- width &+ col &- 1] : 0
                let left: Int16 = j > Int(f[rowIndex]) ? h[rowStart &+ col &- 1] : 0
                if score > diagonal && (score > left || score == left && preferMatch) {
                    positions[positionCount] = Int32(truncatingIfNeeded: low &+ j)
                    positionCount &+= 1
                    if i == 0 { break }
                    i &-= 1
                }
                let nextRowRuns = rowIndex &+ 1 < m && j &+ 1 >= Int(f[rowIndex &+ 1]) && j &+ 1 <= lastIndex
                    ? c[rowStart &+ width &+ col &+ 1] : 0
                preferMatch = c[rowStart &+ col] > 1 || nextRowRuns > 0
                j &-= 1
            }
        }
        return Int(maxScore) + (m == field.count ? MatchScoring.wholeField : 0)
    }

    /// fzf's V1, for a field × pattern too large for the matrix: the first
    /// match found left to right, shortened from its end, then scored.
    private func greedy(_ term: CompiledTerm, in field: FieldText, withPositions: Bool) -> Int {
        let pattern = term.keys, m = term.count, comparison = term.comparison
        var p = 0
        var start = -1, end = -1
        for i in 0..<field.count where field.key(i, comparison) == pattern[p] {
            if start < 0 { start = i }
            p += 1
            if p == m { end = i + 1; break }
        }
        guard end > 0 else { return -1 }
        p = m - 1
        var i = end - 1
        while i >= start {
            if field.key(i, comparison) == pattern[p] {
                if p == 0 { start = i; break }
                p -= 1
            }
            i -= 1
        }
        return runScore(term, in: field, from: start, to: end, withPositions: withPositions)
    }

    // MARK: Exact and anchored

    /// The occurrence of the pattern whose first character earns the biggest
    /// bonus (for `'word'`, only occurrences that are whole words).
    private func exact(_ term: CompiledTerm, in field: FieldText, boundary: Bool, withPositions: Bool) -> Int {
        let pattern = term.keys, m = term.count, n = field.count
        let comparison = term.comparison
        let delimiter = Int(MatchCharacterClass.delimiter.rawValue)
        var best = -1
        var bestBonus: Int16 = -1
        var i = 0
        while i <= n &- m {
            if let bytes = field.bytes {  // jump to the next occurrence of the first character
                guard let next = Self.find(term.needles![0], in: bytes, from: i, to: n &- m &+ 1) else { break }
                i = next
            }
            var k = 0
            while k < m, field.key(i &+ k, comparison) == pattern[k] { k &+= 1 }
            if k == m {
                let bonus = bonus(field, at: i)
                var acceptable = true
                if boundary {
                    let before = i > 0 ? characterClass(field, i &- 1) : 0
                    let after = i &+ m < n ? characterClass(field, i &+ m) : 0
                    acceptable = before <= delimiter && after <= delimiter
                }
                if acceptable && bonus > bestBonus {
                    best = i
                    bestBonus = bonus
                    if bonus >= MatchScoring.boundaryWhite { break }
                }
            }
            i &+= 1
        }
        guard best >= 0 else { return -1 }
        return runScore(term, in: field, from: best, to: best &+ m, withPositions: withPositions)
    }

    /// The pattern exactly at `offset` (prefix, suffix, whole name).
    private func anchored(_ term: CompiledTerm, in field: FieldText, at offset: Int, withPositions: Bool) -> Int {
        for k in 0..<term.count where field.key(offset &+ k, term.comparison) != term.keys[k] { return -1 }
        return runScore(term, in: field, from: offset, to: offset &+ term.count, withPositions: withPositions)
    }

    /// The points of the pattern matched left to right in `field[start..<end]`
    /// (the same scoring as `optimal`, along one alignment).
    private func runScore(_ term: CompiledTerm, in field: FieldText, from start: Int, to end: Int,
                          withPositions: Bool) -> Int {
        let pattern = term.keys, m = term.count
        var p = 0, score = 0, run = 0
        var inGap = false
        var runBonus: Int16 = 0
        for i in start..<end {
            if p < m, field.key(i, term.comparison) == pattern[p] {
                if withPositions {
                    positions[positionCount] = Int32(truncatingIfNeeded: i)
                    positionCount &+= 1
                }
                score &+= Int(MatchScoring.match)
                var bonus = bonus(field, at: i)
                if run == 0 {
                    runBonus = bonus
                } else {
                    if bonus >= MatchScoring.boundary && bonus > runBonus { runBonus = bonus }
                    bonus = max(max(bonus, runBonus), MatchScoring.consecutive)
                }
                score &+= Int(p == 0 ? bonus &* MatchScoring.firstCharMultiplier : bonus)
                inGap = false
                run &+= 1
                p &+= 1
            } else {
                score &+= Int(inGap ? MatchScoring.gapExtension : MatchScoring.gapStart)
                inGap = true
                run = 0
                runBonus = 0
            }
        }
        let whole = start == 0 && end == field.count && end &- start == m
        return max(0, score) + (whole ? MatchScoring.wholeField : 0)
    }
}
