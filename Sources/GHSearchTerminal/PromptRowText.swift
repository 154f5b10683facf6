import GHSearchInteractive
import GHSearchPresent
import GHSearchText

/// What the prompt row shows, as written to the terminal: the prompt, the
/// window of the line (`PromptRow`), the placeholder (dimmed) on an empty
/// line, the inline info (`--info inline`), the cursor left where the
/// line's is. The editor writes it each time it waits for a key; the
/// interactive mode writes it once before the editor exists, with the first
/// frame (`LineEditor.firstPromptRow`).
struct PromptRowText {
    /// The prompt, control characters dropped.
    var prompt: String
    var promptStyle: String
    var queryStyle: String
    var placeholder: String?
    var usesStyling: Bool
    var info: PromptInfo?
    /// The screens' width: the row's, inside a border.
    var columns: Int

    var promptColumns: Int { TerminalText.width(prompt) }

    /// The inline info as the row shows it: cut to at most a third of the row.
    var infoShown: (text: String, width: Int) {
        guard let info, !info.text.isEmpty else { return ("", 0) }
        let text = TerminalText.truncate(info.text, toWidth: columns / 3)
        return (text, TerminalText.width(text))
    }

    /// The cells the prompt and the line take: the row's, less the inline info's.
    var lineRowWidth: Int {
        max(1, columns - infoShown.width)
    }

    /// The bytes that write `row` (the line's window; `lineIsEmpty` for the
    /// placeholder) on terminal row `rowNumber` from column `left`, the
    /// row cleared first across `clearWidth` cells (nil: the whole line).
    func bytes(row: PromptRow, lineIsEmpty: Bool, rowNumber: Int, left: Int, clearWidth: Int?) -> String {
        let width = lineRowWidth
        let shownPrompt = TerminalText.truncate(prompt, toWidth: width)
        var text = styled(shownPrompt, promptStyle) + styled(row.text, queryStyle)
        var used = TerminalText.width(shownPrompt) + TerminalText.width(row.text)
        if let placeholder, lineIsEmpty {
            let room = width - promptColumns - 1
            let shown = TerminalText.truncate(placeholder, toWidth: max(0, room))
            if !shown.isEmpty {
                let gap = String(repeating: " ", count: max(1, room - TerminalText.width(shown) + 1))
                text += usesStyling ? gap + TerminalControl.dim + shown + TerminalControl.resetStyle : gap + shown
                used += gap.count + TerminalText.width(shown)
            }
        }
        let infoShown = self.infoShown
        if let info, infoShown.width > 0 {
            // At the right end, or right after the line (the row's room is kept for it either way).
            if info.alignRight { text += String(repeating: " ", count: max(0, width - used)) }
            text += styled(infoShown.text, info.style)
        }
        return TerminalControl.moveCursor(row: rowNumber, column: left) + TerminalControl.erase(width: clearWidth)
            + text + TerminalControl.moveCursor(row: rowNumber, column: left - 1 + row.cursorColumn)
    }

    /// `text` in the SGR sequence `style`, then a reset; `text` itself without one.
    private func styled(_ text: String, _ style: String) -> String {
        style.isEmpty || text.isEmpty ? text : style + text + TerminalControl.resetStyle
    }
}
