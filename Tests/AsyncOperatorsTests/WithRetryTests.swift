import AsyncOperators
import Synchronization
import Testing
import TestSupport

@Suite(.standardTimeLimit) struct WithRetryTests {
    enum FakeHTTPFailure: Error, Equatable {
        case status(Int)

        var isRetryable: Bool { self == .status(502) }
    }

    /// Counts attempts and notes the clock's time at each.
    final class Attempts: Sendable {
        let times = Watched<[Duration]>([])
        var count: Int { times.value.count }
    }

    private static func retry<T: Sendable>(
        clock: ManualClock,
        attempts: Attempts,
        answer: @escaping @Sendable (_ attempt: Int) -> Result<T, FakeHTTPFailure>
    ) -> Task<Result<T, FakeHTTPFailure>, Never> {
        Task {
            do throws(FakeHTTPFailure) {
                let value = try await withRetry(
                    clock: clock,
                    delay: { failedAttempt in .steps(10 * failedAttempt) },
                    shouldRetry: { (failure: FakeHTTPFailure) in failure.isRetryable },
                    operation: { () async throws(FakeHTTPFailure) -> T in
                        let now = clock.now.offset
                        let attempt = attempts.times.update { times in
                            times.append(now)
                            return times.count
                        }
                        return try answer(attempt).get()
                    }
                )
                return .success(value)
            } catch {
                return .failure(error)  // `error` is a FakeHTTPFailure: typed throws
            }
        }
    }

    @Test func retryableFailureIsTriedThreeTimesInAllWithDelaysOnTheClock() async throws {
        let clock = ManualClock()
        let attempts = Attempts()
        let task = Self.retry(clock: clock, attempts: attempts) { _ -> Result<Int, FakeHTTPFailure> in
            .failure(.status(502))
        }
        try await clock.waitForSleepers(1)
        clock.advance(by: .steps(10))
        try await attempts.times.wait(until: { $0.count == 2 }, "a second attempt")
        try await clock.waitForSleepers(1)
        clock.advance(by: .steps(20))

        #expect(try await task.value(within: standardWait) == .failure(.status(502)))
        #expect(attempts.times.value == [.steps(0), .steps(10), .steps(30)])
        #expect(clock.sleeperCount == 0)
    }

    @Test func nonRetryableFailureIsTriedOnce() async throws {
        let clock = ManualClock()
        let attempts = Attempts()
        let task = Self.retry(clock: clock, attempts: attempts) { _ -> Result<Int, FakeHTTPFailure> in
            .failure(.status(404))
        }
        #expect(try await task.value(within: standardWait) == .failure(.status(404)))
        #expect(attempts.count == 1)
        #expect(clock.sleeperCount == 0)
    }

    @Test func successOnTheSecondAttemptIsReturned() async throws {
        let clock = ManualClock()
        let attempts = Attempts()
        let task = Self.retry(clock: clock, attempts: attempts) { attempt -> Result<String, FakeHTTPFailure> in
            attempt == 1 ? .failure(.status(502)) : .success("repos")
        }
        try await clock.waitForSleepers(1)
        clock.advance(by: .steps(10))

        #expect(try await task.value(within: standardWait) == .success("repos"))
        #expect(attempts.times.value == [.steps(0), .steps(10)])
    }

    @Test func cancellationDuringTheDelayStopsAtOnceWithTheLastFailure() async throws {
        let clock = ManualClock()
        let attempts = Attempts()
        let task = Self.retry(clock: clock, attempts: attempts) { _ -> Result<Int, FakeHTTPFailure> in
            .failure(.status(502))
        }
        try await clock.waitForSleepers(1)

        task.cancel()

        #expect(try await task.value(within: standardWait) == .failure(.status(502)))
        #expect(attempts.count == 1)
        #expect(clock.sleeperCount == 0)
    }

    @Test func failureInACancelledTaskIsNotRetried() async throws {
        let clock = ManualClock()
        let attempts = Attempts()
        let task = Self.retry(clock: clock, attempts: attempts) { _ -> Result<Int, FakeHTTPFailure> in
            withUnsafeCurrentTask { $0?.cancel() }
            return .failure(.status(502))
        }
        #expect(try await task.value(within: standardWait) == .failure(.status(502)))
        #expect(attempts.count == 1)
        #expect(clock.sleeperCount == 0)
    }

    @Test func attemptsBelowOneStillTriesOnce() async throws {
        let clock = ManualClock()
        let count = Mutex(0)
        let value = try await withRetry(
            attempts: 0,
            clock: clock,
            delay: { _ in .steps(1) },
            shouldRetry: { (_: FakeHTTPFailure) in true },
            operation: { () async throws(FakeHTTPFailure) -> Int in
                count.withLock { $0 += 1 }
                return 7
            }
        )
        #expect(value == 7)
        #expect(count.withLock { $0 } == 1)
    }
}
