/// Wraps a stream and reports, each time its consumer asks for the next
/// element, how many it has taken so far: when the consumer asks for the
/// (n+1)th, it has done all it does with the first n (a test seam: a test
/// that sends n inputs waits for this before it moves the clock, instead of
/// hoping the stream has read them).
struct ReadReporting<Base: AsyncSequence & Sendable>: AsyncSequence, Sendable where Base.Failure == Never {
    typealias Element = Base.Element
    typealias Failure = Never

    let base: Base
    let asking: @Sendable (Int) -> Void

    func makeAsyncIterator() -> Iterator {
        Iterator(base: base.makeAsyncIterator(), asking: asking)
    }

    struct Iterator: AsyncIteratorProtocol {
        var base: Base.AsyncIterator
        let asking: @Sendable (Int) -> Void
        var taken = 0

        mutating func next() async -> Element? {
            asking(taken)
            guard let element = await base.next(isolation: nil) else { return nil }
            taken += 1
            return element
        }

        mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
            asking(taken)
            guard let element = await base.next(isolation: actor) else { return nil }
            taken += 1
            return element
        }
    }
}
