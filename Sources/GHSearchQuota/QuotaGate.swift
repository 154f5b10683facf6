import AsyncOperators

/// The gate of the quota-aware throttle: when a line of the search stream
/// may go, from what is known of GitHub's rate limits. The operator's
/// `ThrottleHold` holds the line and asks; the throttle's storage tells this
/// gate what GitHub reports (`reported`, `rejected`, `reportedCore`).
///
/// - Plenty of quota (`live`), and always for elements that are not metered:
///   the reference throttle, RxSwift's `throttle(latest:)` — an element
///   that arrives when no window is open is sent at once and opens a window
///   of `interval`; the latest one arriving inside is sent when it ends
///   (which opens the next); an urgent one (Enter) is sent at once and opens
///   a new window. Repeats are sent as the reference throttle sends them
///   (the `removeDuplicates` after it drops them) but never paid for.
/// - Low quota, or not known yet (`sparing`): an element is sent when the
///   text has been still for `settle`, at once when urgent, or at once when
///   it finishes a word (a trailing space) while more than `reserve`
///   searches remain and no window is open. The prefix of a word being
///   typed is never sent. The same request as the last one sent is dropped.
/// - Spent (`waiting`): nothing metered is sent until the reset; then the
///   latest text is judged as in `sparing` — settled by then, it goes at
///   once, one search.
///
/// - Elements that spend the core limit (a user's list) follow the
///   reference rules while it is plentiful, and `sparing`'s rules while it
///   is scarce (`policy.pacesNames`, or fewer than `policy.coreReserve` left):
///   so without a token a name is searched when typing pauses, not letter
///   by letter.
///
/// Every search sent is counted against the budget at once, so the budget
/// never waits for an answer to know it is lower.
public struct QuotaGate<Element: QuotaThrottled, Instant: InstantProtocol>: ThrottleGate
where Instant.Duration == Duration {
    let policy: QuotaThrottlePolicy
    private(set) var budget = QuotaBudget<Instant>()
    /// The reference throttle, for elements that are not paced (and its
    /// window, which a finished word waits for).
    private var reference: IntervalGate<Element, Instant>
    private var lastEmitted: Element?
    /// What is left of the core limit, as last reported (less what was sent since).
    private(set) var coreRemaining: Int?
    /// When the core limit's window resets; `coreRemaining` is forgotten then.
    private var coreResetAt: Instant?
    /// The mode the observers were last told of.
    private var toldMode = QuotaThrottleMode<Instant>.sparing

    init(policy: QuotaThrottlePolicy) {
        self.policy = policy
        self.reference = IntervalGate(interval: policy.interval)
    }

    // MARK: What GitHub says

    /// GitHub reported the search limit (`resetAt` in this clock, the
    /// policy's margin not yet added).
    mutating func reported(limit: Int?, remaining: Int?, resetAt: Instant?, now: Instant) {
        budget.report(limit: limit, remaining: remaining, resetAt: resetAt?.advanced(by: policy.resetMargin),
                      now: now, policy: policy)
    }

    /// GitHub reported the core limit (`resetAt` in this clock); a refusal
    /// for it reports `remaining: 0`.
    mutating func reportedCore(remaining: Int?, resetAt: Instant?) {
        if let remaining { coreRemaining = remaining }
        if let resetAt { coreResetAt = resetAt.advanced(by: policy.resetMargin) }
    }

    /// GitHub refused a search because the limit is spent.
    mutating func rejected(limit: Int?, resetAt: Instant?, now: Instant) {
        budget.reject(limit: limit, resetAt: resetAt?.advanced(by: policy.resetMargin), now: now, policy: policy)
    }

    /// A search outside the typing (the next page of results) asks to be
    /// paid for: granted, and counted, while more than `reserve` remain.
    mutating func backgroundSearch(now: Instant) -> Bool {
        budget.rollOver(now: now)
        var granted = budget.allowsSpare(reserve: policy.reserve)
        if case .waiting = budget.mode(now: now, policy: policy) { granted = false }
        if granted { budget.spend(now: now, policy: policy) }
        return granted
    }

    // MARK: What the observers read

    /// Whether names wait for a pause now: the core limit is scarce.
    mutating func coreIsScarce(now: Instant) -> Bool {
        if let reset = coreResetAt, now >= reset {
            coreResetAt = nil
            coreRemaining = nil
        }
        return policy.pacesNames || (coreRemaining.map { $0 < policy.coreReserve } ?? false)
    }

    /// The mode now, without changing anything but the window's roll-over.
    mutating func mode(now: Instant) -> QuotaThrottleMode<Instant> {
        budget.rollOver(now: now)
        return budget.mode(now: now, policy: policy)
    }

    // MARK: ThrottleGate

    public mutating func verdict(on held: HeldElement<Element, Instant>, justArrived: Bool, now: Instant)
        -> ThrottleVerdict<Instant>
    {
        let mode = self.mode(now: now)
        let element = held.element
        guard isPaced(element, mode: mode, coreScarce: coreIsScarce(now: now)) else {
            return reference.verdict(on: held, justArrived: justArrived, now: now)
        }
        if lastEmitted.map({ element.isSameRequest(as: $0) }) ?? false {
            return .drop  // nothing new to search for
        }
        if element.isMetered, case .waiting = mode {
            return .hold(until: nil)  // until the reset (`wakeUp`)
        }
        let settledAt = held.since.advanced(by: policy.settle)
        if held.isUrgent || now >= settledAt
            || (justArrived && Self.finishesAWord(element.text) && !reference.window.isOpen(at: now)
                && (!element.isMetered || budget.allowsSpare(reserve: policy.reserve)))
        {
            return .send
        }
        return .hold(until: settledAt)
    }

    public mutating func sent(_ element: Element, now: Instant) {
        let isRepeat = lastEmitted.map { element.isSameRequest(as: $0) } ?? false
        if element.isMetered, !isRepeat {
            budget.spend(now: now, policy: policy)
        }
        if element.spendsCore, !isRepeat, let left = coreRemaining { coreRemaining = max(0, left - 1) }
        lastEmitted = element
        reference.sent(element, now: now)
    }

    /// The reset, while the limit is spent: the mode changes then.
    public mutating func wakeUp(now: Instant) -> Instant? {
        guard case .waiting(let reset) = mode(now: now) else { return nil }
        return reset
    }

    /// Whether the mode changed since the observers were last told.
    public mutating func changedSinceLastAsked(now: Instant) -> Bool {
        let mode = self.mode(now: now)
        defer { toldMode = mode }
        return mode != toldMode
    }

    /// Whether `element` waits for the text to settle rather than passing
    /// the reference throttle.
    private func isPaced(_ element: Element, mode: QuotaThrottleMode<Instant>, coreScarce: Bool) -> Bool {
        element.isMetered ? mode != .live : element.spendsCore && coreScarce
    }

    /// A line whose last character is a space or a tab after some text: its
    /// last word is finished.
    static func finishesAWord(_ text: String) -> Bool {
        guard let last = text.unicodeScalars.last, last == " " || last == "\t" else { return false }
        return text.unicodeScalars.contains { $0 != " " && $0 != "\t" }
    }
}
