/// The files, streams and signals a batch touches, injected by the
/// executable (the real ones) or a test (in memory).
public struct BatchIO: Sendable {
    /// The input's bytes (`-`: standard input).
    public var readInput: @Sendable (String) -> Result<[UInt8], BatchFileFailure>
    /// Opens `--output FILE`, fresh or (`resume`) after what an earlier run finished there.
    public var openOutput: @Sendable (_ path: String, _ resume: Bool) -> Result<(BatchOutput, BatchResume), BatchFileFailure>
    /// Standard output.
    public var standardOutput: BatchOutput
    /// Standard error.
    public var writeError: @Sendable (String) -> Void
    /// Standard error's width when it is a terminal (progress redraws one
    /// line there), nil when it is not (a plain line now and then).
    public var errorTerminalWidth: Int?
    /// What a line for standard error must not show (the token).
    public var redact: @Sendable (String) -> String
    /// From now on `SIGINT`/`SIGTERM` write this line before ending the process.
    public var armInterrupt: @Sendable (String) -> Void
    /// The signals end the process without a word again.
    public var disarmInterrupt: @Sendable () -> Void

    public init(readInput: @escaping @Sendable (String) -> Result<[UInt8], BatchFileFailure>,
                openOutput: @escaping @Sendable (String, Bool) -> Result<(BatchOutput, BatchResume), BatchFileFailure>,
                standardOutput: BatchOutput, writeError: @escaping @Sendable (String) -> Void, errorTerminalWidth: Int? = nil,
                redact: @escaping @Sendable (String) -> String = { $0 },
                armInterrupt: @escaping @Sendable (String) -> Void = { _ in },
                disarmInterrupt: @escaping @Sendable () -> Void = {}) {
        self.readInput = readInput
        self.openOutput = openOutput
        self.standardOutput = standardOutput
        self.writeError = writeError
        self.errorTerminalWidth = errorTerminalWidth
        self.redact = redact
        self.armInterrupt = armInterrupt
        self.disarmInterrupt = disarmInterrupt
    }
}
