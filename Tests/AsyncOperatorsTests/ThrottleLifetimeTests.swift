import AsyncOperators
import Testing
import TestSupport

/// A throttle runs a task that holds its storage while the storage holds
/// the task and the consumer's continuation: a cycle by design, which only
/// the end of the work may break. Each test gives the throttle a predicate
/// holding a `LifetimeProbe` token (the test keeps no reference to the
/// sequence), ends the work one way, and waits until the token is freed:
/// the storage and every task that captured it are gone.
@Suite(.standardTimeLimit) struct ThrottleLifetimeTests {
    /// A consumer reading `source` through a throttle whose predicate holds
    /// `probe`'s token; the test holds no reference to the throttle.
    private struct Run {
        let clock: ManualClock
        let source: ControlledSequence<String>
        let probe: LifetimeProbe
        let received: Watched<[String]>
        let consumer: Task<Void, Never>

        init(source: ControlledSequence<String> = ControlledSequence()) {
            let (clock, probe, received) = (ManualClock(), LifetimeProbe(), Watched<[String]>([]))
            (self.clock, self.source, self.probe, self.received) = (clock, source, probe, received)
            consumer = Task {
                let throttled = source.throttle(for: .steps(3), clock: clock,
                                                passingAtOnce: probe.tracking { (_: String) in false })
                for await value in throttled {
                    received.update { $0.append(value) }
                }
            }
        }
    }

    @Test func cancellingTheConsumerFreesTheStorageAndItsTasks() async throws {
        let run = Run()  // the source never ends by itself
        let (clock, source, probe, received, consumer) = (run.clock, run.source, run.probe, run.received, run.consumer)
        defer { consumer.cancel() }
        try await source.send("a")
        try await received.wait(until: { $0 == ["a"] }, "a")
        try await source.send("b")  // held: the timer sleeps, the consumer waits
        try await clock.waitForSleepers(1)

        consumer.cancel()
        try await consumer.value(within: standardWait)
        try await probe.waitUntilAllGone("the throttle's storage and tasks")
        #expect(clock.sleeperCount == 0)
    }

    @Test func leavingTheLoopFreesTheStorageAndItsTasks() async throws {
        let clock = ManualClock()
        let source = ControlledSequence<String>()
        let probe = LifetimeProbe()
        let consumer = Task { () async throws -> String? in
            let throttled = source.throttle(for: .steps(3), clock: clock,
                                            passingAtOnce: probe.tracking { (_: String) in false })
            for await value in throttled {
                try await source.send("b")  // held: arms the window's timer
                try await clock.waitForSleepers(1)
                return value  // drops the iterator while the base and the timer run
            }
            return nil
        }
        defer { consumer.cancel() }
        try await source.send("a")
        #expect(try await consumer.value(within: standardWait) == "a")
        try await probe.waitUntilAllGone("the throttle's storage and tasks")
    }

    @Test func aFinishedBaseFreesTheStorageAndItsTasks() async throws {
        let run = Run()
        let (clock, source, probe, received, consumer) = (run.clock, run.source, run.probe, run.received, run.consumer)
        defer { consumer.cancel() }
        try await source.send("a")
        try await source.send("b")
        source.finish()  // "b" is still held: it comes at the end of its window
        try await clock.waitForSleepers(1)
        clock.advance(by: .steps(3))
        try await consumer.value(within: standardWait)
        #expect(received.value == ["a", "b"])
        try await probe.waitUntilAllGone("the throttle's storage and tasks")
    }

    /// The limit of what an operator can do: a base that ignores
    /// cancellation keeps the task reading it (and so the storage) until it
    /// answers or ends. Cancellation still ends the consumer at once.
    @Test func aBaseThatIgnoresCancellationHoldsTheStorageUntilItEnds() async throws {
        let run = Run(source: ControlledSequence(honoursCancellation: false))
        let (source, probe, received, consumer) = (run.source, run.probe, run.received, run.consumer)
        defer { consumer.cancel() }
        try await source.send("a")
        try await received.wait(until: { $0 == ["a"] }, "a")

        consumer.cancel()
        try await consumer.value(within: standardWait)
        try await source.waitForCancellation()  // seen, and ignored
        #expect(probe.aliveCount == 1, "the task still reads the base")

        source.finish()
        try await probe.waitUntilAllGone("the throttle's storage and tasks")
    }
}
