@testable import AsyncOperators
import TestSupport
import Testing

/// The throttle's decisions without tasks or a clock: events in, actions out.
@Suite(.standardTimeLimit) struct ThrottleStateMachineTests {
    typealias Machine = ThrottleStateMachine<String, ManualClock>

    /// Emits `a` (taken at once), then `b`, `c` and `d` at the ends of three
    /// windows while the consumer does not ask; then the consumer asks.
    static func slowConsumer(latest: Bool) -> [String?] {
        var machine = Machine(interval: .steps(3), latest: latest)
        guard case .startTask = machine.next() else { return ["no start"] }
        _ = machine.elementProduced("a", urgent: false, now: .init(tick: 0))
        var taken: [String?] = []
        if case .returnElement(let element) = machine.next() { taken.append(element) }
        for (tick, element) in [(1, "b"), (4, "c"), (7, "d")] {
            _ = machine.elementProduced(element, urgent: false, now: .init(tick: tick))
            _ = machine.timerFired(now: .init(tick: tick + 2))
        }
        _ = machine.upstreamFinished()
        while case .returnElement(let element) = machine.next() {
            taken.append(element)
            if element == nil { break }
        }
        return taken
    }

    /// With `latest`, a consumer that does not ask for a while gets the
    /// newest emitted element, not a backlog: one element waits at most.
    @Test func aSlowConsumerGetsOnlyTheNewestEmittedElement() {
        #expect(Self.slowConsumer(latest: true) == ["a", "d", nil])
    }

    /// Without `latest`, every emitted element waits, in order.
    @Test func withoutLatestASlowConsumerGetsEveryEmittedElementInOrder() {
        #expect(Self.slowConsumer(latest: false) == ["a", "b", "c", "d", nil])
    }

    /// An urgent element is emitted at once and replaces a waiting one too.
    @Test func anUrgentElementReplacesTheWaitingOne() {
        var machine = Machine(interval: .steps(3), latest: true)
        _ = machine.next()
        _ = machine.elementProduced("a", urgent: false, now: .init(tick: 0))
        _ = machine.elementProduced("B", urgent: true, now: .init(tick: 1))
        guard case .returnElement(let element) = machine.next() else {
            Issue.record("nothing ready")
            return
        }
        #expect(element == "B")
        guard case .suspend = machine.next() else {
            Issue.record("a second element was waiting")
            return
        }
    }
}
