import Testing
@testable import GHSearchMarkdownLayout

/// `LineBytes` is a value: a copy keeps its bytes whatever is done to the
/// value it was copied from (or to), although both share storage until one
/// of them writes.
@Suite struct LineBytesTests {
    private func bytes(_ text: String) -> LineBytes {
        var bytes = LineBytes()
        append(text, to: &bytes)
        return bytes
    }

    private func append(_ text: String, to bytes: inout LineBytes) {
        var text = text
        text.withUTF8 { bytes.append($0) }
    }

    private func text(_ bytes: LineBytes) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
    }

    @Test func growsPastItsFirstCapacityKeepingWhatItHolds() {
        var grown = LineBytes()
        var expected = ""
        for index in 0..<200 {
            let word = "word\(index) "
            append(word, to: &grown)
            expected += word
        }
        grown.append(0x21)
        #expect(text(grown) == expected + "!")
        #expect(grown.count == expected.utf8.count + 1)
        #expect(grown.last == 0x21)
    }

    @Test func aCopyIsNotChangedByWritesToTheOriginal() {
        var original = bytes("shared words")
        let copy = original
        original.removeLast()
        append("X", to: &original)
        #expect(text(copy) == "shared words")
        #expect(text(original) == "shared wordX")
        append(String(repeating: "y", count: 300), to: &original)
        #expect(text(copy) == "shared words")
        #expect(text(original) == "shared wordX" + String(repeating: "y", count: 300))
    }

    @Test func theOriginalIsNotChangedByWritesToACopy() {
        let original = bytes("kept")
        var copy = original
        copy.removeLast()
        copy.append(0x21)
        #expect(text(original) == "kept")
        #expect(text(copy) == "kep!")
        #expect(original != copy)
    }

    @Test func emptyingASharedValueKeepsTheOtherOnesBytes() {
        var emptied = bytes("still here")
        let other = emptied
        emptied.removeAll(keepingCapacity: true)
        append("new", to: &emptied)
        #expect(text(other) == "still here")
        #expect(text(emptied) == "new")
    }

    @Test func equalWhenTheBytesAreEqual() {
        var reserved = LineBytes()
        reserved.reserveCapacity(4096)
        append("same", to: &reserved)
        #expect(reserved == bytes("same"))
        #expect(LineBytes() == LineBytes())
        #expect(bytes("same") != bytes("some"))
    }
}
