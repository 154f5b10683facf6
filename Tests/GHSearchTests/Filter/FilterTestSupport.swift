import Foundation
@testable import GHSearchCLI
@testable import GHSearchGitHub
@testable import GHSearchFilter

/// Small helpers for the filter's tests: repositories by name, the names a
/// filter keeps in order, and one field's points for a word.
enum FilterFixture {
    static func repositories(_ names: [String]) -> [Repository] {
        names.map { Repository(name: $0) }
    }

    /// The names `filter` keeps of `repositories`, in the order shown.
    static func names(_ filter: String, in repositories: [Repository], defaultSort: FilterSort? = nil) -> [String] {
        var engine = FilterEngine()
        let corpus = FilterCorpus(repositories)
        return engine.run(Filter(filter), over: corpus, defaultSort: defaultSort).rows.map { repositories[$0].name }
    }

    /// `body` for every row's name field in `corpus`, with one scratch and
    /// `term` compiled for all of them.
    static func eachName(in corpus: FilterCorpus, _ term: FilterTerm,
                         _ body: (MatchScratch, CompiledTerm, FieldText, Int) -> Void) {
        let scratch = MatchScratch(fieldCapacity: corpus.longestField, patternCapacity: term.keys.count)
        let compiled = CompiledTerms([term])
        let t = compiled.terms[0]
        corpus.withView { view in
            for row in 0..<corpus.count { body(scratch, t, view.field(row: row, .name), row) }
        }
    }

    /// The points `word` scores in `text` when only the score is asked for
    /// (the ranking pass); nil if no match.
    static func rankingScore(_ word: String, in text: String) -> Int? {
        guard let term = FilterParser.term(word) else { return nil }
        let corpus = FilterCorpus([Repository(name: text)])
        let scratch = MatchScratch(fieldCapacity: corpus.longestField, patternCapacity: term.keys.count)
        let compiled = CompiledTerms([term])
        return corpus.withView { view in
            let points = scratch.score(compiled.terms[0], in: view.field(row: 0, .name))
            return points < 0 ? nil : points
        }
    }

    /// The points `word` (fzf syntax) scores in `text`, and the matched offsets; nil if no match.
    static func score(_ word: String, in text: String) -> (points: Int, positions: [Int])? {
        guard let term = FilterParser.term(word) else { return nil }
        let corpus = FilterCorpus([Repository(name: text)])
        let scratch = MatchScratch(fieldCapacity: corpus.longestField, patternCapacity: term.keys.count)
        let compiled = CompiledTerms([term])
        return corpus.withView { view in
            let points = scratch.score(compiled.terms[0], in: view.field(row: 0, .name), withPositions: true)
            return points < 0 ? nil : (points, scratch.sortedPositions())
        }
    }
}
