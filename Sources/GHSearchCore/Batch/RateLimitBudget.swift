import FoundationEssentials

/// What is known of the primary rate limit, from the `x-ratelimit-*` headers
/// of every answer, and the decision it leads to before each request. Pure
/// state: `RateLimitGate` keeps it behind a lock and does the waiting.
///
/// Answers may arrive out of order when several requests run at once, so
/// within one window (same reset time) the lowest `remaining` wins; a later
/// reset time starts a new window. Requests in flight count as spent until
/// their answer arrives (a `304` then gives its unit back).
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

    /// How long to wait for a reset when an answer says the quota is spent
    /// but not when it comes back.
    public static let unknownResetWait: TimeInterval = 60

    public init(reserve: Int = 0) {
        self.reserve = max(0, reserve)
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
        if let reset, now >= reset {
            // The window is over: the next answer tells the new one.
            remaining = nil
            self.reset = nil
        }
        if let remaining, remaining - inFlight <= effectiveReserve {
            if inFlight > 0 { return .waitForAnswers }
            if reset == nil { reset = now.addingTimeInterval(RateLimitBudget.unknownResetWait) }
            return .wait(until: reset ?? now, .quota)
        }
        inFlight += 1
        return .send
    }

    /// An answer arrived (or a request ended without one).
    public mutating func finish() {
        inFlight = max(0, inFlight - 1)
    }

    /// Takes in the headers of one answer.
    public mutating func observe(_ rateLimit: RateLimit) {
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
