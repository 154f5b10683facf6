/// Runs `operation` up to `attempts` times in all (the first included),
/// retrying only the errors for which `shouldRetry` is true and sleeping
/// `delay(n)` on `clock` after failed attempt `n` (1-based) before the next.
///
/// Returns the first success. Throws the error of the last attempt when it
/// is not retryable or when no attempt is left.
///
/// Cancellation: the error type is the operation's own, so cancellation
/// never surfaces as `CancellationError`. If the calling task is cancelled,
/// no further attempt is started: a cancellation noticed before or during a
/// delay throws the error of the attempt that just failed, at once. The
/// operation itself is expected to honour cancellation in its own terms
/// (for example `HTTPError.cancelled`), and `shouldRetry` should say no to
/// that error.
///
/// ```swift
/// let response = try await withRetry(
///     clock: clock,
///     delay: { _ in .milliseconds(200) },
///     shouldRetry: { $0.isTransient },
///     operation: { () async throws(HTTPError) in try await client.send(request) }
/// )
/// ```
nonisolated(nonsending)
public func withRetry<C: Clock, T, E: Error>(
    attempts: Int = 3,
    clock: C,
    delay: (_ failedAttempt: Int) -> C.Duration,
    shouldRetry: (E) -> Bool,
    operation: () async throws(E) -> T
) async throws(E) -> T {
    var attempt = 1
    while true {
        let failure: E
        do {
            return try await operation()
        } catch {
            failure = error
        }
        guard attempt < attempts, shouldRetry(failure), !Task.isCancelled else {
            throw failure
        }
        do {
            try await clock.sleep(for: delay(attempt))
        } catch {
            throw failure  // cancelled while waiting
        }
        attempt += 1
    }
}
