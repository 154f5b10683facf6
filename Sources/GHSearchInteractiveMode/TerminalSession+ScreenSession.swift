import GHSearchTerminal

extension TerminalSession: ScreenSession {}
