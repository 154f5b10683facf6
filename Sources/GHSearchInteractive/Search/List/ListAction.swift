/// The list's keys: the line searches (throttled), Enter at once (or
/// prints the pick on a searched line), the selection moves and pages,
/// Tab opens the detail view, Ctrl-O a browser. The editor reports them
/// as `ScreenKey.list`; the parent routes them here while the list is up,
/// and gives them the detail view's meaning while it is up
/// (`ScreenKey.inDetail`).
public enum ListAction: Sendable, Equatable {
    /// A batch of keystrokes changed the prompt line.
    case lineChanged(String)
    /// Enter, with the line as it is.
    case submit(String)
    /// Ctrl-U or Esc emptied the line.
    case clear
    /// Esc: leave without a pick (in the list), back to the list (in the detail view).
    case escape
    /// Up/Down (Ctrl-P/Ctrl-N): move the selection by this many rows.
    case moveSelection(Int)
    /// PageUp/PageDown: move the selection by this many screens.
    case page(Int)
    /// `first`, `last`: the first (last) row; in the detail view, its top (bottom).
    case first
    case last
    /// Tab: show the selected repository.
    case openDetail
    /// Ctrl-O: open the repository shown or selected in a browser.
    case openBrowser

    // MARK: The mouse (`MouseRouting`)

    /// A click on the row at this position of `visible`: it is selected.
    case selectRow(Int)
    /// A double-click: the row is selected and picked, as Enter.
    case pickRow(Int)
    /// With `--multi`, a right-click or a Shift-click: the row is marked (or unmarked), and selected.
    case markRow(Int)
}
