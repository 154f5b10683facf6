import Synchronization

/// Keeps GraphQL queries under GitHub's secondary limit of 2,000 points a
/// minute (a query without mutations is one point): the 2,001st query
/// within any 60 seconds waits, on the injected clock, until the first of
/// them is a minute old. Slots are reserved in order, so queries started at
/// once by several jobs never exceed the limit together.
public final class GraphQLQueryPacer<C: Clock>: Sendable where C.Duration == Duration {
    private let clock: C
    private let state: Mutex<Schedule>

    public init(clock: C, queries: Int = 2_000, window: Duration = .seconds(60)) {
        self.clock = clock
        state = Mutex(Schedule(limit: max(1, queries), window: window))
    }

    /// Waits until another query may go, and counts it.
    public func admit() async {
        let now = clock.now
        let slot = state.withLock { $0.reserve(at: now) }
        if slot > now { try? await clock.sleep(until: slot, tolerance: nil) }
    }

    /// When each of the last `limit` queries went (or will go), in order.
    struct Schedule {
        let limit: Int
        let window: Duration
        private var sends: [C.Instant] = []

        init(limit: Int, window: Duration) {
            self.limit = limit
            self.window = window
        }

        /// The earliest instant from `now` at which a query keeps within
        /// the limit; it is counted as sent then.
        mutating func reserve(at now: C.Instant) -> C.Instant {
            var slot = now
            if sends.count >= limit {
                let oldest = sends[sends.count - limit]
                let free = oldest.advanced(by: window)
                if free > slot { slot = free }
            }
            sends.append(slot)
            if sends.count > limit { sends.removeFirst(sends.count - limit) }
            return slot
        }
    }
}
