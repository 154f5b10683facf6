import GHSearchText
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

    /// One line of code: printable ASCII as it came (most code), or made
    /// clean (`clean(_:)`).
    private enum CodeLine {
        case ascii(Range<Int>)
        case cleaned(String, width: Int)

        var width: Int {
            switch self {
            case .ascii(let range): range.count
            case .cleaned(_, let width): width
            }
        }
    }

    func layout(info: String, code: String, width: Int, into buffer: inout LineBuffer) {
        guard width > 0 else { return }
        var code = code
        code.withUTF8 { bytes in
            let codeLines = CodeBoxLayout.lines(bytes)
            func append(_ line: CodeLine) {
                switch line {
                case .ascii(let range):
                    buffer.append(UnsafeBufferPointer(rebasing: bytes[range]), style: .plain, width: range.count)
                case .cleaned(let text, let width):
                    buffer.append(text[...], style: .plain, width: width)
                }
            }
            /// The line as pieces no wider than `limit`.
            func pieces(_ line: CodeLine, _ limit: Int) -> [CodeLine] {
                guard line.width > limit else { return [line] }
                switch line {
                case .ascii(let range):
                    return stride(from: range.lowerBound, to: range.upperBound, by: limit).map {
                        .ascii($0..<min($0 + limit, range.upperBound))
                    }
                case .cleaned(let text, _):
                    return LineWrapper.cut(text, width: limit).map { .cleaned($0.text, width: $0.width) }
                }
            }
            guard width >= CodeBoxLayout.minimumWidth else {
                for line in codeLines {
                    if line.width <= width {
                        buffer.beginLine()
                        append(line)
                        buffer.endLine()
                        continue
                    }
                    for piece in pieces(line, width) {
                        buffer.beginLine()
                        append(piece)
                        buffer.endLine()
                    }
                }
                return
            }
            let infoWord = info.utf8.drop { $0 == 0x20 }.prefix { $0 != 0x20 }
            let language = infoWord.isEmpty ? "" : TerminalText.sanitize(String(Substring(infoWord)))
            var labelWidth = TerminalText.width(language)
            let longest = codeLines.reduce(1) { max($0, $1.width) }
            let inner = min(width - 4, max(longest, labelWidth == 0 ? 1 : labelWidth + 2))
            var label = language
            if labelWidth > inner - 2 {
                label = inner > 2 ? TerminalText.truncate(language, toWidth: inner - 2) : ""
                labelWidth = TerminalText.width(label)
            }

            buffer.beginLine()
            if labelWidth > 0 {
                buffer.append(MarkdownTheme.borderMarks[12])
                buffer.append(label[...], style: theme.border, width: labelWidth)
                buffer.append(MarkdownTheme.borderMarks[13])
                buffer.append(repeating: LineBuffer.horizontal, count: inner - labelWidth - 1, style: theme.border)
            } else {
                buffer.append(MarkdownTheme.borderMarks[0])
                buffer.append(repeating: LineBuffer.horizontal, count: inner + 2, style: theme.border)
            }
            buffer.append(MarkdownTheme.borderMarks[2])
            buffer.endLine()
            let left = MarkdownTheme.borderMarks[10]
            let right = MarkdownTheme.borderMarks[11]
            func boxed(_ piece: CodeLine) {
                buffer.beginLine()
                buffer.append(left)
                append(piece)
                buffer.appendSpaces(inner - piece.width)
                buffer.append(right)
                buffer.endLine()
            }
            for line in codeLines {
                if line.width <= inner {
                    boxed(line)
                } else {
                    for piece in pieces(line, inner) { boxed(piece) }
                }
            }
            buffer.beginLine()
            buffer.append(MarkdownTheme.borderMarks[6])
            buffer.append(repeating: LineBuffer.horizontal, count: inner + 2, style: theme.border)
            buffer.append(MarkdownTheme.borderMarks[8])
            buffer.endLine()
        }
    }

    /// The lines of `bytes` (split at LF, a CR before it dropped).
    private static func lines(_ bytes: UnsafeBufferPointer<UInt8>) -> [CodeLine] {
        var lines: [CodeLine] = []
        lines.reserveCapacity(16)
        var start = 0
        while start <= bytes.count {
            // Printable ASCII is passed over eight bytes at a time; the
            // line ends at the first LF after it.
            var end = PrintableASCII.end(of: bytes, from: start)
            var ascii = true
            if end < bytes.count, bytes[end] != 0x0A {
                ascii = false
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            }
            var lineEnd = end
            if lineEnd > start, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            if ascii || lineEnd < end && bytes[start..<lineEnd].allSatisfy({ $0 &- 0x20 < 0x5F }) {
                lines.append(.ascii(start..<lineEnd))
            } else {
                let text = ClusterJoin.neutralisingStart(
                    clean(Substring(decoding: UnsafeBufferPointer(rebasing: bytes[start..<lineEnd]), as: UTF8.self)))
                lines.append(.cleaned(text, width: PrintableASCII.contains(only: text) ? text.utf8.count : TerminalText.width(text)))
            }
            start = end + 1
        }
        return lines
    }

    /// One line of code as it shows: tabs expanded, then sanitised piece by
    /// piece (so an escape sequence cannot hide a tab stop).
    static func clean(_ line: Substring) -> String {
        guard line.utf8.contains(0x09) else { return InlineFlattener.clean(String(line)) }
        var line = line
        return line.withUTF8 { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 4 * tabWidth)
            var column = 0
            var start = 0
            while true {
                var end = start
                while end < bytes.count, bytes[end] != 0x09 { end += 1 }
                let segment = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if PrintableASCII.check(segment) {
                    out.append(contentsOf: segment)
                    column += segment.count
                } else {
                    let clean = InlineFlattener.clean(String(decoding: segment, as: UTF8.self))
                    out.append(contentsOf: clean.utf8)
                    column += TerminalText.width(clean)
                }
                guard end < bytes.count else { break }
                let padding = tabWidth - column % tabWidth
                out.append(contentsOf: repeatElement(0x20, count: padding))
                column += padding
                start = end + 1
            }
            return String(decoding: out, as: UTF8.self)
        }
    }
}
