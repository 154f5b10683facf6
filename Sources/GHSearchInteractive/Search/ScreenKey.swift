import GHSearchKeys
/// A key whose meaning depends on the screen: the editor reports it as it
/// is, and the view model's parent turns it into the list's action or the
/// detail view's (`inList`, `inDetail`). Both switches are exhaustive, so a
/// new key says what it does on every screen, if only "nothing".
public enum ScreenKey: Sendable, Equatable {
    /// A key the list acts on (`ListAction`); the detail view gives most of
    /// them a meaning of its own.
    case list(ListAction)
    /// `preview-up`, `preview-page-down`, `preview-top` … (Shift-Up,
    /// Shift-PgDn, Home …): the detail view's window, else the side preview's.
    case previewScroll(PreviewScroll)
    /// Alt-V: the side preview on or off.
    case togglePreview
    /// Ctrl-T: switch between user and search mode; each keeps its last line.
    case toggleMode
}

extension ScreenKey {
    /// What the key does while the list is up.
    public var inList: SearchAction {
        switch self {
        case .list(let action): .list(action)
        case .previewScroll(let scroll): .preview(.scroll(scroll))
        case .togglePreview: .preview(.toggle)
        case .toggleMode: .mode(.toggle)
        }
    }

    /// What the key does in the detail view: Ctrl-U (which clears the line)
    /// or Backspace (which changes it) goes back to the list with the prompt
    /// as it was, Esc too; the moving keys scroll; Enter picks the
    /// repository shown (`field`: `--print`'s); nil: nothing. `line`: the
    /// prompt's line, which a key that edits it gets back.
    public func inDetail(printing field: PrintField, line: String) -> SearchAction? {
        switch self {
        case .list(let action): action.inDetail(printing: field, line: line)
        case .previewScroll(let scroll): .detail(.scroll(scroll))
        case .togglePreview, .toggleMode: nil
        }
    }
}
