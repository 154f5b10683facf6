import GHSearchText
/// The output of a preview command, made safe for the pane: split into
/// lines, every escape sequence and control character removed by the one
/// sanitiser (`TerminalText.sanitize`), except, when colours are on,
/// SGR sequences (`ESC [ digits ; : m`: colours and attributes, which
/// move nothing and print nothing). A colour still on at the end of a line
/// goes on at the start of the next, as on a terminal; every drawn line
/// ends with a reset, so nothing bleeds out of the pane.
public enum PreviewText {
    /// Lines kept of one output, at most (the rest is cut, and says so).
    public static let maximumLines = 10_000

    /// A line as the pane keeps it: text and kept SGR sequences.
    public enum Piece: Sendable, Equatable {
        case text(String)
        case style(String)
    }

    public typealias Line = [Piece]

    /// The output's lines; `keepsColour` false drops the SGR sequences too.
    public static func lines(_ bytes: [UInt8], keepsColour: Bool) -> [Line] {
        let text = String(decoding: bytes, as: UTF8.self)
        var lines: [Line] = []
        var carried: [String] = []  // the SGR sequences in force since the last reset
        // "\r\n" is one Character: a line ends at either.
        var rawLines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        if rawLines.last?.isEmpty == true { rawLines.removeLast() }  // the final newline ends a line
        for var raw in rawLines.prefix(maximumLines) {
            if raw.hasSuffix("\r") { raw = raw.dropLast() }
            // A carriage return inside a line: what comes after it is what a terminal shows last.
            if let carriage = raw.lastIndex(of: "\r") { raw = raw[raw.index(after: carriage)...] }
            var line: Line = carried.map { .style($0) }
            var column = 0
            for piece in split(raw) {
                switch piece {
                case .style(let sequence):
                    guard keepsColour else { continue }
                    if isReset(sequence) { carried = [] } else { carried.append(sequence) }
                    line.append(.style(sequence))
                case .text(let text):
                    let clean = TerminalText.sanitize(expandingTabs(text, from: &column))
                    if !clean.isEmpty { line.append(.text(clean)) }
                }
            }
            lines.append(line)
        }
        return lines
    }

    /// A line's text and SGR sequences, in order (other escapes stay in the text, for the sanitiser).
    static func split(_ raw: Substring) -> [Piece] {
        var pieces: [Piece] = []
        var text = ""
        let scalars = Array(raw.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "[" {
                var end = index + 2
                while end < scalars.count, isParameter(scalars[end]) { end += 1 }
                if end < scalars.count, scalars[end] == "m" {
                    if !text.isEmpty { pieces.append(.text(text)); text = "" }
                    var sequence = ""
                    sequence.unicodeScalars.append(contentsOf: scalars[index...end])
                    pieces.append(.style(sequence))
                    index = end + 1
                    continue
                }
            }
            text.unicodeScalars.append(scalars[index])
            index += 1
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        return pieces
    }

    private static func isParameter(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar) || scalar == ";" || scalar == ":"
    }

    private static func isReset(_ sequence: String) -> Bool {
        sequence == "\u{1B}[m" || sequence == "\u{1B}[0m"
    }

    /// Tabs as spaces to the next multiple of 8 (`column` counts the line's cells so far).
    private static func expandingTabs(_ text: String, from column: inout Int) -> String {
        guard text.contains("\t") else {
            column += TerminalText.width(text)
            return text
        }
        var out = ""
        for part in text.split(separator: "\t", omittingEmptySubsequences: false).enumerated() {
            if part.offset > 0 {
                let spaces = 8 - column % 8
                out += String(repeating: " ", count: spaces)
                column += spaces
            }
            out += part.element
            column += TerminalText.width(String(part.element))
        }
        return out
    }

    // MARK: Drawing

    /// `line` in rows of at most `width` cells: one row cut to the width,
    /// or (`wrap`) as many as it takes. Each row that holds a style ends with a reset.
    public static func rows(_ line: Line, width: Int, wrap: Bool) -> [String] {
        let width = max(1, width)
        var rows: [String] = []
        var row = ""
        var used = 0
        var styled = false
        var active: [String] = []
        func endRow() {
            rows.append(styled ? row + ANSI.reset : row)
            row = active.joined()
            styled = !active.isEmpty
            used = 0
        }
        for piece in line {
            switch piece {
            case .style(let sequence):
                row += sequence
                styled = true
                if isReset(sequence) { active = [] } else { active.append(sequence) }
            case .text(let text):
                for character in text {
                    let cells = TerminalText.width(of: character)
                    if used + cells > width {
                        guard wrap else {
                            rows.append(styled ? row + ANSI.reset : row)
                            return rows
                        }
                        endRow()
                        if cells > width { continue }
                    }
                    row.append(character)
                    used += cells
                }
            }
        }
        rows.append(styled ? row + ANSI.reset : row)
        return rows
    }

    /// The cells `row` takes on screen (its SGR sequences take none).
    public static func width(ofRow row: String) -> Int {
        split(Substring(row)).reduce(0) { sum, piece in
            if case .text(let text) = piece { return sum + TerminalText.width(text) }
            return sum
        }
    }
}
