import GHSearchText
/// The bytes that turn one screen frame into the next. Pure: no terminal.
///
/// A frame is the rows above the prompt (rows 1…H−1 of an H-row screen),
/// each line already fitted to the width and possibly carrying SGR styling.
/// Only rows whose text changed are written; the whole update is wrapped in
/// synchronized output with the cursor hidden, and ends with the cursor on
/// the prompt row (row H) at `cursorColumn`: where libedit has it, so that
/// libedit's view of the screen stays true whenever the frame is drawn.
public enum FrameDiff {
    /// The escape sequence that takes the screen from `previous` to `next`,
    /// or "" when nothing changed. `previous == nil` means the screen content
    /// is unknown (first frame, after a resize): every row is written.
    /// Lines beyond row H−1 are dropped; missing rows are blank. Inside a
    /// border the rows start at `frameLeft` and `frameWidth` cells are
    /// cleared; `border` (its drawing) is written with a full repaint.
    public static func update(
        from previous: [String]?,
        to next: [String],
        screenRows: Int,
        cursorColumn: Int = 1,
        frameTop: Int = 1,
        promptRow: Int? = nil,
        frameLeft: Int = 1,
        frameWidth: Int? = nil,
        border: String = ""
    ) -> String {
        let frameRows = max(0, screenRows - 1)
        let newRows = fitted(next, rows: frameRows)
        let oldRows = previous.map { fitted($0, rows: frameRows) }
        // A full repaint draws the border too (it never changes between two).
        var body = previous == nil && !border.isEmpty ? TerminalControl.resetStyle + border : ""
        for row in 0..<frameRows where oldRows?[row] != newRows[row] {
            // Erase first, then write: erasing after a line that fills the
            // last column would erase its last character. Inside a border,
            // only the frame's cells are erased.
            body += TerminalControl.moveCursor(row: frameTop + row, column: frameLeft) + TerminalControl.resetStyle
                + TerminalControl.erase(width: frameWidth) + newRows[row] + TerminalControl.resetStyle
        }
        guard !body.isEmpty else { return "" }
        return TerminalControl.beginSynchronizedUpdate + TerminalControl.hideCursor
            + body
            + TerminalControl.moveCursor(row: max(1, promptRow ?? screenRows), column: max(1, cursorColumn))
            + TerminalControl.showCursor + TerminalControl.endSynchronizedUpdate
    }

    private static func fitted(_ lines: [String], rows: Int) -> [String] {
        if lines.count >= rows { return Array(lines.prefix(rows)) }
        return lines + Array(repeating: "", count: rows - lines.count)
    }
}
