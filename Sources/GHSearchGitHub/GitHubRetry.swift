import AsyncOperators

/// How a request to GitHub is tried again: `attempts` in all for what may
/// succeed on retry (`GitHubError.isRetryable`), with a pause of
/// `delay(n)` on `clock` after the n-th failed attempt. The services of
/// lists, searches and READMEs each hold one.
public struct GitHubRetry<C: Clock>: Sendable where C.Duration == Duration {
    public let clock: C
    public let attempts: Int
    public let delay: @Sendable (_ failedAttempt: Int) -> Duration

    public init(clock: C, attempts: Int, delay: @escaping @Sendable (_ failedAttempt: Int) -> Duration) {
        self.clock = clock
        self.attempts = attempts
        self.delay = delay
    }

    /// `operation`, tried again as the policy says; throws the last failure.
    public func run<T>(_ operation: () async throws(GitHubError) -> T) async throws(GitHubError) -> T {
        try await withRetry(attempts: attempts, clock: clock, delay: delay,
                            shouldRetry: { (error: GitHubError) in error.isRetryable }, operation: operation)
    }
}
