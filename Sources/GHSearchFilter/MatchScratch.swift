/// The working memory of the matcher, allocated once per filter run and
/// reused for every row, so matching allocates nothing per row: the keys
/// and bonuses of the field being scored, fzf's score and run-length
/// matrices, the first occurrence of each pattern character, and the matched
/// positions of the last match asked for with positions.
final class MatchScratch {
    // A final class whose stored `var`s the hot loop does not touch (only
    // `positionCount`, when positions are asked for): no exclusivity checks per row.
    /// Units of the longest field that fits.
    let fieldCapacity: Int
    /// Characters of the longest pattern the score matrix is made for.
    let patternCapacity: Int
    /// Cells of the score matrix; a longer field × pattern falls back to the greedy algorithm.
    let cellCapacity: Int

    let keys: UnsafeMutablePointer<UInt32>
    let bonuses: UnsafeMutablePointer<Int16>
    let firstRow: UnsafeMutablePointer<Int16>
    let firstRun: UnsafeMutablePointer<Int16>
    let firstOccurrence: UnsafeMutablePointer<Int32>
    let scores: UnsafeMutablePointer<Int16>
    let runs: UnsafeMutablePointer<Int16>
    /// Matched positions (field offsets), in no particular order; `positionCount` of them
    /// (set only by a match asked for with positions).
    let positions: UnsafeMutablePointer<Int32>
    var positionCount = 0
    /// The positions of a field whose bytes are one of the term's
    /// characters (`MemberScan.gather`), for the sparse passes.
    let memberPositions: UnsafeMutablePointer<Int32>
    /// `sparseColumn`'s rows, one per pattern character (64 at most).
    let sparseRows: UnsafeMutablePointer<SparseRow>
    let tables = MatchTables()
    /// The previous column of the score-only DP, one cell per pattern character.
    let column: UnsafeMutablePointer<ColumnCell>
    /// Per field position, a bit for each pattern character `k` from which
    /// a match in word-start pieces starting there was tried and failed;
    /// all zeros between checks (each check clears what it wrote).
    let wordMemo: UnsafeMutablePointer<UInt64>
    /// The positions one word-start check wrote in `wordMemo`, each once.
    let wordMemoWritten: UnsafeMutablePointer<Int32>
    /// Per pattern character `k` (64 at most), the earliest field position
    /// from which the word-start check found no way to match the rest.
    let wordFailFrom: UnsafeMutablePointer<Int>

    /// A cell of the score-only DP: score, run length, bonus at the run's
    /// start, whether in a gap (1) or not (0), and (for the lazy ASCII pass)
    /// the text position it holds.
    struct ColumnCell {
        var score: Int16
        var run: Int16
        var runBonus: Int16
        var gap: Int16
        var at: Int32 = 0
    }

    /// A row of the ASCII sparse passes (SparsePasses.swift): its score at
    /// a later position `x` where it does not match is `potential - x`
    /// (0 once that is not positive), and where its last match taken was
    /// (`runAt`, `MatchScratch.never` if none) and its run's first bonus.
    struct SparseRow {
        var potential: Int
        var runAt: Int
        var runBonus: Int
    }

    /// The largest score matrix ever allocated (fzf uses the same order of magnitude).
    static let maximumCells = 1 << 18

    init(fieldCapacity: Int, patternCapacity: Int) {
        self.fieldCapacity = max(1, fieldCapacity)
        self.patternCapacity = max(1, patternCapacity)
        cellCapacity = min(Self.maximumCells, self.fieldCapacity * self.patternCapacity)
        keys = .allocate(capacity: self.fieldCapacity)
        bonuses = .allocate(capacity: self.fieldCapacity)
        firstRow = .allocate(capacity: self.fieldCapacity)
        firstRun = .allocate(capacity: self.fieldCapacity)
        firstOccurrence = .allocate(capacity: self.patternCapacity)
        scores = .allocate(capacity: cellCapacity)
        runs = .allocate(capacity: cellCapacity)
        positions = .allocate(capacity: max(self.fieldCapacity, self.patternCapacity))
        column = .allocate(capacity: self.patternCapacity)
        sparseRows = .allocate(capacity: min(self.patternCapacity, 64))
        memberPositions = .allocate(capacity: self.fieldCapacity)
        wordMemo = .allocate(capacity: self.fieldCapacity)
        wordMemo.initialize(repeating: 0, count: self.fieldCapacity)
        wordMemoWritten = .allocate(capacity: self.fieldCapacity)
        wordFailFrom = .allocate(capacity: 64)
    }

    deinit {
        keys.deallocate()
        bonuses.deallocate()
        firstRow.deallocate()
        firstRun.deallocate()
        firstOccurrence.deallocate()
        scores.deallocate()
        runs.deallocate()
        positions.deallocate()
        tables.deallocate()
        column.deallocate()
        sparseRows.deallocate()
        memberPositions.deallocate()
        wordMemo.deallocate()
        wordMemoWritten.deallocate()
        wordFailFrom.deallocate()
    }

    /// The matched positions of the last match, sorted.
    func sortedPositions() -> [Int] {
        (0..<positionCount).map { Int(positions[$0]) }.sorted()
    }
}
