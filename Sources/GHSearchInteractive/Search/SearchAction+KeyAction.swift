import GHSearchKeys
extension SearchAction {
    /// The view model's action for a key's `action`; nil for what the line
    /// editor does itself (editing the line, `accept` and `clear-query`,
    /// which carry the line, and `delete-char/eof`).
    public init?(_ action: KeyAction) {
        switch action {
        case .abort: self = .interrupt
        case .back: self = .escape
        case .toggleSearch: self = .toggleMode
        case .up: self = .moveSelection(-1)
        case .down: self = .moveSelection(1)
        case .pageUp: self = .page(-1)
        case .pageDown: self = .page(1)
        case .first: self = .first
        case .last: self = .last
        case .toggle: self = .toggleMark(0)
        case .toggleDown: self = .toggleMark(1)
        case .toggleUp: self = .toggleMark(-1)
        case .selectAll: self = .markAll(.select)
        case .deselectAll: self = .markAll(.deselect)
        case .toggleAll: self = .markAll(.toggle)
        case .showDetails: self = .openDetail
        case .togglePreview: self = .togglePreview
        case .previewUp: self = .previewScroll(.lines(-1))
        case .previewDown: self = .previewScroll(.lines(1))
        case .previewPageUp: self = .previewScroll(.pages(-1))
        case .previewPageDown: self = .previewScroll(.pages(1))
        case .previewTop: self = .previewScroll(.top)
        case .previewBottom: self = .previewScroll(.bottom)
        case .openBrowser: self = .openBrowser
        case .openHomepage: self = .openHomepage
        case .openIssues: self = .openIssues
        case .clone: self = .clone
        case .copyURL: self = .copyURL
        case .execute(let command): self = .execute(command)
        case .executeSilent(let command): self = .executeSilent(command)
        case .become(let command): self = .become(command)
        case .printField(let field): self = .printField(field)
        case .accept, .clearQuery, .deleteCharOrEOF,
             .backwardChar, .forwardChar, .backwardWord, .forwardWord, .backwardDeleteChar, .deleteChar,
             .backwardKillWord, .killWord, .killLine, .unixLineDiscard, .yank, .beginningOfLine, .endOfLine,
             .prevHistory, .nextHistory, .searchHistory:
            return nil
        }
    }
}
