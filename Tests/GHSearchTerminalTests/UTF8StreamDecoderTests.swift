import Testing
import TestSupport
@testable import GHSearchTerminal

@Suite(.standardTimeLimit) struct UTF8StreamDecoderTests {
    private func decode(_ bytes: [UInt8]) -> String {
        var decoder = UTF8StreamDecoder()
        var scalars = String.UnicodeScalarView()
        for byte in bytes { scalars.append(contentsOf: decoder.feed(byte)) }
        return String(scalars)
    }

    @Test func validTextComesThroughWhole() {
        let text = "a é 저장소 🚀"
        #expect(decode(Array(text.utf8)) == text)
    }

    @Test func aSequenceSplitAcrossReadsWaitsForItsLastByte() {
        var decoder = UTF8StreamDecoder()
        #expect(decoder.feed(0xEC).isEmpty)
        #expect(decoder.isInsideSequence)
        #expect(decoder.feed(0xA0).isEmpty)
        #expect(decoder.feed(0x80) == ["저"])
        #expect(!decoder.isInsideSequence)
    }

    @Test(arguments: [
        ([0xFF], "\u{FFFD}"),  // never valid
        ([0x80, 0x41], "\u{FFFD}A"),  // stray continuation byte
        ([0xC3, 0x28], "\u{FFFD}("),  // sequence cut by ASCII
        ([0xC0, 0xAF], "\u{FFFD}\u{FFFD}"),  // overlong lead byte
        ([0xE0, 0x80, 0xAF], "\u{FFFD}"),  // overlong three bytes
        ([0xED, 0xA0, 0x80], "\u{FFFD}"),  // UTF-16 surrogate
        ([0xF4, 0x90, 0x80, 0x80], "\u{FFFD}"),  // past U+10FFFF
        ([0xE2, 0x82, 0xE2, 0x82, 0xAC], "\u{FFFD}€"),  // cut, then whole
    ] as [([UInt8], String)])
    func invalidInputBecomesReplacementCharactersAndDecodingGoesOn(bytes: [UInt8], expected: String) {
        #expect(decode(bytes) == expected)
    }
}
