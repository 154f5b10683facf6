/// Every escape sequence this module writes, in one place.
///
/// Private to the terminal layer so it can later be swapped for the shared
/// `ANSI` enum in GHSearchCore without touching the callers.
enum TerminalControl {
    /// Switch to the alternate screen (and back); xterm's 1049 also saves/restores the cursor.
    static let enterAlternateScreen = "\u{1B}[?1049h"
    static let leaveAlternateScreen = "\u{1B}[?1049l"

    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"

    /// Synchronized output (mode 2026): the terminal shows nothing in between.
    static let beginSynchronizedUpdate = "\u{1B}[?2026h"
    static let endSynchronizedUpdate = "\u{1B}[?2026l"

    /// Scroll region reset to the whole screen.
    static let resetScrollRegion = "\u{1B}[r"
    /// All SGR attributes off.
    static let resetStyle = "\u{1B}[0m"
    /// Dim (faint) text.
    static let dim = "\u{1B}[2m"
    /// Erase the whole line the cursor is on.
    static let eraseLine = "\u{1B}[2K"
    /// Erase the whole screen.
    static let clearScreen = "\u{1B}[2J"

    /// Cursor to a 1-based row and column.
    static func moveCursor(row: Int, column: Int) -> String {
        "\u{1B}[\(row);\(column)H"
    }

    /// What every exit path writes to give the terminal back as it was:
    /// synchronized output off, styles off, scroll region reset, cursor
    /// visible, main screen back.
    static let restoreSequence =
        endSynchronizedUpdate + resetStyle + resetScrollRegion + showCursor + leaveAlternateScreen

    /// What entering the interactive screen writes.
    static let enterSequence = enterAlternateScreen + clearScreen + moveCursor(row: 1, column: 1)
}
