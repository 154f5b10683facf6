import FoundationEssentials

/// The escape sequences the terminal layer writes, all taken from the one
/// `ANSI` enum (no sequence is spelled out here), plus the two compositions
/// every entry and exit path of the screen uses. Pure text: the terminal
/// target writes it, `FrameDiff` builds frames from it.
public enum TerminalControl {
    public static let enterAlternateScreen = ANSI.enterAlternateScreen
    public static let leaveAlternateScreen = ANSI.exitAlternateScreen
    public static let hideCursor = ANSI.hideCursor
    public static let showCursor = ANSI.showCursor
    public static let beginSynchronizedUpdate = ANSI.beginSynchronizedUpdate
    public static let endSynchronizedUpdate = ANSI.endSynchronizedUpdate
    public static let resetScrollRegion = ANSI.resetScrollRegion
    public static let resetStyle = ANSI.reset
    /// Dim (faint) text, for the placeholder.
    public static let dim = ANSI.Style.dim.sequence(for: .basic)
    public static let eraseLine = ANSI.eraseLine
    public static let clearScreen = ANSI.eraseScreen
    public static let enableBracketedPaste = ANSI.enableBracketedPaste
    public static let disableBracketedPaste = ANSI.disableBracketedPaste

    /// Puts `text` on the terminal's clipboard (OSC 52), through tmux and
    /// SSH alike. `text` is Base64-encoded, so nothing in it reaches the
    /// terminal as a control character.
    public static func copyToClipboard(_ text: String) -> String {
        ANSI.setClipboard(base64: Data(text.utf8).base64EncodedString())
    }

    /// Cursor to a 1-based row and column.
    public static func moveCursor(row: Int, column: Int) -> String {
        ANSI.moveTo(row: row, column: column)
    }

    /// Appends the bytes of `moveCursor(row:column:)` to `bytes`.
    public static func appendMoveCursor(row: Int, column: Int, to bytes: inout [UInt8]) {
        ANSI.appendMoveTo(row: row, column: column, to: &bytes)
    }

    /// Erases a row from the cursor: `width` cells (inside a border), or
    /// the whole line when nil. The cursor stays where it is.
    public static func erase(width: Int?) -> String {
        width.map(ANSI.eraseCharacters) ?? eraseLine
    }

    /// What every exit path writes to give the terminal back as it was:
    /// synchronized output off, styles off, scroll region reset, cursor
    /// visible, bracketed paste off, main screen back.
    public static let restoreSequence =
        endSynchronizedUpdate + resetStyle + resetScrollRegion + showCursor + disableBracketedPaste + leaveAlternateScreen

    /// What entering the interactive screen writes: the alternate screen,
    /// cleared, and bracketed paste on (see `InputReader`).
    public static let enterSequence = enterAlternateScreen + enableBracketedPaste + clearScreen + moveCursor(row: 1, column: 1)

    /// `enterSequence`, with mouse reports on when `mouse` (else no mouse-mode escape at all).
    public static func enterSequence(mouse: Bool) -> String {
        enterSequence + (mouse ? ANSI.enableMouse : "")
    }

    /// Inline (`--height`): what entering writes once the cursor is at
    /// `cursorRow`: `rows - 1` line feeds make the room below it (the
    /// terminal scrolls when there is too little), then the cursor goes
    /// to the region's first row, `top`; bracketed paste and the mouse as
    /// full-screen.
    public static func enterInline(rows: Int, top: Int, mouse: Bool) -> String {
        "\r" + String(repeating: "\n", count: max(0, rows - 1)) + moveCursor(row: top, column: 1) + enableBracketedPaste
            + (mouse ? ANSI.enableMouse : "")
    }

    /// Inline: what every exit path writes: the modes back as
    /// `restoreSequence` leaves them (no alternate screen to leave), the
    /// region's rows cleared and the cursor at their top, where the shell
    /// goes on.
    public static func restoreInline(top: Int, mouse: Bool) -> String {
        (mouse ? ANSI.disableMouse : "") + endSynchronizedUpdate + resetStyle + showCursor + disableBracketedPaste
            + moveCursor(row: top, column: 1) + ANSI.eraseBelow
    }

    /// The terminal's answer to `ANSI.requestCursorPosition` among `bytes`
    /// (`ESC [ row ; column R`, anything around it skipped): the row, or nil.
    public static func cursorRow(inReport bytes: [UInt8]) -> Int? {
        cursorReport(in: bytes)?.row
    }

    /// The terminal's answer to `ANSI.requestCursorPosition` among `bytes`
    /// (the last `ESC [ row ; column R` in them): the row, and where the
    /// answer is, so that what was typed around it can be kept; nil when
    /// there is none.
    public static func cursorReport(in bytes: [UInt8]) -> (row: Int, range: Range<Int>)? {
        var escape = bytes.endIndex
        while let found = bytes[..<escape].lastIndex(of: 0x1B) {
            escape = found
            guard found + 1 < bytes.count, bytes[found + 1] == 0x5B,
                  let end = bytes[(found + 2)...].firstIndex(where: { !(0x30...0x39).contains($0) && $0 != 0x3B }),
                  bytes[end] == 0x52 else { continue }
            let fields = String(decoding: bytes[(found + 2)..<end], as: UTF8.self).split(separator: ";", omittingEmptySubsequences: false)
            guard fields.count == 2, let row = Int(fields[0]), row >= 1, Int(fields[1]) != nil else { continue }
            return (row, found..<(end + 1))
        }
        return nil
    }

    /// `restoreSequence`, with mouse reports off first when they were on.
    public static func restoreSequence(mouse: Bool) -> String {
        (mouse ? ANSI.disableMouse : "") + restoreSequence
    }
}
