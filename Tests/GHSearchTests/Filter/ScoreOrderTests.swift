import Testing
import TestSupport
@testable import GHSearchFilter

/// Ranking by score (`FilterOrder.rankedByScore`, a radix sort) gives what
/// a plain sort does: highest score first, ties in the order given, for
/// scores that span one radix digit, several, or the whole 32 bits.
@Suite(.standardTimeLimit) struct ScoreOrderTests {
    /// `count` ascending rows with pseudo-random scores in `lowest...lowest+spread`.
    static func sample(_ count: Int, lowest: UInt32, spread: UInt32, seed: UInt64) -> (rows: [UInt32], scores: [UInt32]) {
        var state = seed
        func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 11
        }
        var row: UInt32 = 0
        var rows: [UInt32] = [], scores: [UInt32] = []
        for _ in 0..<count {
            row += 1 + UInt32(next() % 3)
            rows.append(row)
            // Few distinct values now and then, so that ties are common.
            let value = next() % 4 == 0 ? UInt64(spread) / 2 : next() % (UInt64(spread) + 1)
            scores.append(lowest + UInt32(value))
        }
        return (rows, scores)
    }

    static func expected(_ rows: [UInt32], _ scores: [UInt32]) -> (rows: [Int], scores: [UInt32]) {
        let sorted = zip(rows, scores).enumerated().sorted { a, b in
            a.element.1 != b.element.1 ? a.element.1 > b.element.1 : a.offset < b.offset
        }
        return (sorted.map { Int($0.element.0) }, sorted.map(\.element.1))
    }

    /// (lowest score, spread): one digit, its edges, two and three digits, all 32 bits.
    static let ranges: [(UInt32, UInt32)] = [(0, 0), (7, 2_000), (0, 2_047), (100, 2_048), (5, 70_000),
                                             (1 << 22, 1 << 23), (0, UInt32.max), (UInt32.max - 5, 5)]

    @Test func ranksAsAPlainSortDoes() {
        for (lowest, spread) in Self.ranges {
            for (count, seed) in [(0, UInt64(1)), (1, 2), (2, 3), (50, 4), (5_000, 5)] {
                let (rows, scores) = Self.sample(count, lowest: lowest, spread: spread, seed: seed)
                let ranked = FilterOrder.rankedByScore(rows: rows, scores: scores)
                let want = Self.expected(rows, scores)
                #expect(ranked.rows == want.rows, "\(count) rows, scores \(lowest)+\(spread)")
                #expect(ranked.scores == want.scores, "\(count) rows, scores \(lowest)+\(spread)")
                #expect(FilterOrder.byScore(rows: rows, scores: scores) == want.rows)
            }
        }
    }

    @Test func rowsOutOfOrderKeepTheirOrderAmongTies() {
        let ranked = FilterOrder.rankedByScore(rows: [9, 3, 7, 1], scores: [5, 8, 5, 8])
        #expect(ranked.rows == [3, 1, 9, 7])
        #expect(ranked.scores == [8, 8, 5, 5])
    }
}
