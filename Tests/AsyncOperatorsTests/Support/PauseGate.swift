import AsyncOperators
import TestSupport

/// A gate told from outside, as a rate limit tells the quota-aware one:
/// paused until an instant (`pausedUntil`, set through
/// `ThrottleStorage.update`), it holds the latest element until then and
/// wakes up at the end even with nothing held; open, an element goes at
/// once; an element equal to the last one sent is dropped. Its observers
/// are told when it pauses and when it opens again.
struct PauseGate: ThrottleGate {
    typealias Instant = ManualClock.Instant

    var pausedUntil: Instant?
    private var lastSent: String?
    private var toldPaused = false

    func verdict(on held: HeldElement<String, Instant>, justArrived: Bool, now: Instant) -> ThrottleVerdict<Instant> {
        if held.element == lastSent { return .drop }
        if let end = pause(at: now) { return .hold(until: end) }
        return .send
    }

    mutating func sent(_ element: String, now: Instant) {
        lastSent = element
    }

    func wakeUp(now: Instant) -> Instant? {
        pause(at: now)
    }

    mutating func changedSinceLastAsked(now: Instant) -> Bool {
        let paused = pause(at: now) != nil
        defer { toldPaused = paused }
        return paused != toldPaused
    }

    private func pause(at now: Instant) -> Instant? {
        pausedUntil.flatMap { now < $0 ? $0 : nil }
    }
}
