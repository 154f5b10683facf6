/// Where the slices of one filter run write the rows that pass and their
/// points per group: one buffer with room for every candidate, each slice
/// writing from its first candidate's position on (a slice of `n`
/// candidates passes `n` rows at most), and how many passed in each. The
/// slices write apart, so the threads of a run share it without a lock;
/// `joined` reads it once they are done.
struct RunOutput: @unchecked Sendable {
    private let rows: UnsafeMutablePointer<UInt32>
    private let scores: UnsafeMutablePointer<UInt32>
    private let passed: UnsafeMutablePointer<Int>
    private let groups: Int
    private let candidates: Int
    private let slices: Int

    /// Room for `candidates` rows with `groups` points each, in `slices` slices.
    init(candidates: Int, groups: Int, slices: Int) {
        self.candidates = candidates
        self.groups = groups
        self.slices = max(1, slices)
        rows = .allocate(capacity: max(1, candidates))
        scores = .allocate(capacity: max(1, candidates &* groups))
        passed = .allocate(capacity: self.slices)
        passed.initialize(repeating: 0, count: self.slices)
    }

    /// The candidates' positions slice `slice` looks at.
    func positions(_ slice: Int) -> Range<Int> {
        (candidates * slice / slices)..<(candidates * (slice + 1) / slices)
    }

    /// Where slice `slice` writes its rows and their points.
    func destination(_ slice: Int) -> (rows: UnsafeMutablePointer<UInt32>, scores: UnsafeMutablePointer<UInt32>) {
        let first = positions(slice).lowerBound
        return (rows + first, scores + first &* groups)
    }

    /// Slice `slice` wrote `count` rows.
    func setPassed(_ count: Int, slice: Int) {
        passed[slice] = count
    }

    /// Every slice's rows in slice order, and their points per group, row-major.
    func joined() -> (rows: [UInt32], scores: [UInt32]) {
        var total = 0
        for slice in 0..<slices { total &+= passed[slice] }
        let joinedRows = [UInt32](unsafeUninitializedCapacity: total) { buffer, initialized in
            guard total > 0 else { initialized = 0; return }
            var next = buffer.baseAddress!
            for slice in 0..<slices where passed[slice] > 0 {
                next.update(from: destination(slice).rows, count: passed[slice])
                next += passed[slice]
            }
            initialized = total
        }
        let joinedScores = [UInt32](unsafeUninitializedCapacity: total &* groups) { buffer, initialized in
            guard total &* groups > 0 else { initialized = 0; return }
            var next = buffer.baseAddress!
            for slice in 0..<slices where passed[slice] > 0 {
                next.update(from: destination(slice).scores, count: passed[slice] &* groups)
                next += passed[slice] &* groups
            }
            initialized = total &* groups
        }
        return (joinedRows, joinedScores)
    }

    /// Frees the buffer; the value is not used after.
    func deallocate() {
        rows.deallocate()
        scores.deallocate()
        passed.deallocate()
    }
}
