/// Counts requests per caller in fixed windows of wall-clock time.
/// Pure state: the caller passes `now`, so tests can drive it by hand.
struct QuotaLedger: Sendable {
    var configuration: QuotaConfiguration
    private var windows: [String: Window] = [:]

    init(configuration: QuotaConfiguration) {
        self.configuration = configuration
    }

    /// The numbers the `x-ratelimit-*` headers show.
    struct Snapshot: Sendable, Hashable {
        var limit: Int
        var used: Int
        /// Epoch seconds at which the window ends.
        var reset: Int
        var remaining: Int { max(0, limit - used) }
        var exhausted: Bool { used >= limit }
    }

    private struct Window: Sendable {
        var start: Int
        var used: Int
    }

    /// The caller's state now, without spending anything.
    mutating func peek(key: String, now: Int) -> Snapshot {
        let window = currentWindow(key: key, now: now)
        return Snapshot(limit: configuration.limit, used: window.used, reset: window.start + configuration.resetSeconds)
    }

    /// Spends one request (or `points`, for GraphQL) and returns the state after it.
    mutating func spend(key: String, now: Int, points: Int = 1) -> Snapshot {
        var window = currentWindow(key: key, now: now)
        window.used = min(configuration.limit, window.used + max(0, points))
        windows[key] = window
        return Snapshot(limit: configuration.limit, used: window.used, reset: window.start + configuration.resetSeconds)
    }

    private mutating func currentWindow(key: String, now: Int) -> Window {
        if let window = windows[key], now < window.start + configuration.resetSeconds {
            return window
        }
        let fresh = Window(start: now, used: 0)
        windows[key] = fresh
        return fresh
    }
}
