import AsyncOperators
import Testing
import TestSupport

/// Sleepers digits: a throttle arms a timer only while it holds an element.
@Suite(.standardTimeLimit) struct ThrottleTests {
    /// The reference diagrams, which the quota-aware throttle draws too.
    @Test(arguments: ReferenceThrottleDiagram.all)
    func referenceDiagram(_ diagram: ReferenceThrottleDiagram) async throws {
        try await expectMarble(diagram.input, diagram.output, sleepers: diagram.sleepers) {
            $0.throttle(for: .steps(diagram.interval), clock: $1, passingAtOnce: { $0.uppercased() == $0 })
        }
    }

    @Test func firstHeldElementEndsEachWindowWhenNotLatest() async throws {
        try await expectMarble("abcdefghijk|", "a--b--e--h--[k|]", sleepers: "0110110110110") {
            $0.throttle(for: .steps(3), clock: $1, latest: false)
        }
    }

    @Test func cancellingTheConsumerStopsTheTimerAndTheBase() async throws {
        let clock = ManualClock()
        let source = ControlledSequence<String>()
        let received = Watched<[String]>([])
        let throttled = source.throttle(for: .steps(3), clock: clock)
        let consumer = Task {
            for await value in throttled {
                received.update { $0.append(value) }
            }
        }
        defer { consumer.cancel() }
        try await source.send("a")
        try await received.wait(until: { $0 == ["a"] }, "a")
        try await source.send("b")
        try await clock.waitForSleepers(1)

        consumer.cancel()
        try await consumer.value(within: standardWait)

        try await clock.waitForSleepers(0)
        try await source.waitForCancellation()
        #expect(received.value == ["a"])
    }

    @Test func leavingTheLoopStopsTheTimerAndTheBase() async throws {
        let clock = ManualClock()
        let source = ControlledSequence<String>()
        let throttled = source.throttle(for: .steps(3), clock: clock)
        let consumer = Task { () async throws -> String? in
            for await value in throttled {
                try await source.send("b")  // held: arms the window's timer
                try await clock.waitForSleepers(1)
                return value
            }
            return nil
        }
        defer { consumer.cancel() }
        try await source.send("a")
        #expect(try await consumer.value(within: standardWait) == "a")

        try await clock.waitForSleepers(0)
        try await source.waitForCancellation()
    }
}
