/// What a running batch reports to its progress display.
public enum BatchEvent: Sendable, Equatable {
    /// Searching this user has begun.
    case started(String)
    /// This user is done (its line is written before the event).
    case finished(BatchRecord)
}
