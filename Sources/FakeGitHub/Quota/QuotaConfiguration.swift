/// The primary rate limit the fake enforces, per `Authorization` value
/// (all anonymous callers share one bucket, like one IP on GitHub).
public struct QuotaConfiguration: Sendable, Hashable {
    /// Requests per window (GitHub: 60 anonymous).
    public var limit: Int
    /// Window length in seconds, from the first request of the window.
    public var resetSeconds: Int
    /// Status of the "limit exceeded" answer: GitHub sends 403, sometimes 429.
    public var exceededStatus: Int

    public init(limit: Int = 60, resetSeconds: Int = 3600, exceededStatus: Int = 403) {
        self.limit = limit
        self.resetSeconds = resetSeconds
        self.exceededStatus = exceededStatus
    }
}
