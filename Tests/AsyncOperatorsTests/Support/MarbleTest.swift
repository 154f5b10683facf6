import TestSupport
import Testing

/// Drives `input` through the sequence made by `makeSequence`, one tick per
/// character on `clock`, and expects the output diagram `expected` (ticks
/// and sleepers as in `Marble.play`). An input element for which
/// `intercepting` returns true was handled by the test (told to a gate)
/// and is not sent. At the end, once the consumer is cancelled, nothing
/// may be left sleeping on the clock.
func expectMarble<Output: AsyncSequence<String, Never> & Sendable>(
    _ input: String,
    _ expected: String,
    sleepers: String = "",
    clock: ManualClock = ManualClock(),
    intercepting: (String) -> Bool = { _ in false },
    sourceLocation: SourceLocation = #_sourceLocation,
    _ makeSequence: (ControlledSequence<String>, ManualClock) -> Output
) async throws {
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

    try await Marble.play(input, expecting: expected, sleepers: sleepers, clock: clock, recording: recording,
                          sourceLocation: sourceLocation) { event in
        switch event {
        case .value(let value): if !intercepting(value) { try await source.send(value) }
        case .finish: source.finish()
        }
    }
    consumer.cancel()
    try await consumer.value(within: standardWait)
    try await clock.waitForSleepers(0)
}
