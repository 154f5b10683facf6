import GHSearchKeys
/// Pick and act: its keys, the same in both screens (they act on the
/// repository shown, else the one selected), and the answers to its effects.
public enum PickAction: Sendable, Equatable {
    /// Tab / Shift-Tab with `--multi`: mark or unmark the selected row, then
    /// move the selection by this many rows.
    case toggleMark(Int)
    /// `select-all`, `deselect-all`, `toggle-all` with `--multi`: every row the filter shows.
    case markAll(MarkChange)
    /// Alt-C: clone the selected (or marked) repositories, then exit.
    case clone
    /// Alt-Y: copy the selected repository's URL to the clipboard (OSC 52).
    case copyURL
    /// Alt-H: open the selected repository's homepage in a browser.
    case openHomepage
    /// Alt-I: open the selected repository's issues page in a browser.
    case openIssues
    /// `execute(…)`: run the command for the acting repository on the terminal.
    case execute(CommandTemplate)
    /// `execute-silent(…)`: run it without giving the screen back.
    case executeSilent(CommandTemplate)
    /// `become(…)`: leave and run it in ghsearch's place.
    case become(CommandTemplate)
    /// `print(FIELD)` (and Enter on a pick): print the pick's FIELD and exit 0.
    case printField(PrintField)

    // MARK: Answers

    /// `.runCommand`: how the command ended.
    case commandFinished(command: String, CommandOutcome)
    /// `.clone`: git could not be found, so nothing was left or cloned.
    case cloneNotStarted
}
