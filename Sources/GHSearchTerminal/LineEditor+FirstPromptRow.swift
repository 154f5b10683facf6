import GHSearchInteractive
import GHSearchPresent
import GHSearchText

extension LineEditor {
    /// The prompt row as the editor made with `configuration` will draw
    /// it, for the first frame, drawn before the editor exists (libedit not
    /// loaded yet): the prompt, `line` with the cursor at its end, the
    /// placeholder on an empty line, `info`; on a terminal of `terminalSize`
    /// holding the screen as `layout` says. The text to write, and the
    /// cursor's column (where a frame drawn meanwhile leaves the cursor).
    public static func firstPromptRow(configuration: LineEditorConfiguration, line: String, info: PromptInfo?,
                                      layout: ScreenLayout, terminalSize: TerminalSize) -> (text: String, cursorColumn: Int) {
        let size = layout.innerSize(terminalRows: terminalSize.rows, columns: terminalSize.columns)
        let insets = layout.insets(terminalRows: terminalSize.rows, columns: terminalSize.columns)
        let rowText = PromptRowText(
            prompt: TerminalText.sanitize(configuration.prompt), promptStyle: configuration.promptStyle,
            queryStyle: configuration.queryStyle,
            placeholder: shownPlaceholder(configuration.placeholder),
            usesStyling: configuration.usesStyling, info: info, columns: size.columns)
        let clean = kept(TerminalText.sanitize(line))
        let row = PromptRow.layout(line: clean, cursorScalar: clean.unicodeScalars.count, promptWidth: rowText.promptColumns,
                                   width: rowText.lineRowWidth)
        let left = 1 + insets.left
        let text = rowText.bytes(row: row, lineIsEmpty: clean.isEmpty, rowNumber: layout.promptRow(terminalRows: terminalSize.rows),
                                 left: left, clearWidth: promptRowWidth(layout: layout, terminalSize: terminalSize))
        return (text, left - 1 + row.cursorColumn)
    }
}
