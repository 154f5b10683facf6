@testable import AsyncOperators
import TestSupport
import Testing

/// The throttle's life without tasks or a clock: events in, effects out.
@Suite(.standardTimeLimit) struct ThrottleStateMachineTests {
    typealias Machine = ThrottleStateMachine<IntervalGate<String, ManualClock.Instant>, ManualClock>

    /// A machine whose consumer asked once and got `a` (tick 0), which
    /// opened a window of 3 ticks.
    static func started(latest: Bool = true) async -> (Machine, String?) {
        var machine = Machine(gate: IntervalGate(interval: .steps(3)), latest: latest)
        let first: String? = await withCheckedContinuation { continuation in
            guard case .startReading = machine.next(for: continuation) else {
                return continuation.resume(returning: "did not start")
            }
            let effects = machine.elementProduced("a", urgent: false, now: .init(tick: 0))
            guard let (waiting, element) = effects.resume else { return continuation.resume(returning: "a held") }
            waiting.resume(returning: element)
        }
        return (machine, first)
    }

    /// Emits `b`, `c` and `d` at the ends of three windows while the
    /// consumer does not ask; then the base finishes and the consumer asks.
    static func slowConsumer(latest: Bool) async -> [String?] {
        var (machine, first) = await started(latest: latest)
        var taken = [first]
        for (tick, element) in [(1, "b"), (4, "c"), (7, "d")] {
            let held = machine.elementProduced(element, urgent: false, now: .init(tick: tick))
            guard let timer = held.startTimer else { return taken + ["\(element) armed no timer"] }
            _ = machine.timerFired(generation: timer.generation, now: timer.deadline)
        }
        _ = machine.upstreamFinished(now: .init(tick: 10))
        while case .returnElement(let element) = machine.next() {
            taken.append(element)
            if element == nil { break }
        }
        return taken
    }

    /// With `latest`, a consumer that does not ask for a while gets the
    /// newest emitted element, not a backlog: one element waits at most.
    @Test func aSlowConsumerGetsOnlyTheNewestEmittedElement() async {
        #expect(await Self.slowConsumer(latest: true) == ["a", "d", nil])
    }

    /// Without `latest`, every emitted element waits, in order.
    @Test func withoutLatestASlowConsumerGetsEveryEmittedElementInOrder() async {
        #expect(await Self.slowConsumer(latest: false) == ["a", "b", "c", "d", nil])
    }

    /// An urgent element is emitted at once and replaces a waiting one too.
    @Test func anUrgentElementReplacesTheWaitingOne() async {
        var (machine, _) = await Self.started()
        _ = machine.elementProduced("x", urgent: false, now: .init(tick: 5))
        _ = machine.elementProduced("Y", urgent: true, now: .init(tick: 6))
        guard case .returnElement(let element) = machine.next() else {
            Issue.record("nothing ready")
            return
        }
        #expect(element == "Y")
        guard case .suspend = machine.next() else {
            Issue.record("a second element was waiting")
            return
        }
    }

    /// A timer that wakes after it was replaced changes nothing.
    @Test func aReplacedTimerWakesToNothing() async {
        var (machine, _) = await Self.started()
        let first = machine.elementProduced("b", urgent: false, now: .init(tick: 1)).startTimer
        _ = machine.elementProduced("C", urgent: true, now: .init(tick: 2))  // takes b: no deadline
        let second = machine.elementProduced("d", urgent: false, now: .init(tick: 3)).startTimer
        #expect(first?.deadline == .init(tick: 3))
        #expect(second?.deadline == .init(tick: 5))
        let stale = machine.timerFired(generation: first?.generation ?? 0, now: .init(tick: 5))
        #expect(stale.resume == nil && stale.startTimer == nil)
        _ = machine.next()  // C
        guard case .suspend = machine.next() else {
            Issue.record("the stale timer emitted d")
            return
        }
    }

    /// Elements and gate news before the first request change nothing but the gate.
    @Test func anIdleThrottleOnlyTellsItsGate() {
        var machine = Machine(gate: IntervalGate(interval: .steps(3)), latest: true)
        #expect(machine.elementProduced("a", urgent: false, now: .init(tick: 0)).resume == nil)
        let told = machine.update(now: .init(tick: 0)) { _ in 42 }
        #expect(told?.result == 42)
        #expect(told?.effects.startTimer == nil)
        _ = machine.cancelled()
        #expect(machine.update(now: .init(tick: 1)) { _ in 42 } == nil, "a finished throttle is told nothing")
    }
}
