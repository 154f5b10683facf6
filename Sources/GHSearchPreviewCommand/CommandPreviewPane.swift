/// `--preview COMMAND`: what the pane shows, for one run of the command.
public struct CommandPreviewPane: Sendable, Equatable {
    /// The run shown (the selection's command line, the pane's size).
    public var run: PreviewRun
    /// The output so far, made safe (`PreviewText.lines`).
    public var lines: [PreviewText.Line]
    /// How the command ended; nil while it runs.
    public var ended: PreviewOutput.Ending?
    /// The first row on screen (after wrapping).
    public var top: Int

    public init(run: PreviewRun, lines: [PreviewText.Line] = [], ended: PreviewOutput.Ending? = nil, top: Int = 0) {
        self.run = run
        self.lines = lines
        self.ended = ended
        self.top = top
    }

    /// The rows the output takes in a pane `width` cells wide.
    public func rows(width: Int, wrap: Bool) -> [String] {
        lines.flatMap { PreviewText.rows($0, width: width, wrap: wrap) }
    }
}
