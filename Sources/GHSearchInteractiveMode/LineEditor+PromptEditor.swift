import GHSearchTerminal

extension LineEditor: PromptEditor {
    public var redrawWaker: any RedrawWaker { waker }
}
