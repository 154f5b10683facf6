import Foundation
import Testing
import TestSupport
@testable import GHSearchGitHub
@testable import GHSearchFilter

/// What the corpus stores when a row is appended to turn rows and fields
/// away before scoring — the character mask of each field, the mask of the
/// characters that begin its words, the word-start bits — must never turn
/// away a match: over random text and words, each agrees with what the
/// matcher finds, and a term's points with pruning are those of every field
/// scored in full.
@Suite(.standardTimeLimit) struct CharacterMaskTests {
    static let pieces = ["json", "Parser", "tui", "x", "a2b", "über", "Café", "ŁÓDŹ", "한국어", "漢字", "🍻", "-", " ", "_",
                         "/", ".", "HTTPClient", "so", "or", "t", "e\u{301}", "ǅ", "ß", "Σ", "9", "K"]
    static let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./ üéłóß한국漢🍻ǅΣσ")

    static func text(_ random: inout SplitMix, pieces count: Int) -> String {
        (0..<count).map { _ in random.pick(pieces) }.joined()
    }

    /// Random rows: every field of random pieces, some empty, some longer than 64 units.
    static func repositories(_ count: Int, seed: UInt64) -> [Repository] {
        var random = SplitMix(seed: seed)
        return (0..<count).map { _ in
            let name = text(&random, pieces: 1 + random.below(8))
            let description = random.below(5) == 0 ? nil : text(&random, pieces: random.below(50))
            let topics = (0..<random.below(4)).map { _ in text(&random, pieces: 1 + random.below(3)) }
            let language = random.below(3) == 0 ? nil : text(&random, pieces: 1 + random.below(2))
            return Repository(name: name, description: description, language: language, topics: topics)
        }
    }

    /// Random words of every kind: letters from the rows' alphabet (either
    /// case, so smart case and diacritics both come up), or cut out of a row.
    static func words(_ count: Int, seed: UInt64, from repositories: [Repository]) -> [String] {
        var random = SplitMix(seed: seed)
        return (0..<count).map { _ in
            var word: String
            if random.below(2) == 0 {
                word = String((0..<(1 + random.below(4))).map { _ in random.pick(letters) })
            } else {
                let source = Array(random.pick(repositories).name)
                let start = random.below(source.count)
                word = String(source[start..<min(source.count, start + 1 + random.below(5))])
            }
            word = word.replacingOccurrences(of: " ", with: "")
            if word.isEmpty { word = "a" }
            switch random.below(8) {
            case 0: return "'" + word
            case 1: return "^" + word
            case 2: return word + "$"
            case 3: return "'" + word + "'"
            default: return word
            }
        }
    }

    @Test func theMasksNeverTurnAwayAMatch() throws {
        let repositories = Self.repositories(300, seed: 11)
        let corpus = FilterCorpus(repositories)
        var matched = 0, atWordStarts = 0
        for word in Self.words(150, seed: 12, from: repositories) {
            guard let term = FilterParser.term(word), !term.keys.isEmpty else { continue }
            let compiled = CompiledTerms([term])
            let t = compiled.terms[0]
            let scratch = MatchScratch(fieldCapacity: corpus.longestField, patternCapacity: term.keys.count)
            corpus.withView { view in
                for row in 0..<corpus.count {
                    for field in FilterField.allCases {
                        let text = view.field(row: row, field)
                        guard scratch.score(t, in: text) >= 0 else { continue }
                        matched += 1
                        #expect(view.mask(row: row, field) & t.mask == t.mask, "\(word) in \(field) of row \(row)")
                        #expect(view.rowMasks[row] & t.mask == t.mask, "\(word) in row \(row)")
                        if scratch.matchesAtWordStarts(t, in: text) {
                            atWordStarts += 1
                            #expect(t.canStartWord(view.startMask(row: row, field)), "\(word) in \(field) of row \(row)")
                        }
                    }
                }
            }
        }
        #expect(matched > 500 && atWordStarts > 200 && atWordStarts < matched)
    }

    @Test func wordStartBitsAreTheBoundaryBonuses() {
        let repositories = Self.repositories(200, seed: 21)
        let corpus = FilterCorpus(repositories)
        var starts = 0, units = 0
        corpus.withView { view in
            for row in 0..<corpus.count {
                for field in FilterField.allCases {
                    let text = view.field(row: row, field)
                    var expectedMask: UInt64 = 0
                    for i in 0..<text.count {
                        let previous = i > 0 ? text.characterClass(i - 1) : MatchCharacterClass.start
                        let expected = MatchScoring.bonus(after: previous, text.characterClass(i)) >= MatchScoring.camel123
                        #expect(text.isWordStart(i) == expected, "unit \(i) of \(field) of row \(row)")
                        if expected {
                            starts += 1
                            expectedMask |= MatchText.maskBit(text.key(i, .folded))
                        }
                        units += 1
                    }
                    #expect(view.startMask(row: row, field) == expectedMask, "\(field) of row \(row)")
                }
            }
        }
        #expect(units > 10_000 && starts > 1_000)
    }

    /// A term's points as `FilterProgram.points` would give them with no
    /// field skipped: the best over every field it may match.
    static func unpruned(_ t: CompiledTerm, row: Int, view: CorpusView, scratch: MatchScratch) -> Int {
        var best = -1
        for field in FilterField.allCases where !t.nameOnly || field == .name {
            let text = view.field(row: row, field)
            let points = scratch.score(t, in: text)
            guard points >= 0 else { continue }
            best = max(best, points * field.weight + (scratch.matchesAtWordStarts(t, in: text) ? t.wordStart : 0))
        }
        return best
    }

    @Test func pointsAreThoseOfEveryFieldScoredInFull() {
        let repositories = Self.repositories(300, seed: 31)
        let corpus = FilterCorpus(repositories)
        var compared = 0
        for word in Self.words(150, seed: 32, from: repositories) {
            let filter = Filter(word)
            guard filter.groups.count == 1, !filter.groups[0][0].isInverse else { continue }
            let program = FilterProgram(filter, corpus: corpus)
            let reference = MatchScratch(fieldCapacity: corpus.longestField, patternCapacity: filter.longestTerm)
            let t = program.term(group: 0, index: 0)
            corpus.withView { view in
                for row in 0..<corpus.count {
                    let expected = Self.unpruned(t, row: row, view: view, scratch: reference)
                    #expect(program.points(t, row: row, view: view) == expected, "\(word) in row \(row)")
                    if expected >= 0 { compared += 1 }
                }
            }
        }
        #expect(compared > 1_000)
    }
}
