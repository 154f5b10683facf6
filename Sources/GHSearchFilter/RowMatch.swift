/// Why one row passed a filter, for drawing it: the matched characters in
/// each field (ranges of `Character` offsets in `FilterField.text(of:)`, the
/// same offsets `TableCell.highlights` takes), and which field explains
/// each word, so a row whose only evidence lies in a hidden column (a
/// description on a narrow screen, a topic) can show it.
public struct RowMatch: Sendable, Equatable {
    public let row: Int
    /// The row's score (what the results are ranked by).
    public let score: Int
    /// Matched ranges per field, sorted and merged; every field where a
    /// word matches, not only its best one.
    public let ranges: [FilterField: [Range<Int>]]
    /// For each group of words (with a positive word), the fields it matched
    /// in and the one where it scored best.
    public let evidence: [Evidence]

    public struct Evidence: Sendable, Equatable {
        public let fields: Set<FilterField>
        public let best: FilterField
    }

    public func ranges(in field: FilterField) -> [Range<Int>] { ranges[field] ?? [] }

    /// The fields to reveal when only `visible` ones are on screen: the best
    /// field of every word none of whose matches can be seen, heaviest first.
    public func hiddenEvidence(visible: Set<FilterField>) -> [FilterField] {
        var hidden: [FilterField] = []
        for item in evidence where item.fields.isDisjoint(with: visible) && !hidden.contains(item.best) {
            hidden.append(item.best)
        }
        return hidden.sorted { $0.weight > $1.weight || $0.weight == $1.weight && $0.rawValue < $1.rawValue }
    }
}

extension FilterEngine {
    /// What made each of `rows` pass `filter` (nil for a row that does not):
    /// call it for the rows on screen only.
    public func matches(_ rows: some Sequence<Int>, filter: Filter, corpus: FilterCorpus) -> [RowMatch?] {
        let program = FilterProgram(filter, corpus: corpus)
        let qualifiers = QualifierSet(filter.qualifiers)
        return corpus.withView { view in
            rows.map { row in
                guard row >= 0, row < corpus.count,
                      let score = program.score(row: row, corpus: corpus, view: view) else { return nil }
                return RowMatch.explain(row: row, score: score, filter: filter, qualifiers: qualifiers,
                                        view: view, program: program)
            }
        }
    }

    /// `matches(_:filter:corpus:)` for one row.
    public func match(_ row: Int, filter: Filter, corpus: FilterCorpus) -> RowMatch? {
        matches([row], filter: filter, corpus: corpus)[0]
    }
}

extension RowMatch {
    static func explain(row: Int, score: Int, filter: Filter, qualifiers: QualifierSet,
                        view: CorpusView, program: FilterProgram) -> RowMatch {
        let scratch = program.scratch
        var positions: [FilterField: [Int]] = [:]
        var evidence: [Evidence] = []
        for (g, group) in filter.groups.enumerated() {
            // The group's best positive word, as ranked.
            var best: CompiledTerm?
            var bestPoints = -1
            for index in group.indices where !group[index].isInverse {
                let term = program.term(group: g, index: index)
                let points = program.points(term, row: row, view: view)
                if points > bestPoints { bestPoints = points; best = term }
            }
            guard let term = best, bestPoints >= 0 else { continue }
            var fields = Set<FilterField>()
            var bestField = FilterField.name
            var bestWeighted = -1
            for rank in 0..<FilterField.count {
                let field = FilterProgram.field(byWeight: rank)
                guard !term.nameOnly || field == .name, view.mask(row: row, field) & term.mask == term.mask else { continue }
                let points = scratch.score(term, in: view.field(row: row, field), withPositions: true)
                guard points >= 0 else { continue }
                fields.insert(field)
                positions[field, default: []] += (0..<scratch.positionCount).map { Int(scratch.positions[$0]) }
                let text = view.field(row: row, field)
                let weighted = points * field.weight + (scratch.matchesAtWordStarts(term, in: text) ? term.wordStart : 0)
                if weighted > bestWeighted { bestWeighted = weighted; bestField = field }
            }
            evidence.append(Evidence(fields: fields, best: bestField))
        }
        // Qualifiers on text explain a row too: the language, the topic asked for.
        if !qualifiers.languages.isEmpty {
            let language = view.field(row: row, .language)
            positions[.language, default: []] += Array(0..<language.count)
        }
        if !qualifiers.topics.isEmpty {
            positions[.topics, default: []] += topicPositions(qualifiers.topics, in: view.field(row: row, .topics))
        }
        var ranges: [FilterField: [Range<Int>]] = [:]
        for (field, offsets) in positions where !offsets.isEmpty {
            ranges[field] = merged(offsets)
        }
        return RowMatch(row: row, score: score, ranges: ranges, evidence: evidence)
    }

    /// Offsets of the topics (space-separated words) equal to one of `topics`.
    private static func topicPositions(_ topics: Set<String>, in text: FieldText) -> [Int] {
        let wanted = topics.map { MatchText.units(of: $0).map(ScalarFolding.lower) }
        var offsets: [Int] = []
        var start = 0
        for end in 0...text.count where end == text.count || text.key(end, .lowered) == 0x20 {
            let word = (start..<end).map { text.key($0, .lowered) }
            if wanted.contains(word) { offsets += Array(start..<end) }
            start = end + 1
        }
        return offsets
    }

    /// Sorted offsets as ranges of consecutive ones.
    private static func merged(_ offsets: [Int]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for offset in Set(offsets).sorted() {
            if let last = ranges.last, last.upperBound == offset {
                ranges[ranges.count - 1] = last.lowerBound..<(offset + 1)
            } else {
                ranges.append(offset..<(offset + 1))
            }
        }
        return ranges
    }
}
