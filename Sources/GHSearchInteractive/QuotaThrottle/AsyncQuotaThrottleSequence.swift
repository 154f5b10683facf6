import AsyncOperators

extension AsyncSequence where Self: Sendable, Element: QuotaThrottled, Failure == Never {
    /// The elements `quota` lets through, when it lets them through: the
    /// reference throttle while the search limit is plentiful, only settled
    /// text when it runs low, nothing until the reset when it is spent.
    /// A `QuotaThrottle` throttles one sequence, iterated once.
    public func throttle<C: Clock>(by quota: QuotaThrottle<Element, C>) -> AsyncQuotaThrottleSequence<Self, C>
    where C.Duration == Duration {
        AsyncQuotaThrottleSequence(base: self, quota: quota)
    }
}

/// An asynchronous sequence of the elements a `QuotaThrottle` lets through.
/// Made by `throttle(by:)`.
public struct AsyncQuotaThrottleSequence<Base: AsyncSequence & Sendable, C: Clock>: AsyncSequence, Sendable
where Base.Element: QuotaThrottled, Base.Failure == Never, C.Duration == Duration {
    public typealias Element = Base.Element
    public typealias Failure = Never

    private let base: Base
    private let quota: QuotaThrottle<Element, C>

    init(base: Base, quota: QuotaThrottle<Element, C>) {
        self.base = base
        self.quota = quota
    }

    public func makeAsyncIterator() -> Iterator {
        quota.attach(base)
        return Iterator(quota: quota)
    }

    /// The iterator; it never throws. Dropping it (or cancelling its task)
    /// stops the reading and the timer.
    public struct Iterator: AsyncIteratorProtocol {
        private let quota: QuotaThrottle<Element, C>
        private let lifetime: IteratorLifetime

        init(quota: QuotaThrottle<Element, C>) {
            self.quota = quota
            self.lifetime = IteratorLifetime { quota.cancel() }
        }

        public mutating func next() async -> Element? {
            await quota.next()
        }
    }
}
