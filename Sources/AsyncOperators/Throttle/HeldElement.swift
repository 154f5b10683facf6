/// The element a throttle holds back, as its gate sees it.
public struct HeldElement<Element: Sendable, Instant: InstantProtocol>: Sendable {
    public var element: Element
    /// It passes at once (Enter in the prompt), as the caller's
    /// `passingAtOnce` said when it arrived.
    public var isUrgent: Bool
    /// When it arrived: the input has been still since then.
    public var since: Instant
}
