/// A gate's answer for the element a throttle holds.
public enum ThrottleVerdict<Instant: InstantProtocol>: Sendable, Equatable {
    /// It goes now.
    case send
    /// It waits; the gate is asked again at `until` (nil: only when an
    /// element arrives or the gate is told something).
    case hold(until: Instant?)
    /// It is not worth sending (it asks what was sent last): forgotten.
    case drop
}
