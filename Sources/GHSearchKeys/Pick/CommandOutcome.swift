/// How a command run for an `execute(…)` key ended.
public enum CommandOutcome: Sendable, Equatable {
    case exited(Int32)
    /// Ended by this signal.
    case signalled(Int32)
    /// No executable of that name on `PATH`.
    case notFound
    /// It could not be started (the `errno` of the attempt).
    case notStarted(Int32)

    public var succeeded: Bool { self == .exited(0) }
}
