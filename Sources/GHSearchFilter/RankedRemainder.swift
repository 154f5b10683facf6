import Synchronization

/// The ranking of every row a lazy filter run kept, made the first time a
/// row past the ranked head is read: the points the run left unknown
/// (`RowCollector.unknown`) computed, then all rows ranked as the eager
/// run ranks them (by score, ties in list order).
final class RankedRemainder: Sendable {
    private let filter: Filter
    private let corpus: FilterCorpus
    private let state: Mutex<State>
    /// The rows kept, ascending.
    private let kept: [UInt32]

    private enum State {
        case pending(rows: [UInt32], groupScores: [UInt32])
        case ranked([Int])
    }

    /// `rows` (ascending) passed `filter` over `corpus`, with their points
    /// per group (row-major), some unknown.
    init(filter: Filter, corpus: FilterCorpus, rows: [UInt32], groupScores: [UInt32]) {
        self.filter = filter
        self.corpus = corpus
        kept = rows
        state = Mutex(.pending(rows: rows, groupScores: groupScores))
    }

    /// Whether `row` is one of the rows kept.
    func holds(_ row: Int) -> Bool {
        guard row >= 0, row <= Int(UInt32.max) else { return false }
        let wanted = UInt32(row)
        var low = 0, high = kept.count
        while low < high {
            let middle = (low + high) / 2
            if kept[middle] < wanted { low = middle + 1 } else { high = middle }
        }
        return low < kept.count && kept[low] == wanted
    }

    var isRanked: Bool {
        state.withLock { if case .ranked = $0 { return true } else { return false } }
    }

    /// Every row, ranked.
    var rows: [Int] {
        state.withLock { state in
            switch state {
            case .ranked(let rows):
                return rows
            case .pending(let rows, var scores):
                let groups = filter.groups.count
                Self.complete(&scores, rows: rows, groups: groups, filter: filter, corpus: corpus)
                let totals = groups == 1 ? scores : (0..<rows.count).map { k in
                    (0..<groups).reduce(UInt32(0)) { $0 &+ scores[k &* groups &+ $1] }
                }
                let ranked = FilterOrder.byScore(rows: rows, scores: totals)
                state = .ranked(ranked)
                return ranked
            }
        }
    }

    /// Computes the points left unknown in `scores`.
    static func complete(_ scores: inout [UInt32], rows: [UInt32], groups: Int, filter: Filter, corpus: FilterCorpus) {
        let program = FilterProgram(filter, corpus: corpus)
        withExtendedLifetime(program) {
            corpus.withView { view in
                for k in rows.indices {
                    for g in 0..<groups where scores[k &* groups &+ g] == RowCollector.unknown {
                        scores[k &* groups &+ g] = UInt32(truncatingIfNeeded: program.groupScore(g, row: Int(rows[k]), view: view))
                    }
                }
            }
        }
    }
}
