/// What standard output is: decided once, at start-up, by the composition root.
public struct OutputTarget: Sendable, Equatable {
    /// A terminal (as opposed to a pipe or a file).
    public var isTerminal: Bool
    /// Columns, when a terminal.
    public var width: Int
    /// Colour and styles allowed (a terminal, and no NO_COLOR, and not TERM=dumb).
    public var color: Bool

    public init(isTerminal: Bool, width: Int = 80, color: Bool = false) {
        self.isTerminal = isTerminal
        self.width = width
        self.color = color
    }
}
