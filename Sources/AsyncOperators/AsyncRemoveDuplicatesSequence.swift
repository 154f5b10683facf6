extension AsyncSequence where Self: Sendable, Element: Equatable, Failure == Never {
    /// Drops each element that equals the element just before it
    /// (RxSwift's `distinctUntilChanged()`).
    ///
    /// `"aabbba|"` gives `"a-b--a|"`.
    public func removeDuplicates() -> AsyncRemoveDuplicatesSequence<Self> {
        AsyncRemoveDuplicatesSequence(self) { $0 == $1 }
    }
}

extension AsyncSequence where Self: Sendable, Failure == Never {
    /// Drops each element that `areDuplicates(previous, element)` calls a
    /// duplicate of the last element that was passed on.
    public func removeDuplicates(
        by areDuplicates: @escaping @Sendable (Element, Element) -> Bool
    ) -> AsyncRemoveDuplicatesSequence<Self> {
        AsyncRemoveDuplicatesSequence(self, areDuplicates: areDuplicates)
    }
}

/// An asynchronous sequence that drops consecutive duplicates of its base.
public struct AsyncRemoveDuplicatesSequence<Base: AsyncSequence & Sendable>: AsyncSequence, Sendable
where Base.Failure == Never {
    public typealias Element = Base.Element
    public typealias Failure = Never

    private let base: Base
    private let areDuplicates: @Sendable (Element, Element) -> Bool

    init(_ base: Base, areDuplicates: @escaping @Sendable (Element, Element) -> Bool) {
        self.base = base
        self.areDuplicates = areDuplicates
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(base: base.makeAsyncIterator(), areDuplicates: areDuplicates)
    }

    /// The iterator of an `AsyncRemoveDuplicatesSequence`; it never throws.
    public struct Iterator: AsyncIteratorProtocol {
        private var base: Base.AsyncIterator
        private let areDuplicates: @Sendable (Element, Element) -> Bool
        private var last: Element?

        init(base: Base.AsyncIterator, areDuplicates: @escaping @Sendable (Element, Element) -> Bool) {
            self.base = base
            self.areDuplicates = areDuplicates
        }

        public mutating func next() async -> Element? {
            await next(isolation: nil)
        }

        public mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
            while let element = await base.next(isolation: actor) {
                if let last, areDuplicates(last, element) {
                    continue
                }
                last = element
                return element
            }
            return nil
        }
    }
}
