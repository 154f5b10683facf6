@testable import GHSearchCLI
import Testing
import TestSupport
@testable import GHSearchFilter

/// `MatchText.forEachUnit` reads ASCII byte by byte and only the stretches
/// around other scalars as `Character`s: it must give exactly what reading
/// the whole string `Character` by `Character` gives, wherever the ASCII
/// and the rest meet (CR LF, combining marks after ASCII, emoji sequences,
/// flags, Hangul jamo), and stop after `limit` characters.
@Suite struct MatchTextTests {
    /// The units as `forEachUnit` gave them before it had an ASCII path.
    static func reference(_ string: String, limit: Int = .max) -> [UInt32] {
        string.prefix(limit).map { character in
            let scalars = character.unicodeScalars
            var first = scalars.first!
            let composes = scalars.dropFirst().contains { scalar in
                (0x1160...0x11FF).contains(scalar.value) || (0xD7B0...0xD7FF).contains(scalar.value)
                    || scalar.properties.canonicalCombiningClass != .notReordered
            }
            if scalars.count > 1, composes {
                for mark in scalars.dropFirst() {
                    if let composed = CanonicalComposition.compose(first.value, mark.value).flatMap(Unicode.Scalar.init) {
                        first = composed
                    }
                }
            }
            return first.value
        }
    }

    static func units(_ string: String, limit: Int = .max) -> (units: [UInt32], classes: [MatchCharacterClass]) {
        var units: [UInt32] = []
        var classes: [MatchCharacterClass] = []
        MatchText.forEachUnit(of: string, limit: limit) { unit, characterClass in
            units.append(unit)
            classes.append(characterClass)
        }
        return (units, classes)
    }

    static let pieces = [
        "a", "Z", " ", "-", "\r", "\n", "\r\n", "\t", "é", "e\u{301}", "a\u{308}\u{301}", "\u{301}", "😀", "👍🏽",
        "👨‍👩‍👧", "\u{200D}", "🇰🇷", "🇺", "한", "\u{1112}\u{1161}\u{11AB}", "\u{1161}", "実", "Ω", "ﬁ", "\u{0}", "\u{7F}",
        "\u{85}", "\u{2028}", "\u{FEFF}", "क्ष", "\u{94D}", "x\u{20DD}",
    ]

    /// (Heavy: on a thread of its own, not one of the cooperative pool's two.)
    @Test func sameUnitsAsCharacterByCharacter() async {
        let wrong = await offThePool { () -> [String] in
            var random = SplitMix(seed: 7)
            var wrong: [String] = []
            var strings = Self.pieces + Self.pieces.flatMap { a in Self.pieces.map { b in a + b } }
            for _ in 0..<2_000 {
                strings.append((0..<Int(random.next() % 8)).map { _ in Self.pieces[Int(random.next() % UInt64(Self.pieces.count))] }.joined())
            }
            for string in strings {
                let (units, classes) = Self.units(string)
                let expected = Self.reference(string)
                let expectedClasses = expected.map { MatchCharacterClass.of(Unicode.Scalar($0)!) }
                if units != expected || classes != expectedClasses {
                    wrong.append(string.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
                }
            }
            return wrong
        }
        #expect(wrong.isEmpty, "\(wrong.count) differ, e.g. \(wrong.prefix(5))")
    }

    @Test func stopsAfterLimitCharacters() {
        for string in ["abc", "a\r\nb", "ée\u{301}x", "👨‍👩‍👧ab🇰🇷c", "x\u{301}y"] {
            for limit in 0...6 {
                #expect(Self.units(string, limit: limit).units == Self.reference(string, limit: limit), "\(string) \(limit)")
            }
        }
    }
}
