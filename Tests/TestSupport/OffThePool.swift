import Foundation

/// Runs blocking work (waiting for a process to end, polling a file, a
/// condition variable or the fake server's log) on a thread of its own, so
/// a test that waits does not hold one of the few threads of Swift's
/// cooperative pool (two on two cores): the tests running beside it need them.
public func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
    }
}

/// `offThePool` for work that cannot throw.
public func offThePool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        Thread.detachNewThread { continuation.resume(returning: work()) }
    }
}
