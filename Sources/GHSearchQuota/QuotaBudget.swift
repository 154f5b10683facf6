/// What is known of the search limit, in the throttle's clock: reports from
/// GitHub merged (answers arrive out of order), the searches sent since
/// counted at once (their answers are not back yet), and the window rolled
/// over at its reset.
struct QuotaBudget<Instant: InstantProtocol>: Sendable, Equatable where Instant.Duration == Duration {
    var limit: Int?
    var remaining: Int?
    /// When the window resets (GitHub's reset plus the margin); nil when unknown.
    var resetAt: Instant?
    /// `resetAt` is a wait the throttle chose (no reset was given, or the one
    /// given had passed): any report of GitHub's replaces it.
    var resetIsEstimate = false
    /// Refusals in a row whose reset had already passed by the local clock.
    var rejectionsInARow = 0

    /// Reports whose resets differ by less than this are of one window
    /// (GitHub's reset is in whole seconds, read at slightly different moments).
    static var sameWindow: Duration { .seconds(2) }

    /// Starts the next window once the reset has passed: the full limit, the
    /// reset unknown until GitHub says.
    mutating func rollOver(now: Instant) {
        guard let reset = resetAt, now >= reset else { return }
        resetAt = nil
        resetIsEstimate = false
        remaining = limit
    }

    /// Merges a report of GitHub's (`resetAt` already in this clock, margin included).
    mutating func report(limit newLimit: Int?, remaining newRemaining: Int?, resetAt newReset: Instant?,
                         now: Instant, policy: QuotaThrottlePolicy) {
        rollOver(now: now)
        rejectionsInARow = 0
        if let known = resetAt, !resetIsEstimate, let newReset, newReset < known.advanced(by: Self.sameWindow) {
            // The same window (or an older one, answered late): it cannot give back searches.
            if newReset > known.advanced(by: .zero - Self.sameWindow) {
                limit = newLimit ?? limit
                if let newRemaining { remaining = min(remaining ?? newRemaining, newRemaining) }
            }
        } else {
            limit = newLimit ?? limit
            remaining = newRemaining ?? remaining
            if let newReset {
                resetAt = newReset
                resetIsEstimate = false
            }
        }
        waitIfSpent(now: now, policy: policy)
    }

    /// GitHub refused a search for a spent limit: nothing more until its
    /// reset, or — when that has already passed by this clock — a wait that
    /// doubles with each refusal in a row.
    mutating func reject(limit newLimit: Int?, resetAt newReset: Instant?, now: Instant, policy: QuotaThrottlePolicy) {
        limit = newLimit ?? limit
        remaining = 0
        if let newReset, newReset > now.advanced(by: policy.resetMargin) {
            resetAt = newReset
            resetIsEstimate = false
            rejectionsInARow = 0
        } else {
            let wait = min(policy.maximumBackoff, policy.resetMargin * (1 << min(rejectionsInARow, 16)))
            rejectionsInARow += 1
            resetAt = now.advanced(by: wait)
            resetIsEstimate = true
        }
    }

    /// One search sent (by the throttle or by someone else).
    mutating func spend(now: Instant, policy: QuotaThrottlePolicy) {
        rollOver(now: now)
        guard let left = remaining else { return }
        remaining = max(0, left - 1)
        waitIfSpent(now: now, policy: policy)
    }

    /// A spent quota with no known reset waits for one `horizon` (a whole
    /// window of GitHub's search limit) rather than for ever.
    private mutating func waitIfSpent(now: Instant, policy: QuotaThrottlePolicy) {
        if remaining == 0, resetAt == nil {
            resetAt = now.advanced(by: policy.horizon)
            resetIsEstimate = true
        }
    }

    /// Whether a search that is not settled text may be spent now: while
    /// more than `reserve` remain, or nothing is known yet.
    func allowsSpare(reserve: Int) -> Bool {
        remaining.map { $0 > reserve } ?? true
    }

    func mode(now: Instant, policy: QuotaThrottlePolicy) -> QuotaThrottleMode<Instant> {
        guard let remaining else { return .sparing }
        if let reset = resetAt, now < reset {
            if remaining <= 0 { return .waiting(until: reset) }
        }
        let span = min(resetAt.map { now.duration(to: $0) } ?? policy.horizon, policy.horizon)
        let windows = Int((span / policy.interval).rounded(.up))
        return remaining - policy.reserve >= windows ? .live : .sparing
    }
}
