import Testing

extension Marble {
    /// The tick loop of the marble harnesses (`expectMarble` for the
    /// operators, `expectQuotaMarble` for the quota-aware throttle): plays
    /// `input` one tick per character on `clock`, handing each event to
    /// `send`, and expects the diagram of what `recording` saw to be `expected`.
    ///
    /// Each tick is deterministic and ends quiescent:
    /// 1. time moves to the tick;
    /// 2. the tick's input events are sent (`send` returns once the reader
    ///    took the element and came back for more, so the operator has
    ///    reacted to it);
    /// 3. the sleepers whose deadline has come are woken;
    /// 4. the loop waits until the recording holds every event expected up
    ///    to this tick and exactly `sleepers[tick]` tasks sleep on the clock
    ///    (a digit per tick; a missing digit means 0). Counting sleepers
    ///    tells that a timer started by step 2 or 3 is registered before
    ///    time moves again.
    ///
    /// Input at a tick is seen before timers due at that tick fire (the
    /// marble convention: `"abcd"` through a 3-tick throttle emits `d`, not
    /// `c`, at 3). Output that never comes fails with `WaitTimedOut` after
    /// 10 s of real time. Known limit: the loop cannot see a consumer that
    /// was resumed but has not run yet, so wrong code that emits an element
    /// a tick *early* could, on a badly stalled machine, have it stamped at
    /// the right tick; the pure state machines keep such timing rules simple
    /// to read.
    public static func play(
        _ input: String,
        expecting expected: String,
        sleepers: String,
        clock: ManualClock,
        recording: Watched<MarbleRecording>,
        sourceLocation: SourceLocation,
        send: (MarbleEvent) async throws -> Void
    ) async throws {
        let inputTicks = parse(input)
        let expectedTicks = parse(expected)
        let expectedSleepers = sleepers.map { $0.wholeNumberValue ?? 0 }
        for tick in 0..<max(inputTicks.count, expectedTicks.count) {
            try await clock.advance(to: .init(tick: tick)) {
                for event in inputTicks.element(at: tick) ?? [] {
                    try await send(event)
                }
            }
            let expectedCount = expectedTicks.prefix(tick + 1).joined().count
            try await recording.wait(
                until: { $0.events.count >= expectedCount },
                "\(expectedCount) output event(s) by tick \(tick)"
            )
            try await clock.waitForSleepers(expectedSleepers.element(at: tick) ?? 0)
        }
        #expect(render(recording.value.events) == trimmed(expected), "input \"\(input)\"",
                sourceLocation: sourceLocation)
    }
}
