import TestSupport
import Testing

/// Drives `input` through the sequence made by `makeSequence`, one tick per
/// character on a `ManualClock`, and expects the output diagram `expected`.
///
/// Each tick is deterministic and ends quiescent:
/// 1. time moves to the tick;
/// 2. the tick's input events are sent; each element is sent only after the
///    reader took the previous one and came back for more (so the operator
///    has reacted to it);
/// 3. the sleepers whose deadline has come are woken;
/// 4. the test waits until the output holds every event expected up to this
///    tick and exactly `sleepers[tick]` tasks sleep on the clock (a digit per
///    tick; a missing digit means 0). Counting sleepers tells that a timer
///    started by step 2 or 3 is registered before time moves again.
///
/// At the end the received diagram must equal `expected`, and once the
/// consumer is cancelled nothing may be left sleeping on the clock. Output
/// that never comes fails with `WaitTimedOut` after 10 s of real time.
///
/// Input at a tick is seen before timers due at that tick fire (the marble
/// convention: `"abcd"` through a 3-tick throttle emits `d`, not `c`, at 3).
/// Known limit: the runner cannot see a consumer that was resumed but has not
/// run yet, so wrong code that emits an element a tick *early* could, on a
/// badly stalled machine, have it stamped at the right tick; the pure state
/// machines keep such timing rules simple to read.
func expectMarble<Output: AsyncSequence<String, Never> & Sendable>(
    _ input: String,
    _ expected: String,
    sleepers: String = "",
    sourceLocation: SourceLocation = #_sourceLocation,
    _ makeSequence: (ControlledSequence<String>, ManualClock) -> Output
) async throws {
    let clock = ManualClock()
    let source = ControlledSequence<String>()
    let output = makeSequence(source, clock)
    let recording = Watched(MarbleRecording())
    let consumer = Task {
        for await value in output {
            let tick = clock.now.tick
            recording.update { $0.events.append((tick, .value(value))) }
        }
        let tick = clock.now.tick
        recording.update { $0.events.append((tick, .finish)) }
    }
    // Also when a wait below throws: a consumer left waiting on a base that
    // never ends is a cycle (its task, the operator's storage, the
    // continuation) that LeakSanitizer reports at the exit of the process.
    defer { consumer.cancel() }

    let inputTicks = Marble.parse(input)
    let expectedTicks = Marble.parse(expected)
    let expectedSleepers = sleepers.map { $0.wholeNumberValue ?? 0 }
    for tick in 0..<max(inputTicks.count, expectedTicks.count) {
        try await clock.advance(to: .init(tick: tick)) {
            for event in inputTicks.element(at: tick) ?? [] {
                switch event {
                case .value(let value): try await source.send(value)
                case .finish: source.finish()
                }
            }
        }
        let expectedCount = expectedTicks.prefix(tick + 1).joined().count
        try await recording.wait(
            until: { $0.events.count >= expectedCount },
            "\(expectedCount) output event(s) by tick \(tick)"
        )
        try await clock.waitForSleepers(expectedSleepers.element(at: tick) ?? 0)
    }

    #expect(
        Marble.render(recording.value.events) == Marble.trimmed(expected),
        "input \"\(input)\"",
        sourceLocation: sourceLocation
    )
    consumer.cancel()
    try await consumer.value(within: standardWait)
    try await clock.waitForSleepers(0)
}
