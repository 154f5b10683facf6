import GHSearchCore
import GHSearchTerminal

extension SearchAction {
    /// The prompt's event as the view model's action, one for one (what it
    /// means is the view model's to decide); nil for the events the terminal
    /// side handles itself (drawing, a new size).
    init?(_ event: LineEditorEvent) {
        switch event {
        case .lineChanged(let line): self = .lineChanged(line)
        case .submit(let line): self = .submit(line)
        case .cleared: self = .clear
        case .moveSelection(let rows): self = .moveSelection(rows)
        case .page(let pages): self = .page(pages)
        case .openDetail: self = .openDetail
        case .openBrowser: self = .openBrowser
        case .home: self = .home
        case .end: self = .end
        case .togglePreview: self = .togglePreview
        case .endOfInput: self = .endOfInput
        case .interrupt: self = .interrupt
        case .escape: self = .escape
        case .toggleMark(let rows): self = .toggleMark(rows)
        case .clone: self = .clone
        case .copyURL: self = .copyURL
        case .openHomepage: self = .openHomepage
        case .openIssues: self = .openIssues
        case .boundKey(let key): self = .boundKey(key)
        case .redrawRequested, .resized: return nil
        }
    }
}
