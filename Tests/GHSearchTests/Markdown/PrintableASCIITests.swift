import Testing
@testable import GHSearchMarkdownLayout

/// The eight-bytes-at-a-time check against the plain one: every edge byte
/// at every position of texts from 0 to 24 bytes long.
@Suite struct PrintableASCIITests {
    @Test func agreesWithTheByteByByteCheck() {
        let edges: [UInt8] = [0x00, 0x09, 0x1F, 0x20, 0x41, 0x7E, 0x7F, 0x80, 0xC3, 0xFE, 0xFF]
        var wrong: [[UInt8]] = []
        for length in 0...24 {
            for position in 0..<max(length, 1) {
                for edge in edges {
                    var bytes = [UInt8](repeating: 0x61, count: length)
                    if length > 0 { bytes[position] = edge }
                    let expected = bytes.allSatisfy { (0x20...0x7E).contains($0) }
                    if bytes.withUnsafeBufferPointer(PrintableASCII.check) != expected { wrong.append(bytes) }
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
        #expect(PrintableASCII.contains(only: "plain text, long enough for two words"))
        #expect(!PrintableASCII.contains(only: "plain text, then \u{1B}[31m red"))
        #expect(!PrintableASCII.contains(only: "naïve"))
    }
}
