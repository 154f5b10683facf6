extension AsyncSequence where Self: Sendable, Element: Sendable, Failure == Never {
    /// Emits at most one element per `interval` of `clock`, with RxSwift's
    /// `throttle(_:latest:)` semantics.
    ///
    /// An element that arrives when no window is open is emitted at once and
    /// opens a window of `interval`. Elements arriving inside the window are
    /// held — the latest one if `latest`, else the first — and the held
    /// element is emitted when the window ends, which opens the next window.
    /// When the base finishes, an element still held is emitted at the end of
    /// its window, then the sequence finishes.
    ///
    /// Through `throttle(for: .steps(3))`, `"abcdefghijk|"` gives
    /// `"a--d--g--j--[k|]"` (and `"a--b--e--h--[k|]"` with `latest: false`).
    ///
    /// An element for which `passingAtOnce` is true skips the window: it is
    /// emitted at once, drops anything held (and the timer that waited for
    /// it), and opens a new window (Enter in the prompt searches without
    /// waiting).
    ///
    /// A slow consumer gets the newest emitted element it has not taken
    /// (with `latest`: one element waits at most, whatever the consumer's
    /// pace), or every emitted element in order (without). `passingAtOnce`
    /// is called on the task that reads the base, outside any lock.
    /// Cancelling the consuming task stops reading the base and leaves
    /// nothing sleeping on `clock`.
    public func throttle<C: Clock>(
        for interval: C.Duration,
        clock: C,
        latest: Bool = true,
        passingAtOnce: @escaping @Sendable (Element) -> Bool = { _ in false }
    ) -> AsyncThrottleSequence<Self, IntervalGate<Element, C.Instant>, C> {
        AsyncThrottleSequence(base: self) {
            ThrottleStorage(gate: IntervalGate(interval: interval), clock: clock, latest: latest,
                            passingAtOnce: passingAtOnce)
        }
    }

    /// The elements `storage`'s gate lets through, when it lets them
    /// through: the same throttle as `throttle(for:clock:)` with another
    /// gate, which the caller may tell things while it runs
    /// (`ThrottleStorage.update`). A storage throttles one sequence,
    /// iterated once.
    public func throttle<Gate: ThrottleGate, C: Clock>(
        through storage: ThrottleStorage<Gate, C>
    ) -> AsyncThrottleSequence<Self, Gate, C> where Gate.Element == Element, Gate.Instant == C.Instant {
        AsyncThrottleSequence(base: self) {
            precondition(storage.claim(), "A ThrottleStorage throttles one sequence, iterated once")
            return storage
        }
    }
}

/// An asynchronous sequence that emits the elements of its base that its
/// gate lets through. Made by `throttle(for:clock:latest:)` and
/// `throttle(through:)`.
public struct AsyncThrottleSequence<Base: AsyncSequence & Sendable, Gate: ThrottleGate, C: Clock>: AsyncSequence, Sendable
where Base.Element == Gate.Element, Base.Failure == Never, Gate.Instant == C.Instant {
    public typealias Element = Base.Element
    public typealias Failure = Never

    private let base: Base
    private let makeStorage: @Sendable () -> ThrottleStorage<Gate, C>

    init(base: Base, makeStorage: @escaping @Sendable () -> ThrottleStorage<Gate, C>) {
        self.base = base
        self.makeStorage = makeStorage
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(base: base, storage: makeStorage())
    }

    /// The iterator of an `AsyncThrottleSequence`; it never throws.
    /// Dropping it stops the work behind it.
    public struct Iterator: AsyncIteratorProtocol {
        private let base: Base
        private let storage: ThrottleStorage<Gate, C>
        private let lifetime: IteratorLifetime

        init(base: Base, storage: ThrottleStorage<Gate, C>) {
            self.base = base
            self.storage = storage
            self.lifetime = IteratorLifetime { storage.cancel() }
        }

        public mutating func next() async -> Element? {
            await storage.next(reading: base)
        }
    }
}
