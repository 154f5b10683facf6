import GHSearchText
import Testing
@testable import GHSearchMarkdownLayout

/// The renderer's shortcut past the sanitiser against the sanitiser: text
/// it passes over must be text the sanitiser returns unchanged — every
/// scalar up to U+FFFF and a few beyond, alone and between ASCII words —
/// and the texts the sanitiser changes (controls, escapes, bidi controls,
/// the soft hyphen) are never passed over.
@Suite struct SanitisedTextTests {
    @Test func passesOverOnlyWhatTheSanitiserLeavesAlone() {
        var wrong: [UInt32] = []
        var passed = 0
        for value: UInt32 in Array(0...0xFFFF) + [0x1F600, 0x1F3FD, 0xE0041, 0x10FFFF] {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in [String(scalar), "word " + String(scalar) + " more text after it", String(scalar) + "\u{3042}"] {
                guard SanitisedText.isUnchanged(text) else { continue }
                passed += 1
                if TerminalText.sanitize(text) != text { wrong.append(value) }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10).map { String($0, radix: 16) })")
        #expect(passed > 40_000)
    }

    @Test func neverPassesOverWhatTheSanitiserChanges() {
        for text in ["a\u{1B}[31mred", "tab\there", "line\nbreak", "soft\u{AD}hyphen", "bidi\u{202E}txet",
                     "c1\u{9B}31m", "del\u{7F}", "漢字\u{200F}"] {
            #expect(!SanitisedText.isUnchanged(text), "\(text.debugDescription)")
        }
        #expect(SanitisedText.isUnchanged("naïve façade Ελληνικά 漢字とかな 한국어 「括弧」"))
    }

    /// Printable text outside the simple ranges (emoji, combining marks,
    /// symbols) is passed over too: the sanitiser would return it unchanged.
    @Test func passesOverPrintableTextOutsideTheSimpleRanges() {
        for text in ["emoji 👍🏽 and 🇯🇵", "e\u{301}t\u{301}e", "✓ done → next", "zero\u{200D}width joiner"] {
            #expect(SanitisedText.isUnchanged(text), "\(text.debugDescription)")
            #expect(TerminalText.sanitize(text) == text)
        }
    }
}
