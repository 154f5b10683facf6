import TestSupport
/// A sequence of one element: the result of `operation`, run when it is
/// first asked for (like a request made for one search).
struct OneShotSequence<Element: Sendable>: AsyncSequence, Sendable {
    typealias Failure = Never

    let operation: @Sendable () async -> Element

    func makeAsyncIterator() -> Iterator {
        Iterator(operation: operation)
    }

    struct Iterator: AsyncIteratorProtocol {
        var operation: (@Sendable () async -> Element)?

        mutating func next() async -> Element? {
            guard let operation else { return nil }
            self.operation = nil
            return await operation()
        }
    }
}
