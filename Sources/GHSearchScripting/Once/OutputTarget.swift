import GHSearchText
/// What standard output is: decided once, at start-up, by the composition root.
public struct OutputTarget: Sendable, Equatable {
    /// A terminal (as opposed to a pipe or a file).
    public var isTerminal: Bool
    /// Columns, when a terminal.
    public var width: Int
    /// How much styling it takes (`.off` for pipes, `NO_COLOR`, `TERM=dumb`).
    public var colorMode: ANSI.ColorMode

    public init(isTerminal: Bool, width: Int = 80, colorMode: ANSI.ColorMode = .off) {
        self.isTerminal = isTerminal
        self.width = width
        self.colorMode = colorMode
    }
}
