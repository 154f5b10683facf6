/// A mouse report in xterm's SGR form (mode 1006: `ESC [ < b ; x ; y M`
/// for a press, `m` for a release), as `KeyDecoder` reads it.
public struct MouseEvent: Hashable, Sendable {
    public enum Button: Hashable, Sendable {
        case left, middle, right
        case wheelUp, wheelDown
        /// Another button (wheel left and right, buttons 8–11) or none (a motion report).
        case other
    }

    public var button: Button
    /// A press (`M`), else a release (`m`).
    public var isPress: Bool
    /// Reported while the pointer moves (bit 32): not a click.
    public var isMotion: Bool
    public var modifiers: KeyModifiers
    /// 1-based, as the terminal counts.
    public var column: Int
    public var row: Int

    public init(button: Button, isPress: Bool = true, isMotion: Bool = false, modifiers: KeyModifiers = [],
                column: Int, row: Int) {
        self.button = button
        self.isPress = isPress
        self.isMotion = isMotion
        self.modifiers = modifiers
        self.column = column
        self.row = row
    }

    /// The report with button code `code` (its low bits the button, 4 Shift,
    /// 8 Alt, 16 Ctrl, 32 motion, 64 the wheel) at `column`, `row`.
    init(code: Int, column: Int, row: Int, isPress: Bool) {
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.ctrl) }
        let button: Button = switch (code & 0b1100_0011, code & 128) {
        case (0, 0): .left
        case (1, 0): .middle
        case (2, 0): .right
        case (64, 0): .wheelUp
        case (65, 0): .wheelDown
        default: .other
        }
        self.init(button: button, isPress: isPress, isMotion: code & 32 != 0, modifiers: modifiers, column: column, row: row)
    }
}
