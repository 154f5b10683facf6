/// Gathers the rows of one slice of a filter run that pass, and their
/// points per group, into memory its caller gives (the slice's part of the
/// run's output). What the per-row step reads is plain values and
/// pointers (into memory this value allocates, freed by `deallocate()`,
/// and into the candidates' scores, valid for the run), and the program is
/// held unmanaged: looking at a row touches no reference count.
struct RowCollector {
    /// The program of the run (its caller keeps it alive).
    private let program: Unmanaged<FilterProgram>
    /// The rows that passed (`passed` of them) and their points per group,
    /// row-major, in the caller's memory, room for every row the slice looks at.
    private let passedRows: UnsafeMutablePointer<UInt32>
    private let passedScores: UnsafeMutablePointer<UInt32>
    /// How many rows passed.
    private(set) var passed = 0
    private let groupCount: Int
    /// The groups a row not known from the candidates is matched with (all
    /// of them, cheapest first), and those a known one is (the groups the
    /// candidates' filter did not have).
    private let order: UnsafeMutableBufferPointer<Int>
    private let fresh: UnsafeMutableBufferPointer<Int>
    /// The groups whose points a known row takes from the candidates', and
    /// the candidates' group each is (`carriedFrom[i]` for `carried[i]`).
    private let carried: UnsafeMutableBufferPointer<Int>
    private let carriedFrom: UnsafeMutableBufferPointer<Int>
    /// The row's points per group, as they are found.
    private let points: UnsafeMutableBufferPointer<UInt32>
    private let checksQualifiers: Bool
    private let checksKnownQualifiers: Bool
    /// The candidates' points per group, row-major, `earlierStride` a row.
    private let earlierScores: UnsafePointer<UInt32>?
    private let earlierStride: Int

    /// `earlier`: the selection of the result the candidates come from (nil:
    /// none), and `earlierScores` its points per group; `rows` and
    /// `scores`: where the rows that pass go, room for every row the slice
    /// looks at (and its points per group).
    init(program: FilterProgram, filter: Filter, earlier: Filter.Selection?, earlierScores: UnsafeBufferPointer<UInt32>,
         into rows: UnsafeMutablePointer<UInt32>, scores: UnsafeMutablePointer<UInt32>) {
        self.program = .passUnretained(program)
        let groups = filter.groups.count
        groupCount = groups
        passedRows = rows
        passedScores = scores
        var reused = [Int](repeating: -1, count: groups)
        var sameQualifiers = false
        if let earlier {
            for (g, group) in filter.groups.enumerated() {
                reused[g] = earlier.groups.firstIndex(of: group) ?? -1
            }
            sameQualifiers = QualifierSet(earlier.qualifiers) == QualifierSet(filter.qualifiers)
        }
        let freshGroups = program.order.filter { reused[$0] < 0 }
        let carriedGroups = program.order.filter { reused[$0] >= 0 }
        order = Self.copy(program.order)
        fresh = Self.copy(freshGroups)
        carried = Self.copy(carriedGroups)
        carriedFrom = Self.copy(carriedGroups.map { reused[$0] })
        points = .allocate(capacity: max(1, groups))
        points.initialize(repeating: 0)
        checksQualifiers = !program.qualifiers.isEmpty
        checksKnownQualifiers = checksQualifiers && !sameQualifiers
        self.earlierScores = earlierScores.baseAddress
        earlierStride = earlier?.groups.count ?? 0
    }

    private static func copy(_ values: [Int]) -> UnsafeMutableBufferPointer<Int> {
        let buffer = UnsafeMutableBufferPointer<Int>.allocate(capacity: max(1, values.count))
        _ = buffer.initialize(from: values)
        return UnsafeMutableBufferPointer(rebasing: buffer[0..<values.count])
    }

    /// Frees what `init` allocated; the value is not used after.
    func deallocate() {
        for buffer in [order, fresh, carried, carriedFrom] { buffer.baseAddress?.deallocate() }
        points.deallocate()
    }

    /// Row `row`, which was row `k` of the candidates' result (nil: not
    /// known; a literal nil at the call lets each loop drop the other case).
    @inline(__always)
    mutating func consider(_ row: Int, earlier k: Int?, _ corpus: FilterCorpus, _ view: CorpusView) {
        let known = k != nil
        let groups = known ? fresh : order
        let passes = program._withUnsafeGuaranteedRef { program in
            if (known ? checksKnownQualifiers : checksQualifiers) && !program.qualifiers.passes(row, corpus) { return false }
            for i in 0..<groups.count {
                let g = groups[i]
                let score = program.groupScore(g, row: row, view: view)
                if score < 0 { return false }
                points[g] = UInt32(truncatingIfNeeded: score)
            }
            return true
        }
        guard passes else { return }
        if let k {
            let scores = earlierScores! + k &* earlierStride
            for i in 0..<carried.count { points[carried[i]] = scores[carriedFrom[i]] }
        }
        passedRows[passed] = UInt32(truncatingIfNeeded: row)
        let scores = passedScores + passed &* groupCount
        for g in 0..<groupCount { scores[g] = points[g] }
        passed &+= 1
    }
}
