/// The orders a result is shown in: by score (a radix sort, linear in the
/// rows, ties in list order), or by a sort key (a permutation of the whole
/// corpus made once per corpus version, merged with each new page, and
/// read through a bitmap of the matching rows).
enum FilterOrder {
    /// `rows` (ascending) ranked by `scores`, highest first, ties ascending.
    static func byScore(rows: [UInt32], scores: [UInt32]) -> [Int] {
        rankedByScore(rows: rows, scores: scores, withScores: false).rows
    }

    /// `byScore`, with each ranked row's score beside it (`withScores`;
    /// else the scores are left empty). A radix sort on how far each score
    /// is below the highest, 11 bits a pass (one pass while the scores span
    /// fewer than 2,048 values), each row's key and number moved together:
    /// linear in the rows whatever the scores' size, ties in the order given.
    static func rankedByScore(rows: [UInt32], scores: [UInt32], withScores: Bool = true) -> (rows: [Int], scores: [UInt32]) {
        let n = min(rows.count, scores.count)
        guard n > 0 else { return ([], []) }
        var highest: UInt32 = 0, lowest = UInt32.max
        for score in scores.prefix(n) {
            highest = max(highest, score)
            lowest = min(lowest, score)
        }
        let keyBits = 32 - (highest &- lowest).leadingZeroBitCount
        let keyed = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: n &* 2)
        defer { keyed.deallocate() }
        var source = UnsafeMutableBufferPointer(rebasing: keyed[0..<n])
        var target = UnsafeMutableBufferPointer(rebasing: keyed[n...])
        rows.withUnsafeBufferPointer { rows in
            scores.withUnsafeBufferPointer { scores in
                for k in 0..<n { source[k] = UInt64(highest &- scores[k]) << 32 | UInt64(rows[k]) }
            }
        }
        let radix = 11
        let counts = UnsafeMutablePointer<Int>.allocate(capacity: (1 << radix) &+ 1)
        defer { counts.deallocate() }
        var shift = 32
        while shift < 32 &+ keyBits {
            counts.initialize(repeating: 0, count: (1 << radix) &+ 1)
            for k in 0..<n { counts[Int(truncatingIfNeeded: (source[k] >> shift) & 2047) &+ 1] &+= 1 }
            for digit in 1...(1 << radix) { counts[digit] &+= counts[digit &- 1] }
            for k in 0..<n {
                let digit = Int(truncatingIfNeeded: (source[k] >> shift) & 2047)
                target[counts[digit]] = source[k]
                counts[digit] &+= 1
            }
            swap(&source, &target)
            shift &+= radix
        }
        let ranked = [Int](unsafeUninitializedCapacity: n) { ranked, initialized in
            for k in 0..<n { ranked[k] = Int(truncatingIfNeeded: source[k] & 0xffff_ffff) }
            initialized = n
        }
        guard withScores else { return (ranked, []) }
        let rankedScores = [UInt32](unsafeUninitializedCapacity: n) { ranked, initialized in
            for k in 0..<n { ranked[k] = highest &- UInt32(truncatingIfNeeded: source[k] >> 32) }
            initialized = n
        }
        return (ranked, rankedScores)
    }

    /// The rows of `permutation` that are in `rows` (ascending), in the permutation's order.
    static func following(_ permutation: [UInt32], rows: [UInt32], count: Int) -> [Int] {
        if rows.count == count { return permutation.map(Int.init) }
        var bits = [UInt64](repeating: 0, count: (count + 63) / 64)
        for row in rows { bits[Int(row) >> 6] |= 1 << UInt64(row & 63) }
        var ordered: [Int] = []
        ordered.reserveCapacity(rows.count)
        for row in permutation where bits[Int(row) >> 6] & (1 << UInt64(row & 63)) != 0 {
            ordered.append(Int(row))
        }
        return ordered
    }

    /// Every row of `corpus` in the order of `sort` (ties in list order,
    /// rows without the value last), extending `previous` (the order of the
    /// first `previous.count` rows) with the rows after them.
    static func permutation(_ sort: FilterSort, corpus: FilterCorpus, extending previous: [UInt32] = []) -> [UInt32] {
        let sortedFresh = sortedRows(previous.count..<corpus.count, sort, corpus)
        if previous.isEmpty { return sortedFresh }
        var merged: [UInt32] = []
        merged.reserveCapacity(corpus.count)
        corpus.withView { view in
            var i = 0, j = 0
            while i < previous.count || j < sortedFresh.count {
                if j == sortedFresh.count || i < previous.count && !precedes(sortedFresh[j], previous[i], sort, corpus, view) {
                    merged.append(previous[i]); i += 1
                } else {
                    merged.append(sortedFresh[j]); j += 1
                }
            }
        }
        return merged
    }

    /// `rows` in the order of `sort`: numbers and dates as (value, row)
    /// pairs with unknown values last, names with a comparison.
    private static func sortedRows(_ rows: Range<Int>, _ sort: FilterSort, _ corpus: FilterCorpus) -> [UInt32] {
        let values: [Int64]
        let unknown: Int64
        switch sort.key {
        case .bestMatch: return rows.map { UInt32($0) }
        case .name:
            return corpus.withView { view in rows.map { UInt32($0) }.sorted { precedes($0, $1, sort, corpus, view) } }
        case .stars: values = corpus.stars.map(Int64.init); unknown = Int64(FilterCorpus.unknownNumber)
        case .forks: values = corpus.forks.map(Int64.init); unknown = Int64(FilterCorpus.unknownNumber)
        case .pushed: values = corpus.pushed; unknown = FilterCorpus.unknownDate
        case .updated: values = corpus.updated; unknown = FilterCorpus.unknownDate
        case .created: values = corpus.created; unknown = FilterCorpus.unknownDate
        }
        // Keys that sort ascending in the order wanted: negated for "most first", unknown above all.
        struct Pair { var key: Int64; var row: UInt32 }
        var pairs = rows.map { row in
            let value = values[row]
            return Pair(key: value == unknown ? .max : (sort.ascending ? value : -value), row: UInt32(row))
        }
        pairs.sort { $0.key != $1.key ? $0.key < $1.key : $0.row < $1.row }
        return pairs.map(\.row)
    }

    /// Whether row `a` comes before row `b`: by the key, then in list order.
    private static func precedes(_ a: UInt32, _ b: UInt32, _ sort: FilterSort, _ corpus: FilterCorpus,
                                 _ view: CorpusView) -> Bool {
        let x = Int(a), y = Int(b)
        let order: Int
        switch sort.key {
        case .bestMatch: order = 0
        case .stars: order = compare(Int64(corpus.stars[x]), Int64(corpus.stars[y]), unknown: Int64(FilterCorpus.unknownNumber), sort.ascending)
        case .forks: order = compare(Int64(corpus.forks[x]), Int64(corpus.forks[y]), unknown: Int64(FilterCorpus.unknownNumber), sort.ascending)
        case .pushed: order = compare(corpus.pushed[x], corpus.pushed[y], unknown: FilterCorpus.unknownDate, sort.ascending)
        case .updated: order = compare(corpus.updated[x], corpus.updated[y], unknown: FilterCorpus.unknownDate, sort.ascending)
        case .created: order = compare(corpus.created[x], corpus.created[y], unknown: FilterCorpus.unknownDate, sort.ascending)
        case .name:
            let byName = compareNames(view.field(row: x, .name), view.field(row: y, .name))
            order = sort.ascending ? byName : -byName
        }
        return order != 0 ? order < 0 : a < b
    }

    /// -1, 0, 1 for `a` before, with, after `b`; unknown values last.
    static func compare(_ a: Int64, _ b: Int64, unknown: Int64, _ ascending: Bool) -> Int {
        if a == b { return 0 }
        if a == unknown { return 1 }
        if b == unknown { return -1 }
        return (a < b) == ascending ? -1 : 1
    }

    /// Names compared case- and accent-insensitively, then exactly.
    static func compareNames(_ a: FieldText, _ b: FieldText) -> Int {
        let folded = compareNames(a, b, .folded)
        return folded != 0 ? folded : compareNames(a, b, .exact)
    }

    private static func compareNames(_ a: FieldText, _ b: FieldText, _ comparison: FilterTerm.Comparison) -> Int {
        for i in 0..<min(a.count, b.count) {
            let x = a.key(i, comparison), y = b.key(i, comparison)
            if x != y { return x < y ? -1 : 1 }
        }
        return a.count == b.count ? 0 : a.count < b.count ? -1 : 1
    }
}
