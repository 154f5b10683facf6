import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchInteractive
@testable import GHSearchReadme

/// README bytes to text: the encodings met in the wild, binary data, and
/// the cut at the display limit.
@Suite(.standardTimeLimit) struct ReadmeDecoderTests {
    private func decode(_ bytes: [UInt8], limit: Int = 1 << 20) -> ReadmeDecoder.Text? {
        ReadmeDecoder.decode(bytes, limit: limit)
    }

    @Test func utf8WithOrWithoutAByteOrderMark() {
        #expect(decode(Array("# Café 저장소 🚀\n".utf8)) == .init(string: "# Café 저장소 🚀\n", encoding: .utf8))
        #expect(decode([0xEF, 0xBB, 0xBF] + Array("# Title".utf8)) == .init(string: "# Title", encoding: .utf8))
        #expect(decode([]) == .init(string: "", encoding: .utf8))
    }

    @Test func utf16InEitherByteOrder() {
        let text = "# UTF-16\n세계 🚀"
        let little: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        #expect(decode(little) == .init(string: text, encoding: .utf16))
        #expect(decode(big) == .init(string: text, encoding: .utf16))
        // An odd length or a lone surrogate is no UTF-16.
        #expect(decode(Array(little.dropLast())) == nil)
        #expect(decode([0xFF, 0xFE, 0x00, 0xD8, 0x41, 0x00]) == nil)
    }

    @Test func bytesThatAreNotUTF8() {
        // Latin-1 (no multi-byte character anywhere): read as ISO-8859-1.
        #expect(decode(Array("Caf".utf8) + [0xE9, 0x20, 0xFC, 0x62, 0x65, 0x72]) == .init(string: "Café über", encoding: .latin1))
        // UTF-8 with a damaged byte: replacement characters, the rest kept.
        #expect(decode(Array("저장소 ".utf8) + [0xFF] + Array(" ok".utf8))
                == .init(string: "저장소 \u{FFFD} ok", encoding: .utf8WithReplacements))
    }

    @Test func binaryIsNoText() {
        #expect(decode([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00]) == nil)
        #expect(decode(Array("text with a NUL\u{0} in it".utf8)) == nil)
        #expect(decode(Array(repeating: 0x01, count: 20) + Array(repeating: 0x41, count: 100)) == nil)
        // A few escape sequences do not make a hostile README binary.
        #expect(decode(Array("# Title \u{1B}[2J and \u{1B}]0;x\u{07} more text here, more text".utf8)) != nil)
    }

    @Test func textOverTheLimitIsCutAtALineEndWhenOneIsNear() throws {
        let line = String(repeating: "a", count: 99) + "\n"  // 100 bytes a line
        let text = String(repeating: line, count: 30)
        let cut = try #require(decode(Array(text.utf8), limit: 1_050))
        #expect(cut.shownBytes == 1_000)
        #expect(cut.string == String(repeating: line, count: 10))
    }

    @Test func withoutALineEndTheCutFallsBetweenCharacters() throws {
        let text = String(repeating: "저", count: 10_000)  // 3 bytes each, no newline
        let cut = try #require(decode(Array(text.utf8), limit: 1_000))
        #expect(cut.shownBytes == 999)
        #expect(cut.string == String(repeating: "저", count: 333))
        #expect(cut.encoding == .utf8)
        #expect(decode(Array(text.utf8), limit: 30_000)?.shownBytes == nil)
    }
}
