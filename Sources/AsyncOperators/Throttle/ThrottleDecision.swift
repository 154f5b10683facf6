/// What a throttle decided at one event: what to send now, and when to be
/// asked again (nil: no timer needed).
public struct ThrottleDecision<Element: Sendable, Instant: InstantProtocol>: Sendable {
    public var emit: Element?
    public var deadline: Instant?

    public init(emit: Element? = nil, deadline: Instant? = nil) {
        self.emit = emit
        self.deadline = deadline
    }
}
