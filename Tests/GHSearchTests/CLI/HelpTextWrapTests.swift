@testable import GHSearchCLI
import GHSearchText
import TestSupport
import Testing

/// `HelpText.wrap` (on the text's bytes) breaks lines exactly where words
/// joined as strings do: greedy, by display width, runs of spaces as one,
/// a word wider than the line on a line of its own.
@Suite(.standardTimeLimit) struct HelpTextWrapTests {
    /// The wrapping the help had before it read bytes, word by word as strings.
    private func reference(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(separator: " ").map(String.init) {
            let wordWidth = TerminalText.width(word)
            if line.isEmpty {
                (line, lineWidth) = (word, wordWidth)
            } else if lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
            } else {
                lines.append(line)
                (line, lineWidth) = (word, wordWidth)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    @Test func breaksWhereWordsJoinedAsStringsBreak() {
        let texts = [
            "", " ", "one", "  two  spaces  between  words  ", "a https://example.com/a/very/long/url/that/does/not/fit b",
            "한국어 도움말은 두 칸씩 차지하는 글자로 되어 있습니다 그래서 줄이 더 일찍 끊깁니다",
            "mixed 한글 and ASCII, é accents and 🙂 emoji in one line of words",
            Catalogue.english.helpOverview, Catalogue.korean.helpOverview,
        ]
        for text in texts {
            for width in [1, 5, 12, 20, 40, 52, 92] {
                #expect(HelpText.wrap(text, width: width) == reference(text, width: width), "\(width): \(text)")
            }
        }
    }
}
