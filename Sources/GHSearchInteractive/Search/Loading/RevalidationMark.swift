import FoundationEssentials

/// Rows shown before their request answered (stale-while-revalidate): the
/// response cache's first page of the name searched (or the rows seen
/// earlier this session), on screen while the request revalidates them.
/// The status line says `cached 3 min ago · checking for changes…` until
/// the answer: a 304 (or the same rows) only clears the mark, new rows
/// replace them, a failure leaves them marked stale with the reason.
public struct RevalidationMark: Sendable, Equatable {
    /// When the cached answer was fetched (nil: not known, or rows kept in
    /// memory this session).
    public var storedAt: Date?

    public init(storedAt: Date?) {
        self.storedAt = storedAt
    }
}
