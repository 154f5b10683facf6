/// When a throttle's held element may go: the part of a throttle that
/// differs between uses. `IntervalGate` is the fixed window of
/// `throttle(for:clock:)`; a gate that also knows something of the world
/// (a rate limit) is told it through `ThrottleStorage.update`, and the held
/// element is judged again at once.
///
/// A gate is a value free of clocks, tasks and locks: it is asked under the
/// throttle's lock, with the time of the event, and must not call out.
public protocol ThrottleGate<Element, Instant>: Sendable {
    associatedtype Element: Sendable
    associatedtype Instant: InstantProtocol

    /// What to do with `held` at `now`: send it, drop it, or hold it until
    /// an instant (when the answer may change by itself) or until something
    /// changes. `justArrived` when `held` arrived at `now` rather than a
    /// timer or a change of the gate asking again.
    mutating func verdict(on held: HeldElement<Element, Instant>, justArrived: Bool, now: Instant)
        -> ThrottleVerdict<Instant>

    /// `element` went at `now`.
    mutating func sent(_ element: Element, now: Instant)

    /// When to be asked again even with nothing held (the end of a wait the
    /// gate announces to its observers); nil when nothing will change by itself.
    mutating func wakeUp(now: Instant) -> Instant?

    /// Whether what the gate shows its observers changed since the last
    /// time this was asked; asked after every decision, and the storage's
    /// `onChange` is called (outside the lock) when it did.
    mutating func changedSinceLastAsked(now: Instant) -> Bool
}

extension ThrottleGate {
    public mutating func wakeUp(now: Instant) -> Instant? { nil }

    public mutating func changedSinceLastAsked(now: Instant) -> Bool { false }
}
