/// What a running batch reports to its progress display.
public enum BatchEvent: Sendable, Equatable {
    /// Searching this user has begun.
    case started(String)
    /// `fetched` pages of this user are in; `last` is its last page when
    /// known (the first page's `rel="last"`, or GraphQL's `totalCount`).
    case page(String, fetched: Int, last: Int?)
    /// This user is done (its line is written before the event).
    case finished(BatchRecord)
}
