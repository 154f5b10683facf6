import GHSearchKeys
extension ListAction {
    /// The list's key in the detail view (`ScreenKey.inDetail`).
    func inDetail(printing field: PrintField, line: String) -> SearchAction? {
        switch self {
        case .lineChanged, .clear: .detail(.dismiss(restoringLine: line))
        case .escape: .detail(.dismiss(restoringLine: nil))
        case .openBrowser: .detail(.openBrowser)
        case .submit: .pick(.printField(field))
        case .moveSelection(let lines): .detail(.scroll(.lines(lines)))
        case .page(let pages): .detail(.scroll(.pages(pages)))
        case .first: .detail(.scroll(.top))
        case .last: .detail(.scroll(.bottom))
        case .openDetail, .selectRow, .pickRow, .markRow: nil
        }
    }
}
