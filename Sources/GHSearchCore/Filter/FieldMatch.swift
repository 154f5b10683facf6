import Foundation

// The matching algorithms, after fzf's `algo.go` (learned from, not
// translated): a term against one field, returning the field's points for
// it (before the field's weight) or -1 when the field does not match.
// Positions, when asked for, are left in the scratch.
extension MatchScratch {
    /// The points `term` scores in `field`; -1 when it does not match.
    /// Inverse terms are matched as their positive form.
    func score(_ term: FilterTerm, in field: FieldText, withPositions: Bool = false) -> Int {
        positionCount = 0
        let m = term.keys.count
        guard m > 0 else { return 0 }
        guard field.count >= m else { return -1 }
        return term.keys.withUnsafeBufferPointer { keys in
            switch term.kind {
            case .fuzzy:
                return fuzzy(keys, term, in: field, withPositions: withPositions)
            case .exact, .exactBoundary:
                return exact(keys, term, in: field, boundary: term.kind == .exactBoundary, withPositions: withPositions)
            case .prefix:
                return anchored(keys, term.comparison, in: field, at: 0, withPositions: withPositions)
            case .suffix:
                return anchored(keys, term.comparison, in: field, at: field.count - m, withPositions: withPositions)
            case .equal:
                guard field.count == m else { return -1 }
                return anchored(keys, term.comparison, in: field, at: 0, withPositions: withPositions)
            }
        }
    }

    // MARK: Fuzzy

    private func fuzzy(_ pattern: UnsafeBufferPointer<UInt32>, _ term: FilterTerm, in field: FieldText,
                       withPositions: Bool) -> Int {
        let m = pattern.count
        var low = 0, high = field.count
        if let bytes = field.bytes {
            guard let needles = term.asciiNeedles,
                  let window = Self.asciiWindow(needles, in: bytes, count: field.count) else { return -1 }
            (low, high) = window
        }
        if m > patternCapacity || (high - low) * m > cellCapacity || high - low > fieldCapacity {
            return greedy(pattern, term.comparison, in: field, withPositions: withPositions)
        }
        return optimal(pattern, term.comparison, in: field, from: low, to: high, withPositions: withPositions)
    }

    /// For an ASCII field: where a match can lie, from the first occurrence of
    /// the first character to the last occurrence of the last one after a
    /// first full subsequence; nil when the pattern is not a subsequence.
    private static func asciiWindow(_ needles: [FilterTerm.AsciiNeedle], in bytes: UnsafePointer<UInt8>,
                                    count: Int) -> (Int, Int)? {
        var from = 0
        var first = 0
        for (index, needle) in needles.enumerated() {
            guard let found = find(needle, in: bytes, from: from, to: count) else { return nil }
            if index == 0 { first = found }
            from = found + 1
        }
        let last = needles[needles.count - 1]
        var end = count - 1
        while end >= from {
            let b = bytes[end]
            if b == last.byte || b == last.other { break }
            end -= 1
        }
        return (first, max(end, from - 1) + 1)
    }

    @inline(__always)
    private static func find(_ needle: FilterTerm.AsciiNeedle, in bytes: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        guard from < to else { return nil }
        var limit = to
        var found: Int?
        if let p = memchr(bytes + from, Int32(needle.byte), to - from) {
            found = UnsafeRawPointer(p) - UnsafeRawPointer(bytes)
            limit = found!
        }
        if needle.other != needle.byte, from < limit,
           let p = memchr(bytes + from, Int32(needle.other), limit - from) {
            found = UnsafeRawPointer(p) - UnsafeRawPointer(bytes)
        }
        return found
    }

    /// fzf's V2: the best-scoring alignment of the pattern in
    /// `field[low..<high]` (a Smith-Waterman variant that allows no missing
    /// pattern character), by dynamic programming over the window.
    private func optimal(_ pattern: UnsafeBufferPointer<UInt32>, _ comparison: FilterTerm.Comparison,
                         in field: FieldText, from low: Int, to high: Int, withPositions: Bool) -> Int {
        let m = pattern.count
        let n = high - low
        let t = keys, b = bonuses, h0 = firstRow, c0 = firstRun, f = firstOccurrence
        let table = MatchScoring.bonusTable
        let classes = MatchCharacterClass.count

        // Pass 1: keys and bonuses of the window, the first row of scores,
        // and the first occurrence of each pattern character.
        var previousClass = low > 0 ? field.characterClass(low - 1) : MatchCharacterClass.start
        let first = pattern[0]
        var found = 0
        var wanted = pattern[0]
        var lastIndex = 0
        var previousScore: Int16 = 0
        var inGap = false
        var maxScore: Int16 = 0
        var maxPosition = 0
        for k in 0..<n {
            let key = field.key(low + k, comparison)
            let characterClass = field.characterClass(low + k)
            let bonus = table[Int(previousClass.rawValue) * classes + Int(characterClass.rawValue)]
            previousClass = characterClass
            t[k] = key
            b[k] = bonus
            if key == wanted {
                if found < m {
                    f[found] = Int32(k)
                    found += 1
                    wanted = pattern[min(found, m - 1)]
                }
                lastIndex = k
            }
            if key == first {
                let score = MatchScoring.match + bonus * MatchScoring.firstCharMultiplier
                h0[k] = score
                c0[k] = 1
                if m == 1 && score > maxScore {
                    maxScore = score
                    maxPosition = k
                }
                inGap = false
            } else {
                h0[k] = max(previousScore + (inGap ? MatchScoring.gapExtension : MatchScoring.gapStart), 0)
                c0[k] = 0
                inGap = true
            }
            previousScore = h0[k]
        }
        guard found == m else { return -1 }
        if m == 1 {
            if withPositions {
                positions[0] = Int32(low + maxPosition)
                positionCount = 1
            }
            return Int(maxScore) + (field.count == 1 ? MatchScoring.wholeField : 0)
        }

        // Pass 2: the score matrix, row by row from each character's first occurrence.
        let f0 = Int(f[0])
        let width = lastIndex - f0 + 1
        let h = scores, c = runs
        for col in 0..<width {
            h[col] = h0[f0 + col]
            c[col] = c0[f0 + col]
        }
        for i in 1..<m {
            let start = Int(f[i])
            let wantedKey = pattern[i]
            let row = i * width
            inGap = false
            h[row + start - f0 - 1] = 0
            for j in start...lastIndex {
                let col = j - f0
                let left = h[row + col - 1] + (inGap ? MatchScoring.gapExtension : MatchScoring.gapStart)
                var diagonal: Int16 = 0
                var run: Int16 = 0
                if t[j] == wantedKey {
                    diagonal = h[row - width + col - 1] + MatchScoring.match
                    var bonus = b[j]
                    run = c[row - width + col - 1] + 1
                    if run > 1 {
                        let runStartBonus = b[j - Int(run) + 1]
                        if bonus >= MatchScoring.boundary && bonus > runStartBonus {
                            run = 1  // a new word starts: a new run
                        } else {
                            bonus = max(bonus, max(MatchScoring.consecutive, runStartBonus))
                        }
                    }
                    if diagonal + bonus < left {
                        diagonal += b[j]
                        run = 0
                    } else {
                        diagonal += bonus
                    }
                }
                c[row + col] = run
                inGap = diagonal < left
                let score = max(max(diagonal, left), 0)
                if i == m - 1 && score > maxScore {
                    maxScore = score
                    maxPosition = j
                }
                h[row + col] = score
            }
        }

        // Pass 3 (highlighting only): walk back from the best end to find the characters.
        if withPositions {
            var i = m - 1
            var j = maxPosition
            var preferMatch = true
            while true {
                let rowIndex = i
                let rowStart = rowIndex * width
                let col = j - f0
                let score = h[rowStart + col]
                let diagonal: Int16 = rowIndex > 0 && j >= Int(f[rowIndex]) ? h[rowStart - width + col - 1] : 0
                let left: Int16 = j > Int(f[rowIndex]) ? h[rowStart + col - 1] : 0
                if score > diagonal && (score > left || score == left && preferMatch) {
                    positions[positionCount] = Int32(low + j)
                    positionCount += 1
                    if i == 0 { break }
                    i -= 1
                }
                let nextRowRuns = rowIndex + 1 < m && j + 1 >= Int(f[rowIndex + 1]) && j + 1 <= lastIndex
                    ? c[rowStart + width + col + 1] : 0
                preferMatch = c[rowStart + col] > 1 || nextRowRuns > 0
                j -= 1
            }
        }
        return Int(maxScore) + (m == field.count ? MatchScoring.wholeField : 0)
    }

    /// fzf's V1, for a field × pattern too large for the matrix: the first
    /// match found left to right, shortened from its end, then scored.
    private func greedy(_ pattern: UnsafeBufferPointer<UInt32>, _ comparison: FilterTerm.Comparison,
                        in field: FieldText, withPositions: Bool) -> Int {
        let m = pattern.count
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
        return runScore(pattern, comparison, in: field, from: start, to: end, withPositions: withPositions)
    }

    // MARK: Exact and anchored

    /// The occurrence of the pattern whose first character earns the biggest
    /// bonus (for `'word'`, only occurrences that are whole words).
    private func exact(_ pattern: UnsafeBufferPointer<UInt32>, _ term: FilterTerm, in field: FieldText,
                       boundary: Bool, withPositions: Bool) -> Int {
        let m = pattern.count, n = field.count
        let comparison = term.comparison
        var from = 0
        if let bytes = field.bytes {
            guard let needles = term.asciiNeedles,
                  let first = Self.find(needles[0], in: bytes, from: 0, to: n - m + 1) else { return -1 }
            from = first
        }
        let table = MatchScoring.bonusTable
        let classes = MatchCharacterClass.count
        var best = -1
        var bestBonus: Int16 = -1
        var i = from
        while i <= n - m {
            var k = 0
            while k < m, field.key(i + k, comparison) == pattern[k] { k += 1 }
            if k == m {
                let before = i > 0 ? field.characterClass(i - 1) : MatchCharacterClass.start
                let bonus = table[Int(before.rawValue) * classes + Int(field.characterClass(i).rawValue)]
                var acceptable = true
                if boundary {
                    let after = i + m < n ? field.characterClass(i + m) : MatchCharacterClass.start
                    acceptable = before.rawValue <= MatchCharacterClass.delimiter.rawValue
                        && after.rawValue <= MatchCharacterClass.delimiter.rawValue
                }
                if acceptable && bonus > bestBonus {
                    best = i
                    bestBonus = bonus
                    if bonus == MatchScoring.boundaryWhite { break }
                }
            }
            i += 1
        }
        guard best >= 0 else { return -1 }
        return runScore(pattern, comparison, in: field, from: best, to: best + m, withPositions: withPositions)
    }

    /// The pattern exactly at `offset` (prefix, suffix, whole name).
    private func anchored(_ pattern: UnsafeBufferPointer<UInt32>, _ comparison: FilterTerm.Comparison,
                          in field: FieldText, at offset: Int, withPositions: Bool) -> Int {
        for k in 0..<pattern.count where field.key(offset + k, comparison) != pattern[k] { return -1 }
        return runScore(pattern, comparison, in: field, from: offset, to: offset + pattern.count, withPositions: withPositions)
    }

    /// The points of the pattern matched left to right in `field[start..<end]`
    /// (the same scoring as `optimal`, along one alignment).
    private func runScore(_ pattern: UnsafeBufferPointer<UInt32>, _ comparison: FilterTerm.Comparison,
                          in field: FieldText, from start: Int, to end: Int, withPositions: Bool) -> Int {
        let table = MatchScoring.bonusTable
        let classes = MatchCharacterClass.count
        var p = 0, score = 0, run = 0
        var inGap = false
        var runBonus: Int16 = 0
        var previousClass = start > 0 ? field.characterClass(start - 1) : MatchCharacterClass.start
        for i in start..<end {
            let characterClass = field.characterClass(i)
            if p < pattern.count, field.key(i, comparison) == pattern[p] {
                if withPositions {
                    positions[positionCount] = Int32(i)
                    positionCount += 1
                }
                score += Int(MatchScoring.match)
                var bonus = table[Int(previousClass.rawValue) * classes + Int(characterClass.rawValue)]
                if run == 0 {
                    runBonus = bonus
                } else {
                    if bonus >= MatchScoring.boundary && bonus > runBonus { runBonus = bonus }
                    bonus = max(max(bonus, runBonus), MatchScoring.consecutive)
                }
                score += Int(p == 0 ? bonus * MatchScoring.firstCharMultiplier : bonus)
                inGap = false
                run += 1
                p += 1
            } else {
                score += Int(inGap ? MatchScoring.gapExtension : MatchScoring.gapStart)
                inGap = true
                run = 0
                runBonus = 0
            }
            previousClass = characterClass
        }
        let whole = start == 0 && end == field.count && end - start == pattern.count
        return max(0, score) + (whole ? MatchScoring.wholeField : 0)
    }
}
