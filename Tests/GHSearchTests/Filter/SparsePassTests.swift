import Foundation
import Testing
import TestSupport
@testable import GHSearchGitHub
@testable import GHSearchFilter

/// The ASCII ranking passes (SparsePasses.swift) keep each character of the
/// word as a potential, where its last run was, and that run's first bonus,
/// instead of the cells the other passes step through: for words that do
/// match (taken from the text), of every length they take (2 to 64), in
/// fields with long gaps, runs across word starts and repeated letters,
/// their points must be the highlighting pass's (the full matrix) and the
/// path's for other scalars (the cells), and their word-start flag the
/// plain check's.
@Suite(.standardTimeLimit) struct SparsePassTests {
    /// Letters the benchmark's words are made of, word separators of each
    /// class, and both cases (camelCase steps).
    static let alphabet: [Character] = Array("aeinrstlcdoSTN-_ ./1") + ["x", "x", "x", "x", "x"]

    @Test func matchingWordsScoreAsTheMatrixAndTheCellsAndFindWordStartsAsTheCheck() async {
        let wrong = await offThePool { () -> [String] in
            var random = SplitMix(seed: 53)
            var wrong: [String] = []
            var checked = 0
            for round in 0..<4000 {
                let length = round % 3 == 0 ? 40 + random.below(200) : 2 + random.below(40)
                let text = String((0..<length).map { _ in random.pick(Self.alphabet) })
                let letters = text.filter { $0 != " " }
                guard letters.count >= 2 else { continue }
                // A subsequence of the text (it matches), or a run of it.
                let size = round % 4 == 0 ? min(letters.count, 4 + random.below(61)) : 2 + random.below(2)
                var word: String
                if round % 5 == 0 {
                    let start = random.below(letters.count - min(size, letters.count) + 1)
                    word = String(Array(letters)[start..<min(letters.count, start + size)])
                } else {
                    word = String(letters.filter { _ in random.below(letters.count) < size + 1 }.prefix(size))
                }
                if word.count < 2 { word = String(letters.prefix(2)) }
                guard word.count != text.count, let term = FilterParser.term(word) else { continue }
                let corpus = FilterCorpus([Repository(name: text)])
                FilterFixture.eachName(in: corpus, term) { scratch, t, field, _ in
                    let scored = scratch.scoreAndStarts(t, in: field)
                    let highlighted = scratch.score(t, in: field, withPositions: true)
                    let cells = FilterFixture.rankingScore(word, in: text + " 한")
                    let points = scored < 0 ? -1 : scored & MatchScratch.pointsMask
                    if points != highlighted || (cells ?? -1) != highlighted {
                        wrong.append("\(word) in \(text.debugDescription): \(points), matrix \(highlighted), cells \(cells ?? -1)")
                    }
                    if scored >= 0, t.count < 64 {
                        checked += 1
                        let starts = scored & MatchScratch.startsWords != 0
                        if scored & MatchScratch.startsKnown == 0 || starts != WordStartScanTests.reference(t, field) {
                            wrong.append("\(word) in \(text.debugDescription): starts \(starts)")
                        }
                    }
                }
            }
            if checked < 2500 { wrong.append("only \(checked) matches checked") }
            return wrong
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    @Test(arguments: [
        // A gap long enough to use up the first character's bonus, then a run.
        ("st", "s" + String(repeating: "x", count: 40) + "t-st"),
        // The run's first bonus carried, then a new word beating it.
        ("sts", "xs-tS"), ("stn", "a-st-N"), ("stnd", "xst-n/d st_nd"),
        // Repeated letters: a row moving at the byte the row below moves at.
        ("ss", "sss"), ("sss", "s-ss s"), ("ssss", "ssxsxss"),
        // Fields read 16 bytes at a time whose bytes only fold like the
        // word's (a lower-case `s` for a case-sensitive `S`, a carriage
        // return for `-`): gathered, moving nothing.
        ("St", "sss-sssss St sssss-sss stS"), ("StS", "sStsssssss-s-S-t-s-S"), ("a-bc", "a\r\r\r\r\r\r\r\r\r\r\r\r\r\r\r\r-b-c"),
        // The potential kept while in a gap, then the diagonal taken again.
        ("stat", "st" + String(repeating: "x", count: 20) + "a" + String(repeating: "x", count: 30) + "t"),
    ])
    func awkwardCases(word: String, text: String) throws {
        let points = try #require(FilterFixture.rankingScore(word, in: text))
        #expect(points == FilterFixture.score(word, in: text)?.points)
        #expect(points == FilterFixture.rankingScore(word, in: text + " 한"))
    }
}

extension SparsePassTests {
    /// The passes read a byte's bonus from one table by the byte before it
    /// and its own, a field's first byte as if after a space.
    @Test func theBonusOfEveryPairOfBytesIsItsClassesBonus() {
        let tables = MatchTables()
        defer { tables.deallocate() }
        let ascii = MatchCharacterClass.ascii
        #expect(ascii[Int(UInt8(ascii: " "))] == MatchCharacterClass.start)
        var wrong = 0
        for previous in 0..<128 {
            for current in 0..<128
            where Int(tables.pairBonus[previous << 7 | current]) != Int(MatchScoring.bonus(after: ascii[previous], ascii[current])) {
                wrong += 1
            }
        }
        #expect(wrong == 0)
    }
}
