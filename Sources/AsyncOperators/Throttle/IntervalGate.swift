/// The gate of `throttle(for:clock:latest:)`, RxSwift's `throttle(latest:)`:
/// an element that arrives when no window is open goes at once and opens a
/// window of `interval`; one held inside goes when the window ends (which
/// opens the next); an urgent one goes at once and opens a new window.
public struct IntervalGate<Element: Sendable, Instant: InstantProtocol>: ThrottleGate {
    public private(set) var window: ThrottleWindow<Instant>

    public init(interval: Instant.Duration) {
        window = ThrottleWindow(interval: interval)
    }

    public func verdict(on held: HeldElement<Element, Instant>, justArrived: Bool, now: Instant)
        -> ThrottleVerdict<Instant>
    {
        guard !held.isUrgent, let end = window.end(ifOpenAt: now) else { return .send }
        return .hold(until: end)
    }

    public mutating func sent(_ element: Element, now: Instant) {
        window.start(at: now)
    }
}
