import GHSearchGitHub
/// What a batch does when one request (a REST page or a GraphQL query) meets
/// a rate limit: a primary-limit answer makes the gate wait for the reset, a
/// secondary one for `retry-after` seconds (else 60 s, doubling), and the
/// same request is sent again — until it met the limit too often
/// (`BatchOptions.primaryLimitAttempts`, `secondaryLimitAttempts`).
struct BatchLimitRetry {
    let options: BatchOptions
    private var primaryHits = 0
    private var secondaryHits = 0

    init(options: BatchOptions) {
        self.options = options
    }

    /// True when `error` is a rate limit to wait out (the gate now holds the
    /// wait) and the request should be sent again; false to give up on it.
    mutating func waitsOut<C: Clock>(_ error: GitHubError, gate: RateLimitGate<C>) -> Bool where C.Duration == Duration {
        switch error {
        case .rateLimited(let rateLimit):
            primaryHits += 1
            guard primaryHits < options.primaryLimitAttempts else { return false }
            gate.exhausted(rateLimit)
            return true
        case .secondaryRateLimit(let retryAfter, _):
            secondaryHits += 1
            guard secondaryHits < options.secondaryLimitAttempts else { return false }
            gate.pause(for: retryAfter.map { .seconds(max(1, $0)) } ?? Self.backoff(secondaryHits, maximum: RateLimitGate<C>.maximumWait))
            return true
        default:
            return false
        }
    }

    /// The wait after the `n`th secondary-limit answer without `retry-after`:
    /// 60 s, then 120 s, 240 s, … (GitHub: "at least one minute", growing),
    /// never more than `maximum`.
    static func backoff(_ n: Int, maximum: Duration) -> Duration {
        min(.seconds(60 << min(max(0, n - 1), 6)), maximum)
    }
}
