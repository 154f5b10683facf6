/// The list's keys: the line searches (throttled), Enter at once (or
/// prints the pick on a searched line), the selection moves and pages,
/// Tab opens the detail view, Ctrl-O a browser. The parent routes
/// `ScreenKey`s here while the list is up (`ScreenKey.inList`).
public enum ListAction: Sendable, Equatable {
    case lineChanged(String)
    case submit(String)
    case clear
    /// Esc: leave without a pick.
    case escape
    case moveSelection(Int)
    case page(Int)
    case first
    case last
    case openDetail
    case openBrowser
    case selectRow(Int)
    case pickRow(Int)
    case markRow(Int)
}
