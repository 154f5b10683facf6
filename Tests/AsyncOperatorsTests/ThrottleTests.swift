import AsyncOperators
import Testing
import TestSupport

/// Sleepers digits: a throttle arms a timer only while it holds an element.
@Suite(.standardTimeLimit) struct ThrottleTests {
    @Test func latestHeldElementEndsEachWindow() async throws {
        try await expectMarble("abcdefghijk|", "a--d--g--j--[k|]", sleepers: "0110110110110") {
            $0.throttle(for: .steps(3), clock: $1)
        }
    }

    @Test func firstHeldElementEndsEachWindowWhenNotLatest() async throws {
        try await expectMarble("abcdefghijk|", "a--b--e--h--[k|]", sleepers: "0110110110110") {
            $0.throttle(for: .steps(3), clock: $1, latest: false)
        }
    }

    @Test func leadingElementPassesAtOnce() async throws {
        try await expectMarble("a|", "a|") {
            $0.throttle(for: .steps(3), clock: $1)
        }
    }

    @Test func burstInsideOneWindowGivesLeadingAndLatestTrailing() async throws {
        try await expectMarble("abc-----|", "a--c----|", sleepers: "011") {
            $0.throttle(for: .steps(3), clock: $1)
        }
    }

    @Test func trailingEmissionOpensTheNextWindow() async throws {
        try await expectMarble("ab--c---|", "a--b--c-|", sleepers: "011011") {
            $0.throttle(for: .steps(3), clock: $1)
        }
    }

    @Test func elementsAfterAQuietGapPassAtOnceAndArmNoTimer() async throws {
        try await expectMarble("a----b-----c|", "a----b-----c|") {
            $0.throttle(for: .steps(3), clock: $1)
        }
    }

    @Test func elementAtTheEndOfAnEmptyWindowPassesAtOnce() async throws {
        try await expectMarble("a--b|", "a--b|") {
            $0.throttle(for: .steps(3), clock: $1)
        }
    }

    @Test func heldElementIsEmittedAtTheEndOfItsWindowAfterTheBaseFinished() async throws {
        try await expectMarble("ab|", "a--[b|]", sleepers: "0110") {
            $0.throttle(for: .steps(3), clock: $1)
        }
    }

    @Test func emptyBaseFinishesAtOnce() async throws {
        try await expectMarble("--|", "--|") {
            $0.throttle(for: .steps(3), clock: $1)
        }
    }

    // Upper-case letters stand for Enter: they pass at once, and the timer
    // that waited for what they drop stops with it.
    @Test func urgentElementSkipsTheWindowAndDropsWhatWasHeld() async throws {
        try await expectMarble("abC---d|", "a-C---d|", sleepers: "0100000") {
            $0.throttle(for: .steps(3), clock: $1, passingAtOnce: { $0.uppercased() == $0 })
        }
    }

    @Test func urgentElementOpensANewWindowThatHoldsTheNext() async throws {
        try await expectMarble("abCd-----|", "a-C---d--|", sleepers: "0101110") {
            $0.throttle(for: .steps(4), clock: $1, passingAtOnce: { $0.uppercased() == $0 })
        }
    }

    @Test func urgentElementAfterAQuietGapPassesAsUsual() async throws {
        try await expectMarble("a----B-c--|", "a----B--c-|", sleepers: "00000001") {
            $0.throttle(for: .steps(3), clock: $1, passingAtOnce: { $0.uppercased() == $0 })
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
