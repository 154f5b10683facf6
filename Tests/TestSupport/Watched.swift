import Synchronization

/// A value behind a lock that tasks can wait on until a condition holds.
///
/// Every wait has a generous real-time deadline, so a broken test fails with
/// a description of what it waited for instead of hanging. The deadline is
/// never what makes a test pass.
public final class Watched<Value: Sendable>: Sendable {
    private struct Waiter {
        let id: UInt64
        let isSatisfied: @Sendable (Value) -> Bool
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var value: Value
        var waiters: [Waiter] = []
        var nextID: UInt64 = 0
    }

    private enum Outcome { case satisfied, cancelled, waiting }

    private let state: Mutex<State>

    public init(_ value: Value) {
        state = Mutex(State(value: value))
    }

    public var value: Value {
        state.withLock { $0.value }
    }

    /// Changes the value and wakes the waiters whose condition now holds.
    @discardableResult
    public func update<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
        let (result, satisfied) = state.withLock { state in
            let result = body(&state.value)
            var satisfied: [CheckedContinuation<Void, any Error>] = []
            let value = state.value
            state.waiters.removeAll { waiter in
                guard waiter.isSatisfied(value) else { return false }
                satisfied.append(waiter.continuation)
                return true
            }
            return (result, satisfied)
        }
        for continuation in satisfied {
            continuation.resume()
        }
        return result
    }

    /// Returns once `condition` holds; throws `WaitTimedOut` after `timeout`
    /// of real time, or `CancellationError` if the waiting task is cancelled.
    public func wait(
        until condition: @escaping @Sendable (Value) -> Bool,
        _ description: String,
        timeout: Duration = standardWait
    ) async throws {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        let deadline = Task {
            try await Task.sleep(for: timeout)
            self.fail(id, with: WaitTimedOut(waitingFor: description, value: String(describing: self.value)))
        }
        defer { deadline.cancel() }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome = state.withLock { state in
                    if condition(state.value) { return Outcome.satisfied }
                    if Task.isCancelled { return .cancelled }
                    state.waiters.append(Waiter(id: id, isSatisfied: condition, continuation: continuation))
                    return .waiting
                }
                switch outcome {
                case .satisfied: continuation.resume()
                case .cancelled: continuation.resume(throwing: CancellationError())
                case .waiting: break
                }
            }
        } onCancel: {
            fail(id, with: CancellationError())
        }
    }

    private func fail(_ id: UInt64, with error: any Error) {
        let waiter = state.withLock { state in
            state.waiters.firstIndex { $0.id == id }.map { state.waiters.remove(at: $0) }
        }
        waiter?.continuation.resume(throwing: error)
    }
}

/// A condition a test waited for did not come true in time.
public struct WaitTimedOut: Error, CustomStringConvertible {
    public let waitingFor: String
    public let value: String

    public var description: String {
        "Timed out waiting for \(waitingFor); last value: \(value)"
    }
}
