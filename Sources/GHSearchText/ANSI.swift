/// Every escape sequence ghsearch writes to a terminal, and nothing else:
/// no other file builds an `ESC` sequence. Text from outside goes through
/// `TerminalText.sanitize(_:)` first, so the only escapes on screen are these.
///
/// Positions are 1-based, as the terminal counts them.
public enum ANSI {
    /// The Control Sequence Introducer, `ESC [`.
    static let csi = "\u{1B}["

    // MARK: Styles

    /// Resets every SGR attribute and colour.
    public static let reset = "\u{1B}[0m"

    /// Appends `;` and `value` in decimal: one more parameter of a sequence.
    static func appendParameter(_ value: Int, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: ";"))
        appendDecimal(value, to: &bytes)
    }

    /// Appends `value` in decimal digits, as `String(value)` writes it.
    static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var rest = value.magnitude
        var divisor: UInt = 1
        while rest / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(truncatingIfNeeded: 0x30 + rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    // MARK: Cursor

    /// Moves the cursor to `row`, `column` (1-based).
    public static func moveTo(row: Int, column: Int) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(12)
        appendMoveTo(row: row, column: column, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the bytes of `moveTo(row:column:)`.
    static func appendMoveTo(row: Int, column: Int, to bytes: inout [UInt8]) {
        bytes.append(0x1B)
        bytes.append(UInt8(ascii: "["))
        appendDecimal(max(1, row), to: &bytes)
        bytes.append(UInt8(ascii: ";"))
        appendDecimal(max(1, column), to: &bytes)
        bytes.append(UInt8(ascii: "H"))
    }

    /// Hides the cursor (DECTCEM off).
    public static let hideCursor = "\u{1B}[?25l"

    /// Shows the cursor (DECTCEM on).
    public static let showCursor = "\u{1B}[?25h"

    // MARK: Erasing

    /// Erases the whole current line; the cursor stays where it is.
    public static let eraseLine = "\u{1B}[2K"

    /// Erases from the cursor to the end of the line.
    public static let eraseToEndOfLine = "\u{1B}[K"

    /// Erases `count` cells from the cursor (ECH); the cursor stays where it is.
    public static func eraseCharacters(_ count: Int) -> String {
        csi + "\(max(1, count))X"
    }

    /// Erases from the cursor to the end of the screen.
    public static let eraseBelow = "\u{1B}[J"

    /// Asks where the cursor is (DSR 6); the terminal answers `ESC [ row ; column R`.
    public static let requestCursorPosition = "\u{1B}[6n"

    /// Erases the whole screen; the cursor stays where it is.
    public static let eraseScreen = "\u{1B}[2J"

    // MARK: Screen modes

    /// Switches to the alternate screen buffer (xterm mode 1049).
    public static let enterAlternateScreen = "\u{1B}[?1049h"

    /// Returns to the normal screen buffer.
    public static let exitAlternateScreen = "\u{1B}[?1049l"

    /// Starts a synchronized update (mode 2026): the terminal shows nothing
    /// of the frame until `endSynchronizedUpdate`, so a redraw never tears.
    /// Terminals without the mode ignore it.
    public static let beginSynchronizedUpdate = "\u{1B}[?2026h"

    /// Ends a synchronized update and shows the frame.
    public static let endSynchronizedUpdate = "\u{1B}[?2026l"

    /// Turns bracketed paste on: a paste arrives between `ESC[200~` and
    /// `ESC[201~` instead of as typed keys.
    public static let enableBracketedPaste = "\u{1B}[?2004h"

    /// Turns bracketed paste off.
    public static let disableBracketedPaste = "\u{1B}[?2004l"

    /// Mouse reports on: presses, releases and the wheel (xterm mode 1000),
    /// in the SGR form (mode 1006: `ESC [ < b ; x ; y M`, any column).
    public static let enableMouse = "\u{1B}[?1000h\u{1B}[?1006h"

    /// Mouse reports off.
    public static let disableMouse = "\u{1B}[?1006l\u{1B}[?1000l"

    // MARK: Scroll region

    /// Makes the whole screen scroll again.
    public static let resetScrollRegion = "\u{1B}[r"

    // MARK: Clipboard

    /// OSC 52: puts `base64` (the text, Base64-encoded) on the clipboard
    /// selection `c`. Ended with BEL, which more terminals accept than ST.
    public static func setClipboard(base64: String) -> String {
        "\u{1B}]52;c;" + base64 + "\u{07}"
    }
}
