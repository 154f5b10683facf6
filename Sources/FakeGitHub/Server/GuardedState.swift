import Foundation

/// A value behind a lock, with a condition to wait for changes of it.
final class GuardedState<Value>: @unchecked Sendable {
    // Safety: `value` is only touched while `condition` is locked.
    private let condition = NSCondition()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Reads or changes the value; waiters are woken afterwards.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        return try body(&value)
    }

    /// Waits until `predicate` holds or `deadline` passes; returns whether it held.
    func wait(until deadline: ContinuousClock.Instant, _ predicate: (Value) -> Bool) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !predicate(value) {
            let left = ContinuousClock.now.duration(to: deadline)
            if left <= .zero { return false }
            let seconds = Double(left.components.seconds) + Double(left.components.attoseconds) / 1e18
            _ = condition.wait(until: Date(timeIntervalSinceNow: min(seconds, 1)))
        }
        return true
    }
}
