import GHSearchGitHub

/// One REST request of a batch through the rate-limit gate: a ticket
/// first (nil when the gate stopped, `--no-wait`), then the request, and a
/// rate limit it met waited out (`BatchLimitRetry`) before it is sent again.
struct BatchGatedCall<C: Clock>: Sendable where C.Duration == Duration {
    let gate: RateLimitGate<C>
    let options: BatchOptions

    func callAsFunction<T>(_ request: () async throws(GitHubError) -> T) async -> Result<T, GitHubError>? {
        var limits = BatchLimitRetry(options: options)
        while true {
            guard let ticket = await gate.acquire() else { return nil }
            let outcome: Result<T, GitHubError>
            do throws(GitHubError) {
                outcome = .success(try await request())
            } catch {
                outcome = .failure(error)
            }
            gate.release(ticket)
            if case .failure(let error) = outcome, limits.waitsOut(error, gate: gate) { continue }
            return outcome
        }
    }
}
