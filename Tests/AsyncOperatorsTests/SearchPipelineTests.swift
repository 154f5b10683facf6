import AsyncOperators
import Testing
import TestSupport

/// The production chain, throttle → removeDuplicates → flatMapLatest, with a
/// per-request fallback that turns failures into values.
@Suite(.standardTimeLimit) struct SearchPipelineTests {
    enum FakeHTTPFailure: Error {
        case status(Int)
    }

    /// A fake request that takes one tick: user "x" is unknown (404), others
    /// answer their name uppercased; a failure becomes the value "!".
    private static func fetch(_ user: String, clock: ManualClock) -> OneShotSequence<String> {
        OneShotSequence {
            do throws(FakeHTTPFailure) {
                return try await withRetry(
                    clock: clock,
                    delay: { _ in .steps(1) },
                    shouldRetry: { (failure: FakeHTTPFailure) in
                        if case .status(let code) = failure { code >= 500 } else { false }
                    },
                    operation: { () async throws(FakeHTTPFailure) -> String in
                        do {
                            try await clock.sleep(for: .steps(1))
                        } catch {
                            throw .status(499)  // cancelled
                        }
                        if user == "x" { throw .status(404) }
                        return user.uppercased()
                    }
                )
            } catch {
                return "!"
            }
        }
    }

    @Test func searchStreamSurvivesAFailedRequest() async throws {
        try await expectMarble(
            "a---x---x---b|",
            "-A---!-------[B|]",
            sleepers: "10001000000010"
        ) { texts, clock in
            texts
                .throttle(for: .steps(3), clock: clock, latest: true)
                .removeDuplicates()
                .flatMapLatest { Self.fetch($0, clock: clock) }
        }
    }

    @Test func typingFastSearchesTheLeadingAndTheLatestTextOnly() async throws {
        // "a" leads; "b" and "c" fall in its window and only "c" is searched,
        // when the window ends; "d" comes after a quiet gap and goes at once.
        try await expectMarble(
            "abc-----d|",
            "-A--C----[D|]",
            sleepers: "1111000010"
        ) { texts, clock in
            texts
                .throttle(for: .steps(3), clock: clock, latest: true)
                .removeDuplicates()
                .flatMapLatest { Self.fetch($0, clock: clock) }
        }
    }

    /// The session's stream stops whole: cancelling its consumer while a
    /// request is in flight and the throttle holds a key frees every
    /// stage's storage and every task (each would otherwise be a cycle of
    /// a task and its storage, reported only at the exit of the test process).
    @Test func cancellingTheConsumerFreesEveryStageAndTask() async throws {
        let clock = ManualClock()
        let source = ControlledSequence<String>()  // never ends by itself
        let probe = LifetimeProbe()
        let consumer = Task {
            let events = source
                .throttle(for: .steps(3), clock: clock, latest: true, passingAtOnce: probe.tracking { (_: String) in false })
                .removeDuplicates()
                .flatMapLatest(probe.tracking { (user: String) in Self.fetch(user, clock: clock) })
            for await _ in events {}
        }
        defer { consumer.cancel() }
        try await source.send("a")  // searched at once: its request sleeps a tick
        try await source.send("b")  // held by the throttle: its window's timer sleeps
        try await clock.waitForSleepers(2)

        consumer.cancel()
        try await consumer.value(within: standardWait)
        try await probe.waitUntilAllGone("every stage's storage and task")
        #expect(clock.sleeperCount == 0)
    }
}
