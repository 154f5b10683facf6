/// The window of a throttle, RxSwift's `throttle(latest:)`: an element sent
/// opens a window of `interval`; while it is open nothing else is sent at
/// once, and its end is when a held element goes.
///
/// A value free of clocks and tasks, shared by `ThrottleStateMachine` and by
/// throttles that decide more than the window (the quota-aware one), so the
/// window is written once.
public struct ThrottleWindow<Instant: InstantProtocol>: Sendable, Equatable {
    public let interval: Instant.Duration
    /// The end of the last window opened; nil before the first.
    public private(set) var end: Instant?

    public init(interval: Instant.Duration) {
        self.interval = interval
    }

    /// Whether a window is open at `now` (`now` before its end).
    public func isOpen(at now: Instant) -> Bool {
        end.map { now < $0 } ?? false
    }

    /// The end of the window open at `now`; nil when none is.
    public func end(ifOpenAt now: Instant) -> Instant? {
        isOpen(at: now) ? end : nil
    }

    /// An element was sent at `now`: a new window starts, whatever was open.
    public mutating func start(at now: Instant) {
        end = now.advanced(by: interval)
    }
}
