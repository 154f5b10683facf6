import Foundation
@testable import GHSearchCLI
import Testing
import TestSupport
@testable import GHSearchText
@testable import GHSearchGitHub
@testable import GHSearchFilter

/// The matcher on one field: which texts match a word, the points that rank
/// them (fzf's criteria), and the characters it highlights.
@Suite(.standardTimeLimit) struct FuzzyMatchTests {
    @Test(arguments: [
        ("jcld", "jclouds", [0, 1, 2, 5]),
        ("jcld", "java-cloud", [0, 5, 6, 9]),
        ("ghs", "ghsearch", [0, 1, 2]),
        ("sn", "swift-nio", [0, 6]),
        ("fb", "FooBar", [0, 3]),
        ("abc", "xxabcxx-a_b_c", [8, 10, 12]),  // more characters at word starts beat a run inside a word
        ("ff", "fuzzy-finder", [0, 6]),
    ])
    func matchesASubsequenceAndHighlightsTheBestAlignment(word: String, text: String, positions: [Int]) throws {
        let match = try #require(FilterFixture.score(word, in: text))
        #expect(match.positions == positions)
    }

    @Test(arguments: [("jcld", "jenkins"), ("xyz", "xy"), ("ab", "ba"), ("swift", "sw-if")])
    func rejectsWhatIsNotASubsequence(word: String, text: String) {
        #expect(FilterFixture.score(word, in: text) == nil)
    }

    /// Each pair: the first text must score higher than the second.
    @Test(arguments: [
        ("ff", "fuzzy-finder", "fuzzyfinder"),        // word boundary
        ("fb", "FooBar", "foobar"),                   // camelCase step
        ("foob", "foobar", "foo-bar"),                // a consecutive run
        ("br", "fo-bar", "foob-r"),                   // the first character's bonus counts double
        ("jenkins", "jenkins", "jenkins-client"),     // the whole field
        ("jenkins", "jenkins-client", "docker-jenkins"),
        ("sw", "swift", "some-words"),
        ("v2", "api-v2", "vapor2"),
        ("cli", "gh-cli", "cloudlink"),
    ])
    func ranksBetterMatchesHigher(word: String, better: String, worse: String) throws {
        let a = try #require(FilterFixture.score(word, in: better))
        let b = try #require(FilterFixture.score(word, in: worse))
        #expect(a.points > b.points, "\(word): \(better) \(a.points) vs \(worse) \(b.points)")
    }

    @Test func rankingAndHighlightingAgreeOnTheScore() async {
        // Ranking computes the score column by column without the matrix;
        // highlighting fills the matrix to walk back. Same recurrence, same
        // points. (Thousands of cases: off the cooperative pool.)
        let disagreements = await offThePool { () -> [String] in
            var generator = SplitMix(seed: 11)
            let alphabet: [Character] = ["a", "b", "c", "A", "B", "-", " ", "_", "1", "é", "한", "/", "ab", "ba"].flatMap { Array(String($0)) }
            var disagreements: [String] = []
            for _ in 0..<3000 {
                let text = String((0..<Int.random(in: 1...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
                let word = String((0..<Int.random(in: 1...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
                    .replacingOccurrences(of: " ", with: "")
                guard !word.isEmpty else { continue }
                if FilterFixture.rankingScore(word, in: text) != FilterFixture.score(word, in: text)?.points {
                    disagreements.append("\(word) in \(text)")
                }
            }
            // Long texts, and words past the 64 characters the sparse pass takes.
            for _ in 0..<200 {
                let text = String((0..<Int.random(in: 50...300, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
                let word = String(text.filter { $0 != " " }.enumerated().filter { _ in Bool.random(using: &generator) }.map(\.element).prefix(90))
                guard !word.isEmpty else { continue }
                if FilterFixture.rankingScore(word, in: text) != FilterFixture.score(word, in: text)?.points {
                    disagreements.append("\(word) in \(text)")
                }
            }
            return disagreements
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
    }

    @Test func hugeFieldsAndWordsStayCheapAndSafe() throws {
        // A server may send a megabyte of description; a user may paste a page into the filter.
        let huge = String(repeating: "ab-", count: 400_000) + "needle"
        var engine = FilterEngine()
        let corpus = FilterCorpus([Repository(name: "x", description: huge), Repository(name: "needle")])
        #expect(corpus.longestField == FilterCorpus.longestMatched)
        #expect(engine.run(Filter("needle"), over: corpus).rows == [1])  // past the matched part
        #expect(engine.run(Filter("abab"), over: corpus).rows == [0])
        let word = String(repeating: "ab", count: 300)  // longer than the optimal algorithm takes
        #expect(engine.run(Filter(word), over: corpus).rows == [0])
        #expect(try #require(engine.match(0, filter: Filter(word), corpus: corpus)).ranges(in: .description).count > 0)
        #expect(engine.run(Filter(String(repeating: "x", count: 5000)), over: corpus).rows.isEmpty)
    }

    @Test func aWholeFieldScoresAboveTheSameMatchAtItsStart() throws {
        let exact = try #require(FilterFixture.score("core", in: "core"))
        let prefix = try #require(FilterFixture.score("core", in: "core-kit"))
        #expect(exact.points == prefix.points + MatchScoring.wholeField)
    }

    @Test func gapsCostUntilABoundaryNoLongerPays() throws {
        // fzf's balance: a boundary bonus is used up by a gap of about eight characters.
        let near = try #require(FilterFixture.score("ab", in: "a-b"))
        let far = try #require(FilterFixture.score("ab", in: "a-xxxxxxxxxxxxb"))
        let inside = try #require(FilterFixture.score("ab", in: "ab"))
        #expect(inside.points >= near.points)
        #expect(near.points > far.points)
    }

    @Test func smartCase() {
        #expect(FilterFixture.score("swift", in: "SwiftNIO") != nil)
        #expect(FilterFixture.score("Swift", in: "SwiftNIO") != nil)
        #expect(FilterFixture.score("Swift", in: "swift-nio") == nil)
        #expect(FilterFixture.score("NIO", in: "swift-nio") == nil)
        #expect(FilterFixture.score("nio", in: "SWIFT-NIO") != nil)
    }

    @Test func diacriticsAreIgnoredUnlessTyped() {
        #expect(FilterFixture.score("cafe", in: "Café") != nil)
        #expect(FilterFixture.score("resume", in: "RÉSUMÉ") != nil)
        #expect(FilterFixture.score("naive", in: "naïve façade") != nil)
        #expect(FilterFixture.score("facade", in: "naïve façade") != nil)
        #expect(FilterFixture.score("café", in: "Café") != nil)
        #expect(FilterFixture.score("café", in: "cafe") == nil)
        #expect(FilterFixture.score("Café", in: "café") == nil)
        #expect(FilterFixture.score("CAFÉ", in: "CAFÉ") != nil)
        #expect(FilterFixture.score("Cafe", in: "Café") != nil)  // case kept, accent dropped
        #expect(FilterFixture.score("lodz", in: "Łódź") != nil)
        #expect(FilterFixture.score("strasse", in: "Straße") == nil)
    }

    @Test func decomposedTextMatchesComposedWords() throws {
        // `e` + COMBINING ACUTE is one Character, read as `é`: offsets are Characters.
        let decomposed = "Cafe\u{301} app"
        #expect(try #require(FilterFixture.score("cafe", in: decomposed)).positions == [0, 1, 2, 3])
        #expect(try #require(FilterFixture.score("café", in: decomposed)).positions == [0, 1, 2, 3])
        #expect(try #require(FilterFixture.score("app", in: decomposed)).positions == [5, 6, 7])
        // A Hangul syllable written as conjoining jamo reads as the syllable.
        let jamo = "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF} 검색"  // 한글 검색, decomposed
        #expect(try #require(FilterFixture.score("한글", in: jamo)).positions == [0, 1])
        #expect(try #require(FilterFixture.score("검색", in: jamo)).positions == [3, 4])
    }

    @Test func cjkAndEmojiMatchAsCharacters() throws {
        #expect(try #require(FilterFixture.score("저장소", in: "간단한 예제 앱: 저장소 검색")).positions == [10, 11, 12])
        #expect(try #require(FilterFixture.score("漢字", in: "漢字テスト")).positions == [0, 1])
        #expect(try #require(FilterFixture.score("🍻", in: "Port of a classic tutorial 🍻")).positions == [27])
        // A family emoji (a ZWJ sequence) and a flag are one Character each.
        let text = "team 👨‍👩‍👧 from 🇰🇷 ok"
        #expect(try #require(FilterFixture.score("ok", in: text)).positions == [14, 15])
        #expect(try #require(FilterFixture.score("from", in: text)).positions == [7, 8, 9, 10])
        #expect(try #require(FilterFixture.score("🇰🇷", in: text)).positions == [12])
    }

    @Test func positionsAreCharacterOffsetsOfTheSanitisedText() throws {
        // Control characters are gone from what the table shows, so from what is matched.
        let repository = Repository(name: "a\u{1B}[31mred\u{7}b")
        #expect(FilterField.name.text(of: repository) == "aredb")
        var engine = FilterEngine()
        let corpus = FilterCorpus([repository])
        let match = try #require(engine.match(0, filter: Filter("rb"), corpus: corpus))
        #expect(match.ranges(in: .name) == [1..<2, 4..<5])
        #expect(engine.run(Filter("31m"), over: corpus).rows.isEmpty)
    }

    @Test func anyTextAndAnyWordNeitherCrashNorMisbehave() async {
        // Random strings over awkward characters: matching never crashes, a
        // match's positions are in range, ascending, and spell the word.
        // (Thousands of cases: off the cooperative pool.)
        let wrong = await offThePool { () -> [String] in
            var generator = SplitMix(seed: 7)
            let alphabet: [Character] = ["a", "B", "é", "e\u{301}", "한", "\u{1112}\u{1161}", "漢", "🍻", "👨‍👩‍👧", "🇰🇷",
                                         " ", "-", "_", "/", "Σ", "ς", "ß", "İ", "ﬁ", "\u{0}", "Ａ", "1"]
            var wrong: [String] = []
            for _ in 0..<2000 {
                let text = String((0..<Int.random(in: 0...20, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
                let word = String((0..<Int.random(in: 1...4, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
                for operatorPrefix in ["", "'", "^", "!"] {
                    guard let match = FilterFixture.score(operatorPrefix + word, in: text) else { continue }
                    if match.positions != match.positions.sorted()
                        || !match.positions.allSatisfy({ $0 >= 0 && $0 < TerminalText.sanitize(text).count }) {
                        wrong.append("\(operatorPrefix)\(word) in \(text)")
                    }
                }
            }
            return wrong
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }
}
