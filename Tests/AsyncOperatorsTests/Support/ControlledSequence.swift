import TestSupport
/// An asynchronous sequence fed by hand, for one reader at a time, that lets
/// a test see what its reader is doing.
///
/// `send(_:)` returns only once the reader has taken the element and come
/// back for the next one (or has gone away), so the code under test has
/// finished reacting to it. Like `AsyncStream`, cancelling a waiting reader
/// ends the sequence, unless it is made with `honoursCancellation: false`
/// to play an inner that does not notice cancellation.
struct ControlledSequence<Element: Sendable>: AsyncSequence, Sendable {
    typealias Failure = Never

    struct State: CustomStringConvertible {
        var buffer: [Element] = []
        var waitingReader: CheckedContinuation<Element?, Never>?
        var finished = false
        var sent = 0
        var delivered = 0
        var readersMade = 0
        var readersAlive = 0
        /// How many times a waiting reader's task was cancelled.
        var cancellations = 0

        var readerIsBack: Bool { delivered == sent && waitingReader != nil }
        var readerIsGone: Bool { readersMade > 0 && readersAlive == 0 }

        var description: String {
            "sent \(sent), delivered \(delivered), reader waiting \(waitingReader != nil), "
                + "readers alive \(readersAlive) of \(readersMade), finished \(finished), cancellations \(cancellations)"
        }
    }

    private let state = Watched(State())
    private let honoursCancellation: Bool

    init(honoursCancellation: Bool = true) {
        self.honoursCancellation = honoursCancellation
    }

    /// What the reader has done so far.
    var current: State { state.value }

    /// Delivers `element`, then waits until the reader is back for more or gone.
    func send(_ element: Element) async throws {
        let reader = state.update { state in
            state.sent += 1
            guard let reader = state.waitingReader else {
                state.buffer.append(element)
                return CheckedContinuation<Element?, Never>?.none
            }
            state.waitingReader = nil
            state.delivered += 1
            return reader
        }
        reader?.resume(returning: element)
        try await state.wait(
            until: { $0.readerIsBack || $0.readerIsGone || $0.finished },
            "the reader to take \(element) and come back"
        )
    }

    /// Ends the sequence: the reader gets `nil` once the buffer is empty.
    func finish() {
        let reader = state.update { state in
            state.finished = true
            guard state.buffer.isEmpty, let reader = state.waitingReader else {
                return CheckedContinuation<Element?, Never>?.none
            }
            state.waitingReader = nil
            return reader
        }
        reader?.resume(returning: nil)
    }

    /// Returns once a reader's task has been cancelled while it waited.
    func waitForCancellation() async throws {
        try await state.wait(until: { $0.cancellations > 0 }, "the reader to be cancelled")
    }

    func makeAsyncIterator() -> Iterator {
        state.update { state in
            state.readersMade += 1
            state.readersAlive += 1
        }
        return Iterator(sequence: self, lifetime: ReaderLifetime(state: state))
    }

    private func next() async -> Element? {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (reader: CheckedContinuation<Element?, Never>) in
                let answer: Element?? = state.update { state in
                    if !state.buffer.isEmpty {
                        state.delivered += 1
                        return .some(state.buffer.removeFirst())
                    }
                    if state.finished || (honoursCancellation && Task.isCancelled) {
                        state.finished = true
                        return .some(nil)
                    }
                    precondition(state.waitingReader == nil, "ControlledSequence has one reader at a time")
                    state.waitingReader = reader
                    return nil
                }
                if let answer {
                    reader.resume(returning: answer)
                }
            }
        } onCancel: {
            let reader = state.update { state in
                state.cancellations += 1
                guard honoursCancellation else { return CheckedContinuation<Element?, Never>?.none }
                state.finished = true
                defer { state.waitingReader = nil }
                return state.waitingReader
            }
            reader?.resume(returning: nil)
        }
    }

    struct Iterator: AsyncIteratorProtocol {
        let sequence: ControlledSequence
        let lifetime: ReaderLifetime

        mutating func next() async -> Element? {
            await sequence.next()
        }
    }

    /// Counts the reader as gone when its last iterator copy goes away.
    final class ReaderLifetime: Sendable {
        private let state: Watched<State>

        init(state: Watched<State>) {
            self.state = state
        }

        deinit {
            state.update { $0.readersAlive -= 1 }
        }
    }
}
