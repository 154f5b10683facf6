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
        let placement = FramePlacement(frameTop: frameTop, promptRow: promptRow ?? screenRows, frameLeft: frameLeft,
                                       frameWidth: frameWidth, border: border)
        return String(decoding: updateBytes(from: previous, to: next, screenRows: screenRows, cursorColumn: cursorColumn,
                                            placement: placement),
                      as: UTF8.self)
    }

    /// `update(from:to:…)`'s bytes, as they are written to the terminal,
    /// for a frame where `placement` puts it (nil: from row 1 across the
    /// whole width, the prompt on the last row).
    public static func updateBytes(from previous: [String]?, to next: [String], screenRows: Int, cursorColumn: Int = 1,
                                   placement: FramePlacement?) -> [UInt8] {
        let frameTop = placement?.frameTop ?? 1
        let frameLeft = placement?.frameLeft ?? 1
        let frameWidth = placement?.frameWidth
        let border = placement?.border ?? ""
        let frameRows = max(0, screenRows - 1)
        let opening = TerminalControl.beginSynchronizedUpdate + TerminalControl.hideCursor
        var bytes: [UInt8] = []
        bytes.reserveCapacity(previous == nil ? 8192 : 1024)
        append(opening, to: &bytes)
        // A full repaint draws the border too (it never changes between two).
        if previous == nil, !border.isEmpty { append(TerminalControl.resetStyle + border, to: &bytes) }
        let erase = TerminalControl.erase(width: frameWidth)
        for row in 0..<frameRows {
            let line = row < next.count ? next[row] : ""
            if let previous, same(row < previous.count ? previous[row] : "", line) { continue }
            // Erase first, then write: erasing after a line that fills the
            // last column would erase its last character. Inside a border,
            // only the frame's cells are erased.
            TerminalControl.appendMoveCursor(row: frameTop + row, column: frameLeft, to: &bytes)
            append(TerminalControl.resetStyle, to: &bytes)
            append(erase, to: &bytes)
            append(line, to: &bytes)
            append(TerminalControl.resetStyle, to: &bytes)
        }
        guard bytes.count > opening.utf8.count else { return [] }
        TerminalControl.appendMoveCursor(row: max(1, placement?.promptRow ?? screenRows), column: max(1, cursorColumn), to: &bytes)
        append(TerminalControl.showCursor + TerminalControl.endSynchronizedUpdate, to: &bytes)
        return bytes
    }

    /// Whether two rows are the same: the same bytes, or equal as strings.
    private static func same(_ old: String, _ new: String) -> Bool {
        var old = old
        var new = new
        let sameBytes = old.withUTF8 { oldBytes in
            new.withUTF8 { newBytes in equalBytes(oldBytes, newBytes) }
        }
        return sameBytes || old == new
    }

    private static func equalBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        let rawA = UnsafeRawBufferPointer(a)
        let rawB = UnsafeRawBufferPointer(b)
        var index = 0
        while index + 8 <= a.count {
            if rawA.loadUnaligned(fromByteOffset: index, as: UInt64.self) != rawB.loadUnaligned(fromByteOffset: index, as: UInt64.self) {
                return false
            }
            index += 8
        }
        while index < a.count {
            if a[index] != b[index] { return false }
            index += 1
        }
        return true
    }

    private static func append(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }
}
