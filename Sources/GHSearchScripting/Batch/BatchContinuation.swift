/// What the orchestrator answers a source for each finished item: whether
/// the batch goes on. Stopping is this value, never an error.
public enum BatchContinuation: Sendable, Equatable {
    /// Go on: start the next items.
    case proceed
    /// Start nothing more; what is in flight is finished and handed over
    /// (GitHub refused the token: every further item would fail).
    case stop
    /// Start nothing more; what is in flight may be cancelled, since nothing
    /// more can be written (the output refused a record).
    case abandon
}
