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
    /// emitted at once, drops anything held, and opens a new window (Enter
    /// in the prompt searches without waiting).
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
    ) -> AsyncThrottleSequence<Self, C> {
        AsyncThrottleSequence(base: self, interval: interval, clock: clock, latest: latest, passesAtOnce: passingAtOnce)
    }
}

/// An asynchronous sequence that emits at most one element of its base per
/// window of time. Made by `throttle(for:clock:latest:)`.
public struct AsyncThrottleSequence<Base: AsyncSequence & Sendable, C: Clock>: AsyncSequence, Sendable
where Base.Element: Sendable, Base.Failure == Never {
    public typealias Element = Base.Element
    public typealias Failure = Never

    private let base: Base
    private let interval: C.Duration
    private let clock: C
    private let latest: Bool
    private let passesAtOnce: @Sendable (Element) -> Bool

    init(base: Base, interval: C.Duration, clock: C, latest: Bool, passesAtOnce: @escaping @Sendable (Element) -> Bool) {
        self.base = base
        self.interval = interval
        self.clock = clock
        self.latest = latest
        self.passesAtOnce = passesAtOnce
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(storage: ThrottleStorage(base: base, interval: interval, clock: clock, latest: latest,
                                          passesAtOnce: passesAtOnce))
    }

    /// The iterator of an `AsyncThrottleSequence`; it never throws.
    /// Dropping it stops the work behind it.
    public struct Iterator: AsyncIteratorProtocol {
        private let storage: ThrottleStorage<Base, C>
        private let lifetime: IteratorLifetime

        init(storage: ThrottleStorage<Base, C>) {
            self.storage = storage
            self.lifetime = IteratorLifetime { storage.cancel() }
        }

        public mutating func next() async -> Element? {
            await storage.next()
        }
    }
}
