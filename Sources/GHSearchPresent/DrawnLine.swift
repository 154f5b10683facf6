import GHSearchText

/// A line as the screens draw it: text and the SGR sequences that style it
/// (the only escape sequences a drawn line holds).
enum DrawnLine {
    /// The cells `line` takes: its text without its SGR sequences.
    static func width(_ line: String) -> Int {
        guard line.utf8.contains(0x1B) else { return TerminalText.width(line) }
        var text = ""
        var scalars = line.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else { text.unicodeScalars.append(scalar); continue }
            guard scalars.next() == "[" else { continue }
            while let parameter = scalars.next(), !(0x40...0x7E).contains(parameter.value) {}
        }
        return TerminalText.width(text)
    }

    /// `line` cut to at most `width` cells, its SGR sequences kept and the
    /// style reset after the cut (a line that fits comes back unchanged). A
    /// wide character that would straddle the edge is left out.
    static func clipped(_ line: String, toWidth width: Int) -> String {
        guard self.width(line) > width else { return line }
        var out = ""
        var used = 0
        var inSequence = false
        var styled = false
        for character in line {
            if inSequence {
                out.append(character)
                if let scalar = character.unicodeScalars.first, character != "[", (0x40...0x7E).contains(scalar.value) {
                    inSequence = false
                }
                continue
            }
            if character == "\u{1B}" {
                out.append(character)
                inSequence = true
                styled = true
                continue
            }
            let cells = TerminalText.width(of: character)
            guard used + cells <= width else { break }
            out.append(character)
            used += cells
        }
        return styled ? out + ANSI.reset : out
    }
}
