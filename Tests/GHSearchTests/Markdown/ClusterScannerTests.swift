import Testing
import GHSearchText
@testable import GHSearchMarkdownLayout

/// The wrapper's fast reading of UTF-8 against `Character` and
/// `TerminalText`: every scalar the scanner measures from its range alone
/// has that width as a `Character`, and is a cluster of its own before and
/// after the first, middle and last scalar of every range; and text
/// of every kind is cut into the same clusters, with the same widths, as
/// iterating the `String`.
@Suite struct ClusterScannerTests {
    static let simpleScalars: [Unicode.Scalar] = (0...0x10FFFF).compactMap { value in
        guard ClusterScanner.simpleWidth(UInt32(value)) > 0 else { return nil }
        return Unicode.Scalar(UInt32(value))
    }

    @Test func everySimpleScalarHasItsWidthAsACharacter() {
        var wrong: [String] = []
        for scalar in ClusterScannerTests.simpleScalars {
            let expected = TerminalText.width(of: Character(scalar))
            if ClusterScanner.simpleWidth(scalar.value) != expected {
                wrong.append(String(scalar.value, radix: 16))
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(20))")
    }

    @Test func simpleScalarsNeverJoinTheirNeighbours() {
        // One of each range's first, middle and last scalars, and ASCII and
        // Latin-1 ones (all below U+0300, read as never joining).
        let ranges: [ClosedRange<UInt32>] = [0x20...0x7E, 0xA0...0x2FF, 0x370...0x482, 0x2010...0x2027, 0x2030...0x205E,
                                             0xFF61...0xFF9D, 0x3000...0x3029, 0x3030...0x303E, 0x3041...0x3096,
                                             0x309B...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF60,
                                             0x00...0x1F, 0x7F...0x9F]
        let neighbours = ranges.flatMap { [$0.lowerBound, ($0.lowerBound + $0.upperBound) / 2, $0.upperBound] }
            .compactMap(Unicode.Scalar.init)
        var joined: [String] = []
        // Every seventh of the CJK ideographs and Hangul syllables (one
        // break class each, the syllables' LV and LVT alternating): the
        // rest of every range in full.
        let sample = ClusterScannerTests.simpleScalars.filter { scalar in
            let value = scalar.value
            return !((0x4E00...0x9FFF).contains(value) || (0xAC00...0xD7A3).contains(value)) || value % 7 == 0
        }
        for scalar in sample {
            for other in neighbours where other != "\r" && scalar != "\r" {
                var pair = String(scalar)
                pair.unicodeScalars.append(other)
                if pair.count != 2 { joined.append("\(String(scalar.value, radix: 16))+\(String(other.value, radix: 16))") }
                pair = String(other)
                pair.unicodeScalars.append(scalar)
                if pair.count != 2 { joined.append("\(String(other.value, radix: 16))+\(String(scalar.value, radix: 16))") }
            }
        }
        #expect(joined.isEmpty, "\(joined.prefix(20))")
    }

    @Test(arguments: [
        "plain ASCII text, with punctuation!",
        "e\u{301}te\u{301} cafe\u{301} \u{301}orphan a\u{20DD}\r\nx\ry\n\t",
        "Z\u{351}\u{34B}\u{352}\u{34C}\u{357}\u{351}\u{357}\u{351}\u{357}\u{351}\u{34B}\u{352}\u{34C}\u{351}\u{34B}\u{352}\u{34C}\u{357}\u{351}\u{357}\u{351}x",
        "👍🏽 👨‍👩‍👧‍👦 🏳️‍🌈 🇯🇵🇰🇷🇫 ❤️ ☺︎ 1️⃣ ‼️ ⌚ ⌚︎ 🐙🦀 #️⃣",
        "한국어 ᄀᄀᄀ가가 ᄒ\u{1161}\u{11AB} 가\u{11A8}각ㄱ",
        "か\u{3099}き ｶﾞｷﾞ ﾊﾟ ア\u{309A} 〜「括弧」（全角）〪〫 漢字〃々〆",
        "naïve Ελληνικά Кириллица ѐ҂\u{483} “q” — … ‰ soft\u{AD}hy",
        "हिन्दी क्षत्रिय ﷺ ؀١٢ العربية עִבְרִית ไทย a\u{200C}b x\u{FE0F}y \u{E0041}",
    ])
    func clustersAreTheStringsCharacters(text: String) {
        var expected: [(Int, Int, UInt32)] = []
        for character in text {
            expected.append((character.utf8.count, TerminalText.width(of: character), character.unicodeScalars.first!.value))
        }
        var actual: [(Int, Int, UInt32)] = []
        var copy = text
        copy.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let cluster = ClusterScanner.cluster(in: bytes, at: index)
                actual.append((cluster.length, cluster.width, cluster.scalar))
                index += cluster.length
            }
        }
        #expect(actual.map(\.0) == expected.map(\.0))
        #expect(actual.map(\.1) == expected.map(\.1))
        #expect(actual.map(\.2) == expected.map(\.2))
    }
}
