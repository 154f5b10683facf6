import AsyncOperators

extension AsyncSequence where Self: Sendable, Element: QuotaThrottled, Failure == Never {
    /// The elements `quota` lets through, when it lets them through: the
    /// reference throttle while the search limit is plentiful, only settled
    /// text when it runs low, nothing until the reset when it is spent.
    /// The operator's `throttle(through:)` with the quota's gate: a
    /// `QuotaThrottle` throttles one sequence, iterated once.
    public func throttle<C: Clock>(by quota: QuotaThrottle<Element, C>)
        -> AsyncThrottleSequence<Self, QuotaGate<Element, C.Instant>, C> where C.Duration == Duration
    {
        throttle(through: quota.storage)
    }
}
