import TestSupport
/// A finite sequence that sleeps on a `ManualClock` before each element,
/// like a slow server reply. When its task is cancelled during a sleep it
/// writes `"cancelled <name>"` to `log` and ends.
struct TimedSequence: AsyncSequence, Sendable {
    typealias Element = String
    typealias Failure = Never

    let name: String
    let clock: ManualClock
    /// Each element with the time to wait before it (after the previous one).
    let steps: [(after: Duration, value: String)]
    let log: Watched<[String]>

    func makeAsyncIterator() -> Iterator {
        Iterator(sequence: self)
    }

    struct Iterator: AsyncIteratorProtocol {
        let sequence: TimedSequence
        var index = 0

        mutating func next() async -> String? {
            guard index < sequence.steps.count else { return nil }
            let step = sequence.steps[index]
            index += 1
            do {
                try await sequence.clock.sleep(for: step.after)
            } catch {
                let name = sequence.name
                sequence.log.update { $0.append("cancelled \(name)") }
                index = sequence.steps.count
                return nil
            }
            return step.value
        }
    }
}
