/// `ghsearch --help`, wrapped to the terminal width by display width (a
/// Hangul syllable takes two cells). The words come from the `Catalogue`.
public enum HelpText {
    /// The help text for a terminal `width` columns wide, in `catalogue`'s language.
    public static func render(width: Int, catalogue: Catalogue = .english) -> String {
        let width = max(40, min(width, 120))
        var out = wrap(catalogue.helpOverview, width: width).joined(separator: "\n") + "\n"
        let column = 28
        for section in HelpDocument.helpSections(catalogue) {
            out += "\n\(section.heading):\n"
            for (term, text) in section.rows {
                let lines = wrap(text, width: width - column)
                let lead = "  " + term
                if TerminalText.width(lead) + 2 <= column {
                    out += lead.padding(column) + (lines.first ?? "") + "\n"
                } else {
                    // A term too wide for its column (an example command) has lines of its own.
                    for termLine in wrap(term, width: width - 2) { out += "  " + termLine + "\n" }
                    out += String(repeating: " ", count: column) + (lines.first ?? "") + "\n"
                }
                for line in lines.dropFirst() {
                    out += String(repeating: " ", count: column) + line + "\n"
                }
            }
        }
        return out
    }

    /// Words of `text` in lines of at most `width` cells; a word wider than
    /// a line (a long URL) keeps a line of its own.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(separator: " ") {
            let wordWidth = TerminalText.width(String(word))
            if line.isEmpty {
                (line, lineWidth) = (String(word), wordWidth)
            } else if lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
            } else {
                lines.append(line)
                (line, lineWidth) = (String(word), wordWidth)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}

extension String {
    /// Padded with spaces to `width` cells.
    func padding(_ width: Int) -> String {
        let own = TerminalText.width(self)
        return own >= width ? self : self + String(repeating: " ", count: width - own)
    }
}
