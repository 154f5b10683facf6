import Synchronization

/// Carries the rate limit of every answer (`GitHubClient.onRateLimit`) to
/// whoever shows it, once that one exists: the client is built before the
/// view model that displays the quota.
public final class RateLimitRelay: Sendable {
    /// The handler in a struct: a bare function value in a `Mutex` is
    /// wrapped in one more reabstraction thunk at every `withLock`, a chain
    /// that grows with each call (slower and slower, then a stack overflow).
    private struct Handler: Sendable {
        let call: @Sendable (RateLimit) -> Void
    }

    private let handler = Mutex<Handler?>(nil)

    public init() {}

    public func publish(_ limit: RateLimit) {
        handler.withLock { $0 }?.call(limit)
    }

    public func subscribe(_ body: @escaping @Sendable (RateLimit) -> Void) {
        handler.withLock { $0 = Handler(call: body) }
    }
}
