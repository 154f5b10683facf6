import GHSearchKeys
extension SearchAction {
    /// The view model's action for a key's `action`; nil for what the line
    /// editor does itself (editing the line, `accept` and `clear-query`,
    /// which carry the line, and `delete-char/eof`).
    public init?(_ action: KeyAction) {
        switch action {
        case .abort: self = .interrupt
        case .back: self = .key(.list(.escape))
        case .toggleSearch: self = .key(.toggleMode)
        case .up: self = .key(.list(.moveSelection(-1)))
        case .down: self = .key(.list(.moveSelection(1)))
        case .pageUp: self = .key(.list(.page(-1)))
        case .pageDown: self = .key(.list(.page(1)))
        case .first: self = .key(.list(.first))
        case .last: self = .key(.list(.last))
        case .toggle: self = .pick(.toggleMark(0))
        case .toggleDown: self = .pick(.toggleMark(1))
        case .toggleUp: self = .pick(.toggleMark(-1))
        case .selectAll: self = .pick(.markAll(.select))
        case .deselectAll: self = .pick(.markAll(.deselect))
        case .toggleAll: self = .pick(.markAll(.toggle))
        case .showDetails: self = .key(.list(.openDetail))
        case .togglePreview: self = .key(.togglePreview)
        case .previewUp: self = .key(.previewScroll(.lines(-1)))
        case .previewDown: self = .key(.previewScroll(.lines(1)))
        case .previewPageUp: self = .key(.previewScroll(.pages(-1)))
        case .previewPageDown: self = .key(.previewScroll(.pages(1)))
        case .previewTop: self = .key(.previewScroll(.top))
        case .previewBottom: self = .key(.previewScroll(.bottom))
        case .openBrowser: self = .key(.list(.openBrowser))
        case .openHomepage: self = .pick(.openHomepage)
        case .openIssues: self = .pick(.openIssues)
        case .clone: self = .pick(.clone)
        case .copyURL: self = .pick(.copyURL)
        case .execute(let command): self = .pick(.execute(command))
        case .executeSilent(let command): self = .pick(.executeSilent(command))
        case .become(let command): self = .pick(.become(command))
        case .printField(let field): self = .pick(.printField(field))
        case .accept, .clearQuery, .deleteCharOrEOF,
             .backwardChar, .forwardChar, .backwardWord, .forwardWord, .backwardDeleteChar, .deleteChar,
             .backwardKillWord, .killWord, .killLine, .unixLineDiscard, .yank, .beginningOfLine, .endOfLine,
             .prevHistory, .nextHistory, .searchHistory:
            return nil
        }
    }
}
