/// One run of the preview command: the command line for `sh -c` (the
/// selected repository's values in place) and the pane's size, which the
/// command is told (`FZF_PREVIEW_COLUMNS`, `FZF_PREVIEW_LINES`, as fzf's).
/// Equal runs are one run: the stream runs a command again only when the
/// selection or the pane's size changed.
public struct PreviewRun: Sendable, Hashable {
    public var commandLine: String
    public var columns: Int
    public var rows: Int

    public init(commandLine: String, columns: Int, rows: Int) {
        self.commandLine = commandLine
        self.columns = columns
        self.rows = rows
    }
}

/// What a preview command has written so far (standard output and error,
/// as they came), and whether it has ended.
public struct PreviewOutput: Sendable, Equatable {
    /// Everything written so far, up to `PreviewOutput.maximumBytes`.
    public var bytes: [UInt8]
    public var ended: Ending?

    /// How the command ended.
    public enum Ending: Sendable, Equatable {
        case exited(Int32)
        case signalled(Int32)
        /// `sh` could not be started (its `errno`).
        case notStarted(Int32)
        /// It wrote more than `maximumBytes`: it was stopped there.
        case cut
    }

    /// Bytes of output kept, at most: the command is stopped past them.
    public static let maximumBytes = 1 << 20

    public init(bytes: [UInt8] = [], ended: Ending? = nil) {
        self.bytes = bytes
        self.ended = ended
    }
}

/// Runs preview commands for the session (the edge does: the core starts
/// no process). The stream it returns yields the output as it grows and
/// finishes when the command ends; when the consumer stops iterating (the
/// selection moved on), the command's whole process group is killed.
public typealias PreviewCommandRunner = @Sendable (PreviewRun) -> AsyncStream<PreviewOutput>
