import AsyncOperators
import Testing
import TestSupport

@Suite(.standardTimeLimit) struct FlatMapLatestTests {
    /// An inner that answers `value` uppercased two ticks after it starts.
    private static func slowReply(
        _ value: String,
        clock: ManualClock,
        log: Watched<[String]>
    ) -> TimedSequence {
        TimedSequence(name: value, clock: clock, steps: [(.steps(2), value.uppercased())], log: log)
    }

    @Test func newElementCancelsTheSlowInnerAndItsValueIsNeverEmitted() async throws {
        let log = Watched<[String]>([])
        try await expectMarble("ab---|", "---B-|", sleepers: "1110") { source, clock in
            source.flatMapLatest { Self.slowReply($0, clock: clock, log: log) }
        }
        #expect(log.value == ["cancelled a"])
    }

    @Test func emitsEveryElementOfTheLatestInner() async throws {
        let log = Watched<[String]>([])
        try await expectMarble("a-----b---|", "--A-----B-|", sleepers: "110000110") { source, clock in
            source.flatMapLatest { Self.slowReply($0, clock: clock, log: log) }
        }
        #expect(log.value.isEmpty)
    }

    @Test func finishesWhenTheOuterFinishesAfterTheInner() async throws {
        let log = Watched<[String]>([])
        try await expectMarble("a---|", "--A-|", sleepers: "11") { source, clock in
            source.flatMapLatest { Self.slowReply($0, clock: clock, log: log) }
        }
    }

    @Test func finishesWhenTheInnerFinishesAfterTheOuter() async throws {
        let log = Watched<[String]>([])
        try await expectMarble("a|", "--A-[B|]", sleepers: "11110") { source, clock in
            source.flatMapLatest { _ in
                TimedSequence(name: "a", clock: clock, steps: [(.steps(2), "A"), (.steps(2), "B")], log: log)
            }
        }
    }

    @Test func emptyOuterFinishesAtOnce() async throws {
        let log = Watched<[String]>([])
        try await expectMarble("-|", "-|") { source, clock in
            source.flatMapLatest { Self.slowReply($0, clock: clock, log: log) }
        }
    }

    // The race cases of swift-async-algorithms' flatMapLatest tests, as
    // marble diagrams in virtual time: there they are probabilistic (real
    // sleeps); here every interleaving they aim at is forced, tick by tick.

    /// The interleaving race: each inner gives its value at once and a
    /// second one two ticks later. A new outer element comes before the
    /// second value: that value must never be emitted.
    @Test func theSecondValueOfASupersededInnerIsNeverEmitted() async throws {
        let log = Watched<[String]>([])
        try await expectMarble("abc--|", "abc-C|", sleepers: "1111") { source, clock in
            source.flatMapLatest { value in
                TimedSequence(name: value, clock: clock, steps: [(.zero, value), (.steps(2), value.uppercased())], log: log)
            }
        }
        #expect(log.value == ["cancelled a", "cancelled b"])
    }

    /// The concurrency crash repro: long inners that tick every step; the
    /// switch to a new one comes in the middle of the first. Nothing of the
    /// first is emitted after the switch, and the second runs to its end.
    @Test func switchingInTheMiddleOfALongInnerNeverMixesTheTwo() async throws {
        let log = Watched<[String]>([])
        let values = ["a": ["1", "2", "3", "4", "5"], "b": ["6", "7", "8", "9"]]
        try await expectMarble("a--b-------|", "-12-6789---|", sleepers: "11111110") { source, clock in
            source.flatMapLatest { value in
                TimedSequence(name: value, clock: clock, steps: (values[value] ?? []).map { (.steps(1), $0) }, log: log)
            }
        }
        #expect(log.value == ["cancelled a"])
    }

    /// Inners that end without an element: nothing is emitted, and the
    /// sequence ends with the outer.
    @Test func innersThatEndEmptyEmitNothing() async throws {
        let log = Watched<[String]>([])
        try await expectMarble("abc|", "---|") { source, clock in
            source.flatMapLatest { value in TimedSequence(name: value, clock: clock, steps: [], log: log) }
        }
        #expect(log.value.isEmpty)
    }

    /// A consumer cancelled before it ever asked ends at once and never
    /// starts reading the outer sequence.
    @Test func aConsumerCancelledBeforeItStartsEndsAtOnce() async throws {
        let outer = ControlledSequence<String>()
        let latest = outer.flatMapLatest { _ in ControlledSequence<String>() }
        let consumer = Task {
            var received: [String] = []
            for await value in latest { received.append(value) }
            return received
        }
        consumer.cancel()
        #expect(try await consumer.value(within: standardWait) == [])
        #expect(outer.current.readersMade == 0)
    }

    @Test func lateElementOfAnInnerThatIgnoresCancellationIsDropped() async throws {
        let outer = ControlledSequence<String>()
        let inners = ["a": ControlledSequence<String>(honoursCancellation: false), "b": ControlledSequence<String>()]
        let received = Watched<[String]>([])
        let latest = outer.flatMapLatest { inners[$0] ?? ControlledSequence<String>() }
        let consumer = Task {
            for await value in latest {
                received.update { $0.append(value) }
            }
            received.update { $0.append("|") }
        }
        defer { consumer.cancel() }
        let innerA = try #require(inners["a"])
        let innerB = try #require(inners["b"])

        try await outer.send("a")
        try await innerA.send("A1")
        try await received.wait(until: { $0 == ["A1"] }, "A1")

        try await outer.send("b")
        try await innerA.waitForCancellation()  // the superseded inner's task was cancelled
        try await innerA.send("A2")  // ... but it answers anyway, late
        try await innerB.send("B1")
        try await received.wait(until: { $0.count == 2 }, "a second element")
        #expect(received.value == ["A1", "B1"])

        outer.finish()
        innerB.finish()
        try await consumer.value(within: standardWait)
        #expect(received.value == ["A1", "B1", "|"])
    }

    @Test func cancellingTheConsumerCancelsTheOuterAndTheInner() async throws {
        let clock = ManualClock()
        let outer = ControlledSequence<String>()
        let log = Watched<[String]>([])
        let latest = outer.flatMapLatest { Self.slowReply($0, clock: clock, log: log) }
        let consumer = Task {
            for await _ in latest {}
        }
        defer { consumer.cancel() }
        try await outer.send("a")
        try await clock.waitForSleepers(1)

        consumer.cancel()
        try await consumer.value(within: standardWait)

        try await log.wait(until: { $0 == ["cancelled a"] }, "the inner to be cancelled")
        try await outer.waitForCancellation()
        try await clock.waitForSleepers(0)
    }

    @Test func innerElementIsHandedOverOnlyWhenTheConsumerAsks() async throws {
        let outer = ControlledSequence<String>()
        let inner = ControlledSequence<String>()
        let latest = outer.flatMapLatest { _ in inner }
        let producer = Task {
            try await outer.send("a")
            try await inner.send("x")  // returns once the consumer has asked for x
            try await inner.send("y")
            outer.finish()
            inner.finish()
        }
        defer { producer.cancel() }
        let consumer = Task {
            var received: [String] = []
            for await value in latest {
                received.append(value)
            }
            return received
        }
        defer { consumer.cancel() }
        #expect(try await consumer.value(within: standardWait) == ["x", "y"])
        try await producer.value(within: standardWait)
    }
}
