import Synchronization

/// A clock whose time moves only when a test says so.
///
/// Sleepers are counted, so a test waits for an exact number of them
/// (`waitForSleepers(_:)`) instead of yielding and hoping. A sleep whose
/// deadline has come returns at once; a cancelled sleep throws
/// `CancellationError` and stops counting as a sleeper at once.
public final class ManualClock: Clock, Sendable {
    /// A point of the manual clock's time.
    public struct Instant: InstantProtocol, CustomStringConvertible {
        public var offset: Duration

        public init(offset: Duration) {
            self.offset = offset
        }

        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }

        public var description: String { "t=\(offset)" }
    }

    private struct Sleeper {
        let id: UInt64
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State: CustomStringConvertible {
        var now = Instant(offset: .zero)
        var sleepers: [Sleeper] = []
        var nextID: UInt64 = 0

        var description: String {
            "now \(now), sleepers until \(sleepers.map(\.deadline))"
        }
    }

    private let state = Watched(State())

    public init() {}

    public var now: Instant { state.value.now }

    public var minimumResolution: Duration { .zero }

    /// How many tasks are sleeping on this clock now.
    public var sleeperCount: Int { state.value.sleepers.count }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = state.update { state in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                enum Outcome { case wake, cancelled, sleep }
                // The cancellation flag is set before the handler runs, and
                // both sides take the lock, so a sleeper is either seen
                // cancelled here or removed by the handler: never left behind.
                let outcome = state.update { state in
                    if Task.isCancelled { return Outcome.cancelled }
                    if deadline <= state.now { return .wake }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return .sleep
                }
                switch outcome {
                case .wake: continuation.resume()
                case .cancelled: continuation.resume(throwing: CancellationError())
                case .sleep: break
                }
            }
        } onCancel: {
            let sleeper = state.update { state in
                state.sleepers.firstIndex { $0.id == id }.map { state.sleepers.remove(at: $0) }
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward by `duration` and wakes the sleepers whose deadline has come.
    public func advance(by duration: Duration) {
        advance(to: now.advanced(by: duration))
    }

    /// Moves time to `instant` (never backwards) and wakes the sleepers whose
    /// deadline has come, earliest deadline first.
    public func advance(to instant: Instant) {
        moveTime(to: instant)
        wakeDueSleepers()
    }

    /// Moves time to `instant`, runs `actions` at that instant, and only then
    /// wakes the sleepers whose deadline has come: things that happen "at the
    /// same instant" as a timer are seen by the code under test before the
    /// timer fires.
    public func advance(to instant: Instant, beforeWakingSleepers actions: () async throws -> Void) async rethrows {
        moveTime(to: instant)
        try await actions()
        wakeDueSleepers()
    }

    /// Returns once exactly `count` tasks sleep on this clock.
    public func waitForSleepers(_ count: Int, timeout: Duration = standardWait) async throws {
        try await state.wait(until: { $0.sleepers.count == count }, "\(count) sleeper(s)", timeout: timeout)
    }

    private func moveTime(to instant: Instant) {
        state.update { state in
            state.now = max(state.now, instant)
        }
    }

    private func wakeDueSleepers() {
        let due = state.update { state in
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
            state.sleepers.removeAll { $0.deadline <= now }
            return due.map(\.continuation)
        }
        for continuation in due {
            continuation.resume()
        }
    }
}

extension Duration {
    /// `n` ticks of a marble diagram: one tick is one second of a `ManualClock`.
    public static func steps(_ n: Int) -> Duration {
        .seconds(n)
    }
}

extension ManualClock.Instant {
    /// The marble tick this instant falls in.
    public var tick: Int {
        Int(offset.components.seconds)
    }

    /// The instant at which marble tick `n` starts.
    public init(tick: Int) {
        self.init(offset: .steps(tick))
    }
}
