import Foundation
import Testing
import TestSupport
@testable import GHSearchFilter

/// The ranking pass has paths of its own for ASCII fields (one character,
/// two, three, up to 64, as bytes): each must score exactly as the general path
/// for other scalars does, and as the highlighting pass does, for both
/// cases, repeated letters, punctuation, and fields of any length.
@Suite(.standardTimeLimit) struct AsciiPathTests {
    /// Awkward ASCII: both cases, a repeated letter's neighbours, digits,
    /// punctuation, and the bytes that differ from a letter or a mark only
    /// in their 0x20 bit (`@` and `` ` ``, `[` and `{`, `\r` and `-`, a tab
    /// and `)`).
    static let alphabet: [Character] = ["a", "A", "b", "B", "s", "S", "t", "T", "z", "Z", "1", "-", "_", " ", "/",
                                         ".", "@", "`", "[", "{", "\r", "\t", ")"]

    @Test func theAsciiPathsScoreAsTheGeneralPathAndTheHighlighting() async {
        // The same text scored as ASCII and, with ` 한` after it (a wide
        // field whose two extra characters no word here can match),
        // through the path for other scalars.
        let wrong = await offThePool { () -> [String] in
            var random = SplitMix(seed: 23)
            var wrong: [String] = []
            for round in 0..<6000 {
                let length = round % 4 == 0 ? Int.random(in: 60...200, using: &random) : Int.random(in: 1...40, using: &random)
                let text = String((0..<length).map { _ in Self.alphabet.randomElement(using: &random)! })
                let size = round % 5 == 0 ? Int.random(in: 4...20, using: &random) : Int.random(in: 1...3, using: &random)
                var word = String((0..<size).map { _ in Self.alphabet.randomElement(using: &random)! })
                    .filter { $0 != " " && $0 != "\r" && $0 != "\t" }
                if round % 3 == 0, let letter = word.first { word = String(repeating: letter, count: 2 + round % 2) }
                guard !word.isEmpty, word.count != text.count else { continue }
                for prefix in ["", "'"] {
                    let ascii = FilterFixture.rankingScore(prefix + word, in: text)
                    let wide = FilterFixture.rankingScore(prefix + word, in: text + " 한")
                    let highlighted = FilterFixture.score(prefix + word, in: text)?.points
                    if ascii != wide || ascii != highlighted {
                        wrong.append("\(prefix)\(word) in \(text.debugDescription): \(String(describing: ascii)) "
                                     + "vs \(String(describing: wide)), highlighted \(String(describing: highlighted))")
                    }
                }
            }
            return wrong
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    @Test(arguments: [
        ("st", "first step", true), ("st", "STRING", true), ("St", "string", false), ("St", "a String", true),
        ("nn", "nn", true), ("nn", "n-n", true), ("nn", "an", false), ("ss", "as", false), ("ab", "ba", false),
        ("a-", "a - b", true), ("-a", "a-", false),
        ("nnn", "n-nn", true), ("nnn", "nn", false), ("abc", "a b c", true), ("abc", "acb", false), ("aBc", "abc", false),
    ])
    func shortWords(word: String, text: String, matches: Bool) {
        #expect((FilterFixture.rankingScore(word, in: text) != nil) == matches)
        #expect(FilterFixture.rankingScore(word, in: text) == FilterFixture.score(word, in: text)?.points)
    }
}
