import AsyncOperators
import Testing
import TestSupport

/// The throttle with a gate told things while it runs (`PauseGate`, the
/// shape of the quota-aware throttle's): a digit in the input pauses the
/// gate for that many ticks from its tick; every other character is an
/// element. Sleepers: the timer sleeps until the held element may go, or
/// until the pause ends with nothing held, and is moved when a pause is.
@Suite(.standardTimeLimit) struct GatedThrottleTests {
    @Test func aPauseHoldsTheLatestElementUntilItEnds() async throws {
        let changes = try await expectGateMarble("a5bc----d|", "a-----c-d|", sleepers: "0111110000")
        #expect(changes == 2, "paused, then open again")
    }

    @Test func aShorterPauseMovesTheTimerEarlier() async throws {
        try await expectGateMarble("a9b2---|", "a----b-|", sleepers: "011110")
    }

    @Test func aLongerPauseMovesTheTimerLater() async throws {
        try await expectGateMarble("a2b5------|", "a-------b-|", sleepers: "011111110")
    }

    @Test func aDroppedElementLeavesNothingHeld() async throws {
        try await expectGateMarble("a3a-b-|", "a---b-|", sleepers: "01110")
    }

    @Test func thePauseEndingSendsWhatWasHeldThenTheEnd() async throws {
        try await expectGateMarble("a4b|", "a----[b|]", sleepers: "011110")
    }

    @Test func aPauseBeforeTheFirstElementIsKeptAndTimedFromTheStart() async throws {
        let clock = ManualClock()
        let storage = ThrottleStorage(gate: PauseGate(), clock: clock)
        storage.update(at: clock.now) { $0.pausedUntil = .init(tick: 3) }
        try await expectGateMarble("a--|", "---[a|]", sleepers: "111", clock: clock, storage: storage)
    }

    @Test func aFinishedThrottleIsToldNothing() async throws {
        let clock = ManualClock()
        let storage = ThrottleStorage(gate: PauseGate(), clock: clock)
        try await expectGateMarble("a|", "a|", clock: clock, storage: storage)
        #expect(storage.update(at: clock.now) { $0.pausedUntil = .init(tick: 9) } == nil)
        #expect(storage.inspect { $0.pausedUntil } == nil)
    }
}

/// `expectMarble` for a `PauseGate` throttle: digits pause the gate, other
/// characters are elements. Returns how many times `onChange` was called.
@discardableResult
func expectGateMarble(
    _ input: String,
    _ expected: String,
    sleepers: String = "",
    clock: ManualClock = ManualClock(),
    storage: ThrottleStorage<PauseGate, ManualClock>? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) async throws -> Int {
    let changes = Watched(0)
    let storage = storage ?? ThrottleStorage(gate: PauseGate(), clock: clock, onChange: { changes.update { $0 += 1 } })
    try await expectMarble(input, expected, sleepers: sleepers, clock: clock, intercepting: { value in
        guard let ticks = Int(value) else { return false }
        let now = clock.now
        storage.update(at: now) { $0.pausedUntil = now.advanced(by: .steps(ticks)) }
        return true
    }, sourceLocation: sourceLocation) { source, _ in
        source.throttle(through: storage)
    }
    return changes.value
}
