import Foundation
import Testing
import TestSupport
@testable import GHSearchGitHub
@testable import GHSearchFilter

/// The ranking pass over ASCII fields finds the term's characters sixteen
/// bytes at a time (`MemberScan`) and tells, in the same pass, whether the
/// word matches in pieces that begin words: each must give what the plain
/// byte loop and the word-start check give, and a row's points what every
/// field scored and checked in full gives.
@Suite(.standardTimeLimit) struct SparseScanTests {
    /// `AsciiPathTests.alphabet` (cases, punctuation, the bytes one bit
    /// from a letter) and more letters, so words of up to twelve distinct
    /// folded characters occur.
    static let alphabet = AsciiPathTests.alphabet + ["e", "n", "o", "r", "i", "c", "E", "N", "9", ".", "x", "k"]
    static let wordAlphabet = alphabet.filter { !" \r\t".contains($0) }

    static func text(_ random: inout SplitMix, longest: Int) -> String {
        String((0..<random.below(longest + 1)).map { _ in random.pick(alphabet) })
    }

    static func word(_ random: inout SplitMix) -> String {
        let size = random.below(4) == 0 ? 4 + random.below(9) : 1 + random.below(3)
        return String((0..<size).map { _ in random.pick(wordAlphabet) })
    }

    @Test func theScanFindsWhatAByteLoopFinds() throws {
        var random = SplitMix(seed: 41)
        let texts = (0..<200).map { _ in Self.text(&random, longest: 90) }
        let corpus = FilterCorpus(texts.map { Repository(name: $0) })
        var scanned = 0, vectored = 0
        for _ in 0..<60 {
            guard let term = FilterParser.term("'" + Self.word(&random)) else { continue }
            let compiled = CompiledTerms([term])
            let t = compiled.terms[0]
            guard t.needles != nil else { continue }
            if t.scanVectors != nil { vectored += 1 }
            corpus.withView { view in
                for row in 0..<corpus.count {
                    let field = view.field(row: row, .name)
                    guard let bytes = field.bytes else { continue }
                    for from in 0...field.count {
                        var expected = from
                        while expected < field.count && t.members[Int(bytes[expected])] == 0 { expected += 1 }
                        let found = MemberScan.next(t, in: bytes, from: from, count: field.count)
                        #expect(found == expected, "\(term.text) in \(texts[row].debugDescription) from \(from)")
                        scanned += 1
                    }
                }
            }
        }
        #expect(scanned > 10_000 && vectored > 30)
    }

    @Test func theWordStartsFoundWhileScoringAreTheCheck() async {
        let (wrong, known, positive) = await offThePool { () -> ([String], Int, Int) in
            var random = SplitMix(seed: 43)
            let texts = (0..<300).map { _ in Self.text(&random, longest: 120) }
            let corpus = FilterCorpus(texts.map { Repository(name: $0) })
            var wrong: [String] = [], known = 0, positive = 0
            for _ in 0..<80 {
                guard let term = FilterParser.term(Self.word(&random)) else { continue }
                FilterFixture.eachName(in: corpus, term) { scratch, t, field, row in
                    let scored = scratch.scoreAndStarts(t, in: field)
                    guard scored >= 0, scored & MatchScratch.startsKnown != 0 else { return }
                    let starts = scored & MatchScratch.startsWords != 0
                    known += 1
                    if starts { positive += 1 }
                    if starts != scratch.matchesAtWordStarts(t, in: field) || starts != WordStartScanTests.reference(t, field) {
                        wrong.append("\(term.text) in \(texts[row].debugDescription)")
                    }
                }
            }
            return (wrong, known, positive)
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
        #expect(known > 500 && positive > 100 && positive < known)
    }

    /// A row's points as the engine takes them (fields skipped by bounds,
    /// word starts from the scoring pass) against every field scored and
    /// checked (`matchesAtWordStarts`), over repositories like the
    /// benchmark's and words typed letter by letter.
    @Test func pointsAreWhatEveryFieldScoredAndCheckedGives() async {
        let wrong = await offThePool { () -> [String] in
            var random = SplitMix(seed: 47)
            let prose = ["a", "the", "for", "simple", "fast", "library", "command", "line", "written", "in", "Swift",
                         "JSON", "parser", "toolkit", "tutorial", "terminal", "UI", "async", "streams", "dotfiles"]
            let names = ["swift", "json", "core", "kit", "net", "http", "cli", "api", "parser", "cache", "ui", "go"]
            let repositories = (0..<400).map { i in
                let name = (0...random.below(3)).map { _ in random.pick(names) }.joined(separator: random.pick(["-", "_", ""]))
                return Repository(name: name + (random.below(3) == 0 ? "\(i)" : ""),
                                  description: random.below(4) == 0 ? nil
                                      : (0..<(2 + random.below(16))).map { _ in random.pick(prose) }.joined(separator: " "),
                                  language: random.pick(["Swift", "Go", "Vim Script", nil]),
                                  topics: (0..<random.below(4)).map { _ in random.pick(names) })
            }
            let corpus = FilterCorpus(repositories)
            let letters = Array("abcdefghijklmnopqrstuvwxyz")
            var wrong: [String] = []
            var lines: [String] = []
            for _ in 0..<40 {
                let word = String((0..<(2 + random.below(5))).map { _ in random.pick(letters) })
                lines += (1...word.count).map { String(word.prefix($0)) }
            }
            lines += ["S", "Sw", "JSON", "'pars", "^sw", "ui$", "^core$", "c-k", "the_"]
            for line in lines {
                let filter = Filter(line)
                guard filter.groups.count == 1 else { continue }
                let program = FilterProgram(filter, corpus: corpus)
                let term = program.term(group: 0, index: 0)
                let scratch = MatchScratch(fieldCapacity: corpus.longestField, patternCapacity: term.count)
                corpus.withView { view in
                    for row in 0..<corpus.count {
                        var expected = -1
                        for field in FilterField.allCases where !term.nameOnly || field == .name {
                            let text = view.field(row: row, field)
                            let points = scratch.score(term, in: text)
                            guard points >= 0 else { continue }
                            let starts = scratch.matchesAtWordStarts(term, in: text)
                            expected = max(expected, points * field.weight + (starts ? term.wordStart : 0))
                        }
                        let points = program.points(term, row: row, view: view)
                        if points != expected { wrong.append("\(line) in row \(row): \(points) vs \(expected)") }
                    }
                }
            }
            return wrong
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }
}
