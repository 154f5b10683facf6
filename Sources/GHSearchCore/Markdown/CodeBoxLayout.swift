/// A code block drawn in a box, its language in the top border:
///
///     ┌─ swift ──────────┐
///     │ let answer = 42  │
///     └──────────────────┘
///
/// The box is as wide as the longest line (and no wider than the space
/// given); tabs are expanded to stops every `tabWidth` columns; each line is
/// sanitised; a line too long for the box is cut into several, never
/// reflowed. Narrower than a box can be, the code is shown without one.
struct CodeBoxLayout {
    static let tabWidth = 4
    /// The narrowest box: borders, padding and one cell of code.
    static let minimumWidth = 5

    let theme: MarkdownTheme

    func lines(info: String, code: String, width: Int) -> [StyledLine] {
        guard width > 0 else { return [] }
        // Split on bytes: "\r\n" is one Character, and bytes are faster.
        let codeLines = code.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { bytes in
            var line = Substring(bytes)
            if line.utf8.last == 0x0D { line.removeLast() }
            return CodeBoxLayout.clean(line)
        }
        guard width >= CodeBoxLayout.minimumWidth else {
            return codeLines.flatMap { LineWrapper.cut($0, style: .plain, width: width) }
        }
        let language = TerminalText.sanitize(String(info.split(separator: " ").first ?? "")).trimmingSpaces()
        let longest = codeLines.reduce(1) { max($0, TerminalText.width($1)) }
        var labelWidth = TerminalText.width(language)
        let inner = min(width - 4, max(longest, labelWidth == 0 ? 1 : labelWidth + 2))
        var label = language
        if labelWidth > inner - 2 {
            label = inner > 2 ? TerminalText.truncate(language, toWidth: inner - 2) : ""
            labelWidth = TerminalText.width(label)
        }

        var top = StyledLine()
        if labelWidth > 0 {
            top.append("┌─ ", style: theme.border)
            top.append(label, style: theme.border)
            top.append(" " + String(repeating: "─", count: inner - labelWidth - 1) + "┐", style: theme.border)
        } else {
            top.append("┌" + String(repeating: "─", count: inner + 2) + "┐", style: theme.border)
        }
        var out = [top]
        for codeLine in codeLines {
            for piece in LineWrapper.cut(codeLine, style: .plain, width: inner) {
                var line = StyledLine("│ ", style: theme.border)
                line.append(piece)
                line.appendSpaces(inner - piece.width)
                line.append(" │", style: theme.border)
                out.append(line)
            }
        }
        out.append(StyledLine("└" + String(repeating: "─", count: inner + 2) + "┘", style: theme.border))
        return out
    }

    /// One line of code as it shows: tabs expanded, then sanitised piece by
    /// piece (so an escape sequence cannot hide a tab stop).
    static func clean(_ line: Substring) -> String {
        guard line.utf8.contains(0x09) else { return TerminalText.sanitize(String(line)) }
        var out = ""
        var column = 0
        for (index, segment) in line.split(separator: "\t", omittingEmptySubsequences: false).enumerated() {
            if index > 0 {
                let padding = tabWidth - column % tabWidth
                out += String(repeating: " ", count: padding)
                column += padding
            }
            let clean = TerminalText.sanitize(String(segment))
            out += clean
            column += TerminalText.width(clean)
        }
        return out
    }
}
