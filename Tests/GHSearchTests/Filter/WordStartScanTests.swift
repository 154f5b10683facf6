import Foundation
@testable import GHSearchCLI
import Testing
import TestSupport
@testable import GHSearchGitHub
@testable import GHSearchFilter

/// The word-start check keeps its memo (a bit per position and pattern
/// character) in a scratch reused from field to field, clearing only what
/// it wrote: it must agree with a plain search over every position, for
/// fields longer than 64 characters and for a field checked after others.
@Suite(.standardTimeLimit) struct WordStartScanTests {
    /// Whether `term` matches `field` in runs that each start a word, trying every position (no memo).
    static func reference(_ term: CompiledTerm, _ field: FieldText) -> Bool {
        let m = term.count, n = field.count
        func isWordStart(_ i: Int) -> Bool {
            let previous = i > 0 ? field.characterClass(i - 1) : MatchCharacterClass.start
            return MatchScoring.bonus(after: previous, field.characterClass(i)) >= MatchScoring.camel123
        }
        func pieces(_ k: Int, _ from: Int) -> Bool {
            if k == m { return true }
            for s in from..<max(from, n) where isWordStart(s) {
                var length = 0
                while k + length < m, s + length < n, field.key(s + length, term.comparison) == term.keys[k + length] {
                    length += 1
                    if pieces(k + length, s + length) { return true }
                }
            }
            return false
        }
        return pieces(0, 0)
    }

    @Test func agreesWithASearchOverEveryPosition() throws {
        var generator = SplitMix(seed: 29)
        let pieces = ["json", "Parser", "tui", "x", "a2b", "über", "한국어", "-", " ", "_", "/", "HTTPClient", "so", "or", "t"]
        let words = ["js", "jsp", "so", "sor", "tui", "pa", "par", "x2", "t", "ab", "hc", "ü", "한어", "nso"]
        var texts: [String] = []
        for _ in 0..<120 {
            let count = 1 + generator.below(60)
            texts.append((0..<count).map { _ in pieces[generator.below(pieces.count)] }.joined())
        }
        // One corpus, one scratch: fields of every length, long ones before short ones.
        let corpus = FilterCorpus(texts.map { Repository(name: $0) })
        var checked = 0, positive = 0
        for word in words {
            let term = try #require(FilterParser.term(word))
            FilterFixture.eachName(in: corpus, term) { scratch, t, field, row in
                guard scratch.score(t, in: field) >= 0 else { return }
                let expected = Self.reference(t, field)
                #expect(scratch.matchesAtWordStarts(t, in: field) == expected, "\(word) in \(texts[row])")
                checked += 1
                if expected { positive += 1 }
            }
        }
        #expect(corpus.longestField > 128)
        #expect(checked > 200 && positive > 50 && positive < checked)
    }
}
