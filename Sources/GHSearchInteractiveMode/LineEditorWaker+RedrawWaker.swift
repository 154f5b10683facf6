import GHSearchTerminal

extension LineEditorWaker: RedrawWaker {}
