/// What the mode reads of the parent: the prompt's line, which the mode
/// toggled away from keeps.
public struct ModeEnvironment: Sendable, Equatable {
    public var line: String

    public init(line: String = "") {
        self.line = line
    }
}
