import GHSearchCLI
import Testing
import TestSupport
import GHSearchText

/// The one text-safety rule, as one table, and every way text reaches a
/// terminal agreeing with it: `sanitize` (network text, the prompt line),
/// `quote` (user text repeated in a message). Before there was one rule,
/// U+061C, U+200E and U+200F passed `quote` and the line editor but not
/// `sanitize`.
@Suite(.standardTimeLimit) struct TextSafetyTests {
    static let table: [(scalar: UInt32, kind: TextSafety.Kind)] = [
        (0x41, .printable), (0xE9, .printable), (0xC800, .printable), (0x1F37B, .printable),
        (0x301, .printable),  // combining acute accent
        (0x200D, .printable),  // zero-width joiner (emoji sequences)
        (0xFE0F, .printable), (0xFFFD, .printable), (0x20, .printable), (0xA0, .printable),
        (0x09, .lineBreak), (0x0A, .lineBreak), (0x0B, .lineBreak), (0x0C, .lineBreak), (0x0D, .lineBreak),
        (0x85, .lineBreak), (0x2028, .lineBreak), (0x2029, .lineBreak),
        (0x00, .unsafe), (0x07, .unsafe), (0x08, .unsafe), (0x1B, .unsafe), (0x1F, .unsafe), (0x7F, .unsafe),
        (0x80, .unsafe), (0x9B, .unsafe), (0x9C, .unsafe), (0x9D, .unsafe), (0x9F, .unsafe), (0xAD, .unsafe),
        (0x061C, .unsafe), (0x200E, .unsafe), (0x200F, .unsafe),
        (0x202A, .unsafe), (0x202B, .unsafe), (0x202C, .unsafe), (0x202D, .unsafe), (0x202E, .unsafe),
        (0x2066, .unsafe), (0x2067, .unsafe), (0x2068, .unsafe), (0x2069, .unsafe),
        (0x206A, .unsafe), (0x206F, .unsafe), (0xFFF9, .unsafe), (0xFFFA, .unsafe), (0xFFFB, .unsafe),
    ]

    @Test func theRuleIsTheTable() {
        for row in Self.table {
            #expect(TextSafety.kind(of: row.scalar) == row.kind, "U+\(String(row.scalar, radix: 16))")
        }
    }

    /// Network text and the prompt line: printable kept, a line break one
    /// space, anything unsafe gone.
    @Test func sanitizeFollowsTheRule() {
        for row in Self.table {
            let character = String(Unicode.Scalar(row.scalar)!)
            let expected = switch row.kind {
            case .printable: "a" + character
            case .lineBreak: "a "
            case .unsafe: "a"
            }
            #expect(TerminalText.sanitize("a" + character) == expected, "U+\(String(row.scalar, radix: 16))")
        }
    }

    /// User text in a message: printable kept, anything else shown as `\u{…}`.
    @Test func quoteFollowsTheRule() {
        for row in Self.table {
            let character = String(Unicode.Scalar(row.scalar)!)
            let expected = row.kind == .printable ? character : "\\u{\(String(row.scalar, radix: 16))}"
            #expect(TerminalText.quote(character) == expected, "U+\(String(row.scalar, radix: 16))")
        }
    }

    @Test func quoteCutsLongTextByCharacters() {
        #expect(TerminalText.quote(String(repeating: "x", count: 100), limit: 5) == "xxxxx…")
        #expect(TerminalText.quote("ab\u{1B}[31m", limit: 3) == "ab\\u{1b}…")
    }
}
