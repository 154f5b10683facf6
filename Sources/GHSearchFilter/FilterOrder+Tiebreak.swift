extension FilterOrder {
    /// `rows` (ascending) ranked by `scores`, highest first, rows of equal
    /// score in the order of `tiebreak` (then ascending). `begin` gives
    /// rows' first matched positions, asked only for rows that tie, and
    /// only when `tiebreak` has `begin`.
    static func byScore(rows: [UInt32], scores: [UInt32], tiebreak: FilterTiebreak, corpus: FilterCorpus,
                        begin: ([Int]) -> [Int]) -> [Int] {
        let result = rankedByScore(rows: rows, scores: scores, withScores: !tiebreak.criteria.isEmpty)
        var ranked = result.rows
        let rankedScores = result.scores
        guard !tiebreak.criteria.isEmpty, ranked.count > 1 else { return ranked }
        var beginOf: [Int: Int] = [:]
        corpus.withView { view in
            var start = 0
            while start < ranked.count {
                var end = start + 1
                let score = rankedScores[start]
                while end < ranked.count, rankedScores[end] == score { end += 1 }
                if end - start > 1 {
                    if tiebreak.criteria.contains(.begin) {
                        let tied = Array(ranked[start..<end])
                        for (row, position) in zip(tied, begin(tied)) { beginOf[row] = position }
                    }
                    ranked[start..<end].sort { a, b in
                        for criterion in tiebreak.criteria {
                            let order = compare(a, b, criterion, corpus, view, beginOf)
                            if order != 0 { return order < 0 }
                        }
                        return a < b
                    }
                }
                start = end
            }
        }
        return ranked
    }

    /// -1, 0, 1 for row `a` before, with, after row `b` by `criterion`.
    private static func compare(_ a: Int, _ b: Int, _ criterion: FilterTiebreak.Criterion, _ corpus: FilterCorpus,
                                _ view: CorpusView, _ beginOf: [Int: Int]) -> Int {
        switch criterion {
        case .length:
            let x = view.field(row: a, .name).count, y = view.field(row: b, .name).count
            return x == y ? 0 : x < y ? -1 : 1
        case .begin:
            let x = beginOf[a] ?? .max, y = beginOf[b] ?? .max
            return x == y ? 0 : x < y ? -1 : 1
        case .name:
            return compareNames(view.field(row: a, .name), view.field(row: b, .name))
        case .stars:
            return compare(Int64(corpus.stars[a]), Int64(corpus.stars[b]), unknown: Int64(FilterCorpus.unknownNumber), false)
        case .pushed:
            return compare(corpus.pushed[a], corpus.pushed[b], unknown: FilterCorpus.unknownDate, false)
        case .index:
            return a == b ? 0 : a < b ? -1 : 1
        }
    }
}
