/// What `--info inline` and `inline-right` show on the prompt row: the
/// count (already made terminal-safe), its style's SGR sequence (empty:
/// none), and where it goes.
public struct PromptInfo: Sendable, Equatable {
    public var text: String
    public var style: String
    /// At the right end of the row (`inline-right`), or right after the line (`inline`).
    public var alignRight: Bool

    public init(text: String, style: String = "", alignRight: Bool = false) {
        self.text = text
        self.style = style
        self.alignRight = alignRight
    }
}
