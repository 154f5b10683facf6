import GHSearchKeys
/// A key whose meaning depends on the screen: the editor reports it as it
/// is, and the view model's parent turns it into the list's action or the
/// detail view's (`inList`, `inDetail`). Both switches are exhaustive, so a
/// new key says what it does on every screen, if only "nothing".
public enum ScreenKey: Sendable, Equatable {
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
    /// `preview-up`, `preview-page-down`, `preview-top` … (Shift-Up,
    /// Shift-PgDn, Home …): the detail view's window, else the side preview's.
    case previewScroll(PreviewScroll)
    /// Alt-V: the side preview on or off.
    case togglePreview
    /// Ctrl-T: switch between user and search mode; each keeps its last line.
    case toggleMode

    // MARK: The mouse (`MouseRouting`)

    /// A click on the row at this position of `visible`: it is selected.
    case selectRow(Int)
    /// A double-click: the row is selected and picked, as Enter.
    case pickRow(Int)
    /// With `--multi`, a right-click or a Shift-click: the row is marked (or unmarked), and selected.
    case markRow(Int)
}

extension ScreenKey {
    /// What the key does while the list is up.
    public var inList: SearchAction {
        switch self {
        case .lineChanged(let line): .list(.lineChanged(line))
        case .submit(let line): .list(.submit(line))
        case .clear: .list(.clear)
        case .escape: .list(.escape)
        case .moveSelection(let rows): .list(.moveSelection(rows))
        case .page(let pages): .list(.page(pages))
        case .first: .list(.first)
        case .last: .list(.last)
        case .openDetail: .list(.openDetail)
        case .openBrowser: .list(.openBrowser)
        case .selectRow(let position): .list(.selectRow(position))
        case .pickRow(let position): .list(.pickRow(position))
        case .markRow(let position): .list(.markRow(position))
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
        case .lineChanged, .clear: .detail(.dismiss(restoringLine: line))
        case .escape: .detail(.dismiss(restoringLine: nil))
        case .openBrowser: .detail(.openBrowser)
        case .submit: .pick(.printField(field))
        case .moveSelection(let lines): .detail(.scroll(.lines(lines)))
        case .page(let pages): .detail(.scroll(.pages(pages)))
        case .first: .detail(.scroll(.top))
        case .last: .detail(.scroll(.bottom))
        case .previewScroll(let scroll): .detail(.scroll(scroll))
        case .openDetail, .togglePreview, .toggleMode, .selectRow, .pickRow, .markRow: nil
        }
    }
}
