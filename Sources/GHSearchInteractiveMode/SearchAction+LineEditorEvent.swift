import GHSearchTerminal
import GHSearchInteractive

extension SearchAction {
    /// The prompt's event as the view model's action, one for one (what it
    /// means is the view model's to decide); nil for the events the terminal
    /// side handles itself (drawing, a new size).
    public init?(_ event: LineEditorEvent) {
        switch event {
        case .lineChanged(let line): self = .key(.list(.lineChanged(line)))
        case .submit(let line): self = .key(.list(.submit(line)))
        case .cleared: self = .key(.list(.clear))
        case .endOfInput: self = .endOfInput
        case .action(let action): self = action
        case .redrawRequested, .resized, .mouse: return nil
        }
    }
}
