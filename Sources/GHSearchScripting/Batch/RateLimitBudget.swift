import FoundationEssentials
import GHSearchGitHub

/// What is known of the primary rate limit, from the `x-ratelimit-*` headers
/// of every answer, and the decision it leads to before each request. Pure
/// state: `RateLimitGate` keeps it behind a lock and does the waiting.
///
/// Answers may arrive out of order when several requests run at once, so
/// within one window (same reset time) the lowest `remaining` wins; a later
/// reset time starts a new window. Requests in flight count as spent until
/// their answer arrives (a `304` then gives its unit back). While the quota
/// is unknown — at the start, and once a window is over — one request goes
/// alone and the others wait for its answer, so `--jobs N` never sends N
/// requests into a quota smaller than N.
public struct RateLimitBudget: Sendable, Equatable {
    public var limit: Int?
    public var remaining: Int?
    /// When the current window ends (wall clock).
    public var reset: Date?
    public var resource: String?
    /// Requests sent and not yet answered.
    public var inFlight = 0
    /// No request before this time (a secondary limit).
    public var pausedUntil: Date?
    /// Requests of each window left unused (`--reserve`).
    public let reserve: Int
    /// How long after its reset time a window counts as over: the server's
    /// clock is not ours (nor, on one machine, is the coarse clock that
    /// `time()` reads), and a request sent at the reset instant can still
    /// meet the spent window and its 403.
    public let margin: TimeInterval
    /// No answer has told the quota since the start or the last window's end.
    public private(set) var quotaUnknown = true
    /// Counts the windows whose quota became unknown; a request sent in an
    /// earlier one cannot tell the current one's quota when it ends.
    public private(set) var window = 0

    /// How long to wait for a reset when an answer says the quota is spent
    /// but not when it comes back.
    public static let unknownResetWait: TimeInterval = 60

    public init(reserve: Int = 0, margin: TimeInterval = 0) {
        self.reserve = max(0, reserve)
        self.margin = max(0, margin)
    }

    public enum Decision: Sendable, Equatable {
        case send
        /// Nothing may be sent before `until`.
        case wait(until: Date, BatchWait.Reason)
        /// The budget is spent only if the answers in flight spend it: wait for them.
        case waitForAnswers
    }

    /// What to do about the next request at `now`; `.send` counts it in flight.
    public mutating func decide(now: Date) -> Decision {
        if let pausedUntil {
            if now < pausedUntil { return .wait(until: pausedUntil, .secondaryLimit) }
            self.pausedUntil = nil
        }
        if let reset, now >= reset.addingTimeInterval(margin) {
            // The window is over: the next answer tells the new one.
            remaining = nil
            self.reset = nil
            becomeUnknown()
        }
        if quotaUnknown, inFlight > 0 { return .waitForAnswers }
        if let remaining, remaining - inFlight <= effectiveReserve {
            if inFlight > 0 { return .waitForAnswers }
            if reset == nil { reset = now.addingTimeInterval(RateLimitBudget.unknownResetWait) }
            return .wait(until: reset ?? now, .quota)
        }
        inFlight += 1
        return .send
    }

    /// A request sent in `window` (by default the current one) ended, with
    /// an answer or without. One sent in the current window whose answer
    /// carried no rate-limit headers (`observe` would have come first) tells
    /// that there is no quota to keep to; one sent before the window ended
    /// tells nothing of the new one.
    public mutating func finish(sentIn window: Int? = nil) {
        inFlight = max(0, inFlight - 1)
        if (window ?? self.window) == self.window { quotaUnknown = false }
    }

    private mutating func becomeUnknown() {
        quotaUnknown = true
        window += 1
    }

    /// Takes in the headers of one answer.
    public mutating func observe(_ rateLimit: RateLimit) {
        quotaUnknown = false
        if let value = rateLimit.limit { limit = value }
        if let value = rateLimit.resource { resource = value }
        guard let newRemaining = rateLimit.remaining else { return }
        switch (reset, rateLimit.reset) {
        case (let current?, let incoming?) where incoming < current:
            return  // a late answer from a window that is over
        case (let current?, let incoming?) where incoming == current:
            remaining = min(remaining ?? newRemaining, newRemaining)
        default:
            remaining = newRemaining
            if let incoming = rateLimit.reset { reset = incoming }
        }
    }

    /// A 403/429 said the primary limit is spent: nothing more until its
    /// reset. Without a reset time, `unknownResetWait` from `now`; with one
    /// that this clock already passed (the server's clock is behind), one
    /// more second.
    public mutating func exhausted(_ rateLimit: RateLimit, now: Date) {
        observe(rateLimit)
        remaining = 0
        if let reset, reset > now { return }
        reset = now.addingTimeInterval(rateLimit.reset == nil ? RateLimitBudget.unknownResetWait : 1)
    }

    /// A secondary limit: nothing more before `date`.
    public mutating func pause(until date: Date) {
        pausedUntil = max(pausedUntil ?? date, date)
    }

    /// A wait longer than any real one was cut short: forget it, so one
    /// request goes to see (alone: the quota is unknown again).
    public mutating func forgetWait(now: Date) {
        pausedUntil = nil
        if let reset, reset > now {
            self.reset = nil
            remaining = nil
            becomeUnknown()
        }
    }

    /// The quota as the headers last showed it.
    public var rateLimit: RateLimit {
        RateLimit(limit: limit, remaining: remaining, reset: reset, resource: resource)
    }

    /// A reserve of the whole window would stop the batch for good: keep at least one request.
    private var effectiveReserve: Int {
        guard let limit else { return reserve }
        return min(reserve, max(0, limit - 1))
    }
}
