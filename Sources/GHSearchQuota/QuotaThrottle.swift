import AsyncOperators
import FoundationEssentials
import GHSearchGitHub

/// A quota-aware throttle for the search stream: the reference throttle
/// while the search limit is plentiful, only settled text when it runs low,
/// nothing until the reset when it is spent (see `QuotaGate` for the rules,
/// `QuotaThrottlePolicy` for the numbers). It is the operator's throttle
/// (`ThrottleStorage`) with the quota's gate.
///
/// It is fed from two sides: the keys it throttles (`keys.throttle(by:)`,
/// iterated once), and what GitHub says of the search limit (`report`,
/// `reportRejection`), which arrives on whatever thread the HTTP client
/// answers on and is told to the gate at once: the held key is judged
/// again and the timer moved. `onModeChange` (which reads `mode`) is
/// called when the mode changed.
public final class QuotaThrottle<Element: QuotaThrottled, C: Clock>: Sendable where C.Duration == Duration {
    public typealias Mode = QuotaThrottleMode<C.Instant>
    typealias Gate = QuotaGate<Element, C.Instant>

    let storage: ThrottleStorage<Gate, C>
    private let clock: C
    private let wallClock: @Sendable () -> Date

    /// - Parameters:
    ///   - wallClock: the time GitHub's `x-ratelimit-reset` (a date) is read against.
    ///   - onModeChange: called after the mode changed; read `mode` for it.
    public init(policy: QuotaThrottlePolicy = QuotaThrottlePolicy(), clock: C,
                wallClock: @escaping @Sendable () -> Date = { Date() },
                onModeChange: @escaping @Sendable () -> Void = {}) {
        storage = ThrottleStorage(gate: QuotaGate(policy: policy), clock: clock, latest: true,
                                  passingAtOnce: { $0.isUrgent }, onChange: onModeChange)
        self.clock = clock
        self.wallClock = wallClock
    }

    /// How the search limit is being spent now.
    public var mode: Mode {
        let now = clock.now
        return storage.inspect { $0.mode(now: now) }
    }

    /// Records the rate limit of an answer (`GitHubClient.onRateLimit`):
    /// the `search` resource's, and the `core` one's (a user's list; an
    /// answer that names no resource is taken as core), which paces names
    /// while it is scarce. Others are ignored.
    public func report(_ limit: RateLimit) {
        tell(limit, search: { $0.reported(limit: limit.limit, remaining: limit.remaining, resetAt: $1, now: $2) },
             core: { $0.reportedCore(remaining: limit.remaining, resetAt: $1) })
    }

    /// Whether names (the core limit) are searched only when typing pauses
    /// now: no token, or fewer than the reserve left.
    public var pacesNames: Bool {
        let now = clock.now
        return storage.inspect { $0.coreIsScarce(now: now) }
    }

    /// A search was refused because the limit is spent (403/429 with
    /// `remaining: 0`, `GitHubError.rateLimited`): nothing more is sent
    /// until the reset it names. A refusal of the core limit leaves none of
    /// it; refusals of other resources are ignored.
    public func reportRejection(_ limit: RateLimit) {
        tell(limit, search: { $0.rejected(limit: limit.limit, resetAt: $1, now: $2) },
             core: { $0.reportedCore(remaining: 0, resetAt: $1) })
    }

    /// Asks to spend a search that is not the typed text (the next page of
    /// results): true, and counted, while more than the reserve remains.
    public func requestBackgroundSearch() -> Bool {
        let now = clock.now
        return storage.update(at: now) { $0.backgroundSearch(now: now) } ?? false
    }

    /// Tells the gate of `limit` through `search` (the search resource's)
    /// or `core` (the core one's, or one that names no resource), with its
    /// reset as an instant of `clock`, and `now`; other resources are ignored.
    private func tell(_ limit: RateLimit, search: (inout Gate, C.Instant?, C.Instant) -> Void,
                      core: (inout Gate, C.Instant?) -> Void) {
        let now = clock.now
        let resetAt = resetInstant(limit.reset, now: now)
        switch limit.resource {
        case "search": storage.update(at: now) { search(&$0, resetAt, now) }
        case "core", nil: storage.update(at: now) { core(&$0, resetAt) }
        default: break
        }
    }

    /// `reset` (wall-clock) as an instant of `clock`.
    private func resetInstant(_ reset: Date?, now: C.Instant) -> C.Instant? {
        guard let reset else { return nil }
        let seconds = max(0, reset.timeIntervalSince(wallClock()))
        return now.advanced(by: .milliseconds(Int64((seconds * 1_000).rounded(.up))))
    }
}
