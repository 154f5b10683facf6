import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchText
@testable import GHSearchScripting

/// Inputs the libFuzzer targets in fuzz/ found, kept as regression tests.
@Suite(.standardTimeLimit) struct FuzzRegressionTests {
    /// fuzz/TerminalText, crash-b19d0d28…: the text ends in U+0600 (a
    /// prepended concatenation mark), which joins whatever follows it into one
    /// grapheme cluster, so the padding spaces `fit` added were measured as
    /// part of it and the row came out one cell short.
    @Test func paddingAfterAPrependedMarkCountsEveryCell() {
        let bytes: [UInt8] = [
            0x00, 0x4F, 0x70, 0x74, 0x69, 0x6F, 0x30, 0x9A, 0xFE, 0x27, 0x83, 0x96, 0x20, 0x21, 0xF0,
            0x4F, 0x70, 0x74, 0x69, 0x6F, 0x6E, 0x65, 0x8B, 0x07, 0x00, 0x00, 0x1D, 0x80, 0x9F, 0x91, 0xD8, 0x80,
        ]
        let text = TerminalText.sanitize(String(decoding: bytes, as: UTF8.self))
        #expect(TerminalText.width(TerminalText.fit(text, toWidth: 79)) == 79)
    }

    @Test func aPrependedMarkTakesItsOwnCellBeforeWhatFollows() {
        #expect(TerminalText.width("\u{0600}") == 1)
        #expect(TerminalText.width("\u{0600} ") == 2)
        #expect(TerminalText.width("\u{0600}\u{0600}x") == 3)
        #expect(TerminalText.width("\u{0600}日") == 3)
        #expect(TerminalText.width(TerminalText.fit("ab\u{0600}", toWidth: 6)) == 6)
        #expect(TerminalText.width(TerminalText.truncate("\u{0600}abcdef", toWidth: 4)) <= 4)
        #expect(MeasuredText("x\u{0600} y").width == 4)
    }
}

extension FuzzRegressionTests {
    /// A cluster of many Prepend marks is wider than 255 cells: measuring
    /// it must not overflow the per-character width store.
    @Test func aClusterOfThousandsOfPrependedMarksIsMeasured() {
        let text = String(repeating: "\u{0600}", count: 3_000) + "x"
        #expect(text.count == 1)
        let measured = MeasuredText(text)
        #expect(measured.width == 3_001)
        #expect(TerminalText.width(measured.truncated(toWidth: 10)) == 10)
    }

    /// fuzz/BatchInput, crash-7b6d0d6d… (kept in `fuzz/corpus/BatchInput/`):
    /// a `#` with a combining mark after it is one Character, so the
    /// comment was not cut and the line became a name holding `#`.
    @Test func aHashWithACombiningMarkStillStartsABatchComment() {
        let input = BatchInput(text: "octocat\n#\u{036F}\u{90DD}\u{9CFF}\u{FEFF}scare\ntorvalds #\u{0301} a comment\n")
        #expect(input.entries == [.search("octocat"), .search("torvalds")])
    }

    /// The same reader: a byte-order mark after leading spaces is not part of the name.
    @Test func aByteOrderMarkAfterSpacesIsNotPartOfABatchName() {
        #expect(BatchInput(text: " \u{FEFF}octocat\n\t\u{FEFF} \u{FEFF}torvalds\n").entries == [.search("octocat"), .search("torvalds")])
    }

    /// fuzz/ConfigFile, crash-41970b8f… (kept in fuzz/corpus/ConfigFile/):
    /// a word that starts with a combining mark (U+0356), quoted for the
    /// resume hint, came back changed: `'` and the mark are one Character,
    /// so the config file's word splitter took the quote for a letter. A
    /// shell reads bytes; the splitter now reads scalars.
    @Test func aQuoteFollowedByACombiningMarkStillQuotes() throws {
        let words = ["\u{0356}\u{FFFD}\u{04B6}\u{FFFD}l", "-ang"]
        #expect(try ShellWords.split(ShellWords.quote(words)) == words)
        #expect(try ShellWords.split("'\u{0356}a b' \"\u{0301}c d\" e\\\u{0301}f") == ["\u{0356}a b", "\u{0301}c d", "e\u{0301}f"])
    }

    /// The same seam in the config file: a line of `#` and a combining mark
    /// is a comment, as a shell (and `--batch` input) reads it.
    @Test func aHashWithACombiningMarkStillStartsAConfigComment() {
        let config = DefaultOptions(configFile: "#\u{036F} --not-an-option\n--color never\n", path: "/c")
        #expect(config.entries.map(\.line) == [2])
    }
}
