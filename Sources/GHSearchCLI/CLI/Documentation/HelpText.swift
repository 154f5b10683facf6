import GHSearchText
/// `ghsearch --help`, wrapped to the terminal width by display width (a
/// Hangul syllable takes two cells). The words come from the `Catalogue`.
public enum HelpText {
    /// The help text for a terminal `width` columns wide, in `catalogue`'s language.
    public static func render(width: Int, catalogue: Catalogue = .english) -> String {
        let width = max(40, min(width, 120))
        var out = wrap(catalogue.helpOverview, width: width).joined(separator: "\n") + "\n"
        let column = 28
        let indent = String(repeating: " ", count: column)
        for section in HelpDocument.helpSections(catalogue) {
            out += "\n\(section.heading):\n"
            for (term, text) in section.rows {
                let lines = wrap(text, width: width - column)
                let lead = "  " + term
                let leadWidth = cells(lead)
                if leadWidth + 2 <= column {
                    out += lead + String(repeating: " ", count: column - leadWidth) + (lines.first ?? "") + "\n"
                } else {
                    // A term too wide for its column (an example command) has lines of its own.
                    for termLine in wrap(term, width: width - 2) { out += "  " + termLine + "\n" }
                    out += indent + (lines.first ?? "") + "\n"
                }
                for line in lines.dropFirst() {
                    out += indent + line + "\n"
                }
            }
        }
        return out
    }

    /// Words of `text` in lines of at most `width` cells; a word wider than
    /// a line (a long URL) keeps a line of its own. Read and gathered as
    /// bytes, a line made a `String` once: the help is long, and this runs
    /// on every `--help`.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line: [UInt8] = []
        line.reserveCapacity(width + 16)
        var lineWidth = 0
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 0x20 { end += 1 }
                if end > start {
                    let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
                    let wordWidth = cells(word)
                    if line.isEmpty {
                        line.append(contentsOf: word)
                        lineWidth = wordWidth
                    } else if lineWidth + 1 + wordWidth <= width {
                        line.append(0x20)
                        line.append(contentsOf: word)
                        lineWidth += 1 + wordWidth
                    } else {
                        lines.append(String(decoding: line, as: UTF8.self))
                        line.removeAll(keepingCapacity: true)
                        line.append(contentsOf: word)
                        lineWidth = wordWidth
                    }
                }
                start = end + 1
            }
        }
        if !line.isEmpty { lines.append(String(decoding: line, as: UTF8.self)) }
        return lines
    }

    /// The display width of a word's bytes, the ASCII ones (most of the help) counted as bytes.
    private static func cells(_ word: UnsafeBufferPointer<UInt8>) -> Int {
        word.allSatisfy { $0 >= 0x20 && $0 < 0x7F } ? word.count : TerminalText.width(String(decoding: word, as: UTF8.self))
    }

    /// Display width; ASCII (most of the help) counted without looking at graphemes.
    private static func cells(_ text: String) -> Int {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } ? text.utf8.count : TerminalText.width(text)
    }
}
