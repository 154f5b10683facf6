#if canImport(GHSearchCore)
import GHSearchCore  // absent when bench/repl.sh compiles this file into one module with the core's sources
#endif

/// The escape sequences the terminal layer writes, all taken from the one
/// `ANSI` enum in GHSearchCore (no sequence is spelled out here), plus the
/// two compositions every entry and exit path of the screen uses.
enum TerminalControl {
    static let enterAlternateScreen = ANSI.enterAlternateScreen
    static let leaveAlternateScreen = ANSI.exitAlternateScreen
    static let hideCursor = ANSI.hideCursor
    static let showCursor = ANSI.showCursor
    static let beginSynchronizedUpdate = ANSI.beginSynchronizedUpdate
    static let endSynchronizedUpdate = ANSI.endSynchronizedUpdate
    static let resetScrollRegion = ANSI.resetScrollRegion
    static let resetStyle = ANSI.reset
    /// Dim (faint) text, for the placeholder.
    static let dim = ANSI.Style.dim.sequence(for: .basic)
    static let eraseLine = ANSI.eraseLine
    static let clearScreen = ANSI.eraseScreen
    static let enableBracketedPaste = ANSI.enableBracketedPaste
    static let disableBracketedPaste = ANSI.disableBracketedPaste

    /// Cursor to a 1-based row and column.
    static func moveCursor(row: Int, column: Int) -> String {
        ANSI.moveTo(row: row, column: column)
    }

    /// What every exit path writes to give the terminal back as it was:
    /// synchronized output off, styles off, scroll region reset, cursor
    /// visible, bracketed paste off, main screen back.
    static let restoreSequence =
        endSynchronizedUpdate + resetStyle + resetScrollRegion + showCursor + disableBracketedPaste + leaveAlternateScreen

    /// What entering the interactive screen writes: the alternate screen,
    /// cleared, and bracketed paste on (see `InputReader`).
    static let enterSequence = enterAlternateScreen + enableBracketedPaste + clearScreen + moveCursor(row: 1, column: 1)
}
