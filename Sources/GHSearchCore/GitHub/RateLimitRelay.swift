import Synchronization

/// Carries the rate limit of every answer (`GitHubClient.onRateLimit`) to
/// whoever shows it, once that one exists: the client is built before the
/// view model that displays the quota.
public final class RateLimitRelay: Sendable {
    private let handler = Mutex<(@Sendable (RateLimit) -> Void)?>(nil)

    public init() {}

    public func publish(_ limit: RateLimit) {
        handler.withLock { $0 }?(limit)
    }

    public func subscribe(_ body: @escaping @Sendable (RateLimit) -> Void) {
        handler.withLock { $0 = body }
    }
}
