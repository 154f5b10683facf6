// The ranking passes for a fuzzy word of 2 to 64 characters in an ASCII
// field: `column`'s recurrence, visited only at the bytes that are one of
// the word's characters (`MemberScan.gather`; a byte it gathers that is
// none has no rows, and moves nothing, nor the word-start automaton: its
// `ends` become 0, as they would at the next byte), each row (a character of
// the word) kept as a `SparseRow`, from which its cell at any later
// position follows without stepping through the positions between.
//
// The recurrence these passes compute (`match` and `cell` in
// FieldMatch.swift, the reference) comes down to this, row `i` at a
// position `j` holding its character, with the bonus `b` there:
// - its score had it not matched at `j` (`left`) is `potential - j`, where
//   it is positive (below, it never wins over a match);
// - the row below as of `j - 1` scores `max(potential - (j - 1), 0)`,
//   plus `-afterRun` where that row's last match taken was at `j - 1`
//   (its stored score, not yet decayed: `adjacent`);
// - extending the row below's run there earns at least `consecutive` and
//   the run's first bonus, unless `b` begins a new word (`boundary` or
//   more, above the run's first bonus);
// - the match is taken when it scores at least `left`; a row that stays
//   in its gap keeps its potential.
// The last row's score only ever rises by a match taken, and a match
// that is not taken scores below it, so the last row keeps no state: the
// field's score is the best of its diagonals.
extension MatchScratch {
    /// What a potential is for a match taken at `j` scoring `s`: `s + j +
    /// afterRun` (the gap's first position costs `gapStart`, each after it
    /// one point, as `cell` decays it).
    static let afterRun = Int(MatchScoring.gapStart - MatchScoring.gapExtension)

    /// A row that has not matched yet: no `left`, never adjacent.
    static let never = -(1 << 40)

    /// The flags of a sparse pass whose word-start automaton ended with
    /// `done` (bit k: the first k characters matched in word-start pieces)
    /// for a word of `m` characters (fewer than 64).
    @inline(__always)
    static func starts(_ done: UInt64, _ m: Int) -> Int {
        startsKnown | (done & (1 &<< UInt64(m)) != 0 ? startsWords : 0)
    }

    /// One step of the word-start automaton at a position holding the
    /// pattern characters `rows` (a bit each), with the bonus `b`: a piece
    /// starts there after any prefix done (when it begins a word), or the
    /// piece that ended at the position before goes on.
    @inline(__always)
    static func startsStep(_ done: inout UInt64, _ ends: inout UInt64, _ lastAt: inout Int,
                           rows: UInt64, bonus b: Int, at j: Int) {
        let going = lastAt == j &- 1 ? ends : 0
        let starting = b >= Int(MatchScoring.camel123) ? done : 0
        ends = ((starting | going) & rows) &<< 1
        done |= ends
        lastAt = j
    }

    /// The bonus of the ASCII byte at `j` after the one before it (or the
    /// start, which is of a space's class).
    @inline(__always)
    private static func bonus(_ bytes: UnsafePointer<UInt8>, at j: Int, _ pairBonus: UnsafePointer<Int8>) -> Int {
        let previous = j > 0 ? Int(bytes[j &- 1]) : Int(UInt8(ascii: " "))
        return Int(pairBonus[previous &<< 7 | Int(bytes[j])])
    }

    /// The bonus of the ASCII byte at `j` (after the field's first) after the one before it.
    @inline(__always)
    private static func innerBonus(_ bytes: UnsafePointer<UInt8>, at j: Int, _ pairBonus: UnsafePointer<Int8>) -> Int {
        Int(pairBonus[Int(bytes[j &- 1]) &<< 7 | Int(bytes[j])])
    }

    /// The first row's state after a match at `j` with the bonus `b` (the
    /// first character's bonus counts `firstCharMultiplier` times).
    @inline(__always)
    private static func firstRow(bonus b: Int, at j: Int) -> SparseRow {
        let score = Int(MatchScoring.match) &+ b &* Int(MatchScoring.firstCharMultiplier)
        return SparseRow(potential: score &+ j &+ afterRun, runAt: j, runBonus: b)
    }

    /// A row's diagonal at `j` (bonus `b`) over the row below (`below`, as
    /// of `j - 1`): its score, and the bonus of the run it is part of.
    @inline(__always)
    private static func diagonal(over below: SparseRow, bonus b: Int, at j: Int) -> (score: Int, runBonus: Int) {
        let adjacent = below.runAt == j &- 1
        let above = max(below.potential &- j &+ 1, 0) &+ (adjacent ? -afterRun : 0)
        let continues = adjacent && !(b >= Int(MatchScoring.boundary) && b > below.runBonus)
        let bonus = continues ? max(b, max(Int(MatchScoring.consecutive), below.runBonus)) : b
        return (above &+ Int(MatchScoring.match) &+ bonus, continues ? below.runBonus : b)
    }

    /// A middle row's step at `j`: the diagonal over `below`, taken unless
    /// staying in the gap scores more.
    @inline(__always)
    private static func step(_ row: inout SparseRow, over below: SparseRow, bonus b: Int, at j: Int) {
        let (score, runBonus) = diagonal(over: below, bonus: b, at: j)
        if score >= row.potential &- j {
            row = SparseRow(potential: score &+ j &+ afterRun, runAt: j, runBonus: runBonus)
        }
    }

    /// The first of the gathered positions from `p` on (`p` moves past
    /// it) whose byte is the word's first character; -1 if none is.
    @inline(__always)
    private static func firstCharacter(_ rowsByByte: UnsafePointer<UInt64>, _ bytes: UnsafePointer<UInt8>,
                                       _ members: UnsafeMutablePointer<Int32>, _ total: Int, _ p: inout Int) -> Int {
        while p < total {
            let j = Int(members[p])
            p &+= 1
            if rowsByByte[Int(bytes[j])] & 1 != 0 { return j }
        }
        return -1
    }

    /// The points and word-start flags of a two-character word. The first
    /// row is kept as its position and bonus alone (`firstRow` rebuilds
    /// it where the second reads it), and the word-start check as two
    /// bits, so that what the loop carries fits in registers.
    func sparsePair(_ term: CompiledTerm, in bytes: UnsafePointer<UInt8>, count: Int) -> Int {
        let rowsByByte = term.rowsByByte
        let pairBonus = tables.pairBonus
        let members = memberPositions
        let total = MemberScan.gather(term, in: bytes, from: 0, count: count, into: members)
        let camel = Int(MatchScoring.camel123)
        var p = 0
        var firstAt = Self.firstCharacter(rowsByByte, bytes, members, total, &p)
        guard firstAt >= 0 else { return -1 }
        var firstBonus = Self.bonus(bytes, at: firstAt, pairBonus)
        var best = 0
        // The word-start check: bit 1, a first character that begins a
        // word seen before `j`; bit 2, the whole word matched in
        // word-start pieces.
        var starts = firstBonus >= camel ? 2 : 0
        while p < total {
            let j = Int(members[p])
            p &+= 1
            let rows = rowsByByte[Int(bytes[j])]
            let b = Self.innerBonus(bytes, at: j, pairBonus)
            if rows & 2 != 0 {
                best = max(best, Self.diagonal(over: Self.firstRow(bonus: firstBonus, at: firstAt), bonus: b, at: j).score)
                let piece = firstAt == j &- 1 && firstBonus >= camel
                if piece || (starts & 2 != 0 && b >= camel) { starts |= 4 }
            }
            if rows & 1 != 0 {
                firstAt = j
                firstBonus = b
                if b >= camel { starts |= 2 }
            }
        }
        guard best > 0 else { return -1 }
        return best &+ (count == 2 ? MatchScoring.wholeField : 0) &+ Self.startsKnown &+ (starts & 4 != 0 ? Self.startsWords : 0)
    }

    /// The points and word-start flags of a three-character word.
    func sparseTriple(_ term: CompiledTerm, in bytes: UnsafePointer<UInt8>, count: Int) -> Int {
        let rowsByByte = term.rowsByByte
        let pairBonus = tables.pairBonus
        let members = memberPositions
        let total = MemberScan.gather(term, in: bytes, from: 0, count: count, into: members)
        var done: UInt64 = 1, ends: UInt64 = 0, lastAt = -2
        var p = 0
        // The first row alone (its position and bonus, as in `sparsePair`).
        var firstAt = Self.firstCharacter(rowsByByte, bytes, members, total, &p)
        guard firstAt >= 0 else { return -1 }
        var firstBonus = Self.bonus(bytes, at: firstAt, pairBonus)
        Self.startsStep(&done, &ends, &lastAt, rows: 1, bonus: firstBonus, at: firstAt)
        // Until the second character after it: the first two rows.
        var second = SparseRow(potential: Self.never, runAt: Self.never, runBonus: 0)
        while true {
            guard p < total else { return -1 }
            let j = Int(members[p])
            p &+= 1
            let rows = rowsByByte[Int(bytes[j])] & 3
            if rows == 0 { continue }
            let b = Self.innerBonus(bytes, at: j, pairBonus)
            Self.startsStep(&done, &ends, &lastAt, rows: rows, bonus: b, at: j)
            if rows & 2 != 0 { Self.step(&second, over: Self.firstRow(bonus: firstBonus, at: firstAt), bonus: b, at: j) }
            if rows & 1 != 0 { (firstAt, firstBonus) = (j, b) }
            if rows & 2 != 0 { break }
        }
        // Every row.
        var best = 0
        while p < total {
            let j = Int(members[p])
            p &+= 1
            let rows = rowsByByte[Int(bytes[j])]
            let b = Self.innerBonus(bytes, at: j, pairBonus)
            Self.startsStep(&done, &ends, &lastAt, rows: rows, bonus: b, at: j)
            if rows & 4 != 0 { best = max(best, Self.diagonal(over: second, bonus: b, at: j).score) }
            if rows & 2 != 0 { Self.step(&second, over: Self.firstRow(bonus: firstBonus, at: firstAt), bonus: b, at: j) }
            if rows & 1 != 0 { (firstAt, firstBonus) = (j, b) }
        }
        guard best > 0 else { return -1 }
        return best &+ (count == 3 ? MatchScoring.wholeField : 0) &+ Self.starts(done, 3)
    }

    /// The points (and, for fewer than 64 characters, word-start flags) of
    /// a word of 2 to 64 characters. Until every character has been seen,
    /// a byte moves only the rows up to the first character not seen yet;
    /// after that, every row it is.
    func sparseColumn(_ term: CompiledTerm, in bytes: UnsafePointer<UInt8>, count: Int) -> Int {
        let m = term.count
        let last = m &- 1
        let rowsByByte = term.rowsByByte
        let pairBonus = tables.pairBonus
        let state = sparseRows
        var found = 0
        var best = 0
        var done: UInt64 = 1, ends: UInt64 = 0, lastAt = -2
        let members = memberPositions
        let total = MemberScan.gather(term, in: bytes, from: 0, count: count, into: members)
        var p = 0
        // The first character not seen yet (its bit; 0 past the 64th), and
        // the rows that move: those before it.
        var wanted: UInt64 = 1, moving: UInt64 = 0
        while found < m {
            guard p < total else { return -1 }
            let j = Int(members[p])
            p &+= 1
            var rows = rowsByByte[Int(bytes[j])]
            if rows & wanted != 0 {
                state[found] = SparseRow(potential: Self.never, runAt: Self.never, runBonus: 0)
                found &+= 1
                wanted &<<= 1
                moving = wanted &- 1
            }
            rows &= moving
            if rows != 0 {
                let b = Self.bonus(bytes, at: j, pairBonus)
                Self.advance(state, rows: rows, last: last, bonus: b, at: j, best: &best)
                Self.startsStep(&done, &ends, &lastAt, rows: rows, bonus: b, at: j)
            }
        }
        // Every byte gathered from here on is after the first gathered (so
        // not the field's first), and moves every row it is.
        while p < total {
            let j = Int(members[p])
            p &+= 1
            let rows = rowsByByte[Int(bytes[j])]
            let b = Self.innerBonus(bytes, at: j, pairBonus)
            Self.advance(state, rows: rows, last: last, bonus: b, at: j, best: &best)
            Self.startsStep(&done, &ends, &lastAt, rows: rows, bonus: b, at: j)
        }
        return best &+ (m == count ? MatchScoring.wholeField : 0) &+ (m < 64 ? Self.starts(done, m) : 0)
    }

    /// `sparseColumn`'s step at `j` for the rows `rows`, highest first, so
    /// that each reads the row below before that one moves on; the last
    /// row (`last`) raises `best`.
    @inline(__always)
    private static func advance(_ state: UnsafeMutablePointer<SparseRow>, rows: UInt64, last: Int, bonus b: Int,
                                at j: Int, best: inout Int) {
        var rows = rows
        while rows != 0 {
            let i = 63 &- rows.leadingZeroBitCount
            rows &= ~(1 &<< UInt64(i))
            if i == 0 {
                state[0] = firstRow(bonus: b, at: j)
            } else if i == last {
                best = max(best, diagonal(over: state[i &- 1], bonus: b, at: j).score)
            } else {
                step(&state[i], over: state[i &- 1], bonus: b, at: j)
            }
        }
    }
}
