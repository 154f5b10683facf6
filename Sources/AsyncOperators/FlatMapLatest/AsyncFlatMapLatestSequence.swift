extension AsyncSequence where Self: Sendable, Element: Sendable, Failure == Never {
    /// Maps each element to an inner sequence and emits the elements of the
    /// most recent inner sequence only (RxSwift's `flatMapLatest`).
    ///
    /// Each new element cancels the task iterating the previous inner
    /// sequence, so cancellation reaches whatever async work that inner is
    /// doing (an HTTP transfer aborts). An element from a superseded inner is
    /// never emitted, even if it arrives late. The sequence finishes when the
    /// base has finished and the current inner has finished. Cancelling the
    /// consuming task cancels everything. `transform` runs on the task that
    /// reads the base; an inner element waits until the consumer asks for it.
    public func flatMapLatest<Inner: AsyncSequence & Sendable>(
        _ transform: @escaping @Sendable (Element) -> Inner
    ) -> AsyncFlatMapLatestSequence<Self, Inner> where Inner.Element: Sendable, Inner.Failure == Never {
        AsyncFlatMapLatestSequence(outer: self, transform: transform)
    }
}

/// An asynchronous sequence of the elements of the inner sequence made from
/// the latest element of its base. Made by `flatMapLatest(_:)`.
public struct AsyncFlatMapLatestSequence<Outer: AsyncSequence & Sendable, Inner: AsyncSequence & Sendable>:
    AsyncSequence, Sendable
where Outer.Element: Sendable, Outer.Failure == Never, Inner.Element: Sendable, Inner.Failure == Never {
    public typealias Element = Inner.Element
    public typealias Failure = Never

    private let outer: Outer
    private let transform: @Sendable (Outer.Element) -> Inner

    init(outer: Outer, transform: @escaping @Sendable (Outer.Element) -> Inner) {
        self.outer = outer
        self.transform = transform
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(storage: FlatMapLatestStorage(outer: outer, transform: transform))
    }

    /// The iterator of an `AsyncFlatMapLatestSequence`; it never throws.
    /// Dropping it stops the work behind it.
    public struct Iterator: AsyncIteratorProtocol {
        private let storage: FlatMapLatestStorage<Outer, Inner>
        private let lifetime: IteratorLifetime

        init(storage: FlatMapLatestStorage<Outer, Inner>) {
            self.storage = storage
            self.lifetime = IteratorLifetime { storage.cancel() }
        }

        public mutating func next() async -> Element? {
            await storage.next()
        }
    }
}
