import GHSearchPreviewCommand
/// The side preview's own state.
public struct PreviewState: Sendable, Equatable {
    /// The built-in preview of the selected repository; nil when it is off or nothing is selected.
    public var pane: RepositoryDetail?
    /// Alt-V's choice, over the policy; nil until pressed.
    public var toggled: Bool?
    /// Whether the `.previewRest` timer runs (no token: the preview waits for the selection to rest).
    public var resting = false
    /// `--preview COMMAND`: the command's pane for the selected repository; nil when it is off or nothing is selected.
    public var command: CommandPreviewPane?

    public init(pane: RepositoryDetail? = nil, toggled: Bool? = nil, resting: Bool = false, command: CommandPreviewPane? = nil) {
        self.pane = pane
        self.toggled = toggled
        self.resting = resting
        self.command = command
    }
}
