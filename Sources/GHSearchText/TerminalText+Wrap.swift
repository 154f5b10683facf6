extension TerminalText {
    /// `text` broken into lines of at most `width` cells, for the detail
    /// view. Breaks fall between words (runs of spaces are one break); a
    /// word wider than a line, such as a long URL or a CJK sentence without
    /// spaces, is broken between grapheme clusters. A character wider than
    /// the whole line (a wide one when `width` is 1) shows as `…`.
    /// Sanitise first: controls and newlines are not expected here.
    public static func wrap(_ text: String, toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(separator: " ") {
            let wordWidth = self.width(String(word))
            if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
                continue
            }
            if lineWidth > 0 {
                lines.append(line)
                (line, lineWidth) = ("", 0)
            }
            if wordWidth <= width {
                (line, lineWidth) = (String(word), wordWidth)
                continue
            }
            for character in word {
                var characterWidth = self.width(of: character)
                var piece = String(character)
                if characterWidth > width {
                    (piece, characterWidth) = (ellipsis, 1)
                }
                if lineWidth + characterWidth > width {
                    lines.append(line)
                    (line, lineWidth) = ("", 0)
                }
                line += piece
                lineWidth += characterWidth
            }
        }
        if lineWidth > 0 || !line.isEmpty { lines.append(line) }
        return lines
    }
}
