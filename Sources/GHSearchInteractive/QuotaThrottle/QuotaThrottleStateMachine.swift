import AsyncOperators

/// The decisions of the quota-aware throttle, free of locks, tasks and clock
/// reads: each event takes the time it happened and returns what to send
/// now, when to wake up next, and how the quota is being spent.
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
struct QuotaThrottleStateMachine<Element: QuotaThrottled, Instant: InstantProtocol>: Sendable
where Instant.Duration == Duration {
    struct Output: Sendable {
        /// To send now.
        var emit: Element?
        /// When to call `timerFired` next; nil: no timer needed.
        var deadline: Instant?
        var mode: QuotaThrottleMode<Instant>
    }

    let policy: QuotaThrottlePolicy
    private(set) var budget = QuotaBudget<Instant>()
    /// The latest element not sent yet.
    private var pending: Element?
    /// When `pending` arrived (the text is still since then).
    private var pendingSince: Instant?
    /// The reference throttle's window.
    private var window: ThrottleWindow<Instant>
    private var lastEmitted: Element?
    /// What is left of the core limit, as last reported (less what was sent since).
    private(set) var coreRemaining: Int?
    /// When the core limit's window resets; `coreRemaining` is forgotten then.
    private var coreResetAt: Instant?

    init(policy: QuotaThrottlePolicy) {
        self.policy = policy
        self.window = ThrottleWindow(interval: policy.interval)
    }

    // MARK: Events

    /// The prompt's text changed (or Enter was pressed).
    mutating func received(_ element: Element, now: Instant) -> Output {
        budget.rollOver(now: now)
        pending = element
        pendingSince = now
        return decide(now: now, justArrived: true)
    }

    /// GitHub reported the search limit (`resetAt` in this clock, the
    /// policy's margin not yet added).
    mutating func reported(limit: Int?, remaining: Int?, resetAt: Instant?, now: Instant) -> Output {
        budget.report(limit: limit, remaining: remaining, resetAt: resetAt?.advanced(by: policy.resetMargin),
                      now: now, policy: policy)
        return decide(now: now, justArrived: false)
    }

    /// GitHub reported the core limit (`resetAt` in this clock); a refusal
    /// for it reports `remaining: 0`.
    mutating func reportedCore(remaining: Int?, resetAt: Instant?, now: Instant) -> Output {
        if let remaining { coreRemaining = remaining }
        if let resetAt { coreResetAt = resetAt.advanced(by: policy.resetMargin) }
        return decide(now: now, justArrived: false)
    }

    /// Whether names wait for a pause now: the core limit is scarce.
    mutating func coreIsScarce(now: Instant) -> Bool {
        if let reset = coreResetAt, now >= reset {
            coreResetAt = nil
            coreRemaining = nil
        }
        return policy.pacesNames || (coreRemaining.map { $0 < policy.coreReserve } ?? false)
    }

    /// GitHub refused a search because the limit is spent.
    mutating func rejected(limit: Int?, resetAt: Instant?, now: Instant) -> Output {
        budget.reject(limit: limit, resetAt: resetAt?.advanced(by: policy.resetMargin), now: now, policy: policy)
        return decide(now: now, justArrived: false)
    }

    /// A search outside the typing (the next page of results) asks to be
    /// paid for; granted while more than `reserve` remain.
    mutating func backgroundSearch(now: Instant) -> (granted: Bool, output: Output) {
        budget.rollOver(now: now)
        var granted = budget.allowsSpare(reserve: policy.reserve)
        if case .waiting = budget.mode(now: now, policy: policy) { granted = false }
        if granted { budget.spend(now: now, policy: policy) }
        return (granted, decide(now: now, justArrived: false))
    }

    /// The deadline last returned has come (or a stale timer woke up: the
    /// decision is taken afresh from the time, whatever woke it).
    mutating func timerFired(now: Instant) -> Output {
        decide(now: now, justArrived: false)
    }

    /// The mode now, without changing anything but the window's roll-over.
    mutating func mode(now: Instant) -> QuotaThrottleMode<Instant> {
        budget.rollOver(now: now)
        return budget.mode(now: now, policy: policy)
    }

    /// Whether an element is still waiting to be sent.
    var isHolding: Bool { pending != nil }

    // MARK: Deciding

    private mutating func decide(now: Instant, justArrived: Bool) -> Output {
        budget.rollOver(now: now)
        let mode = budget.mode(now: now, policy: policy)
        var emit: Element?
        let coreScarce = coreIsScarce(now: now)
        if let element = pending {
            let referenceRules = !isPaced(element, mode: mode, coreScarce: coreScarce)
            if referenceRules {
                if element.isUrgent || !window.isOpen(at: now) { emit = element }
            } else if lastEmitted.map({ element.isSameRequest(as: $0) }) ?? false {
                pending = nil  // nothing new to search for
            } else if element.isMetered, case .waiting = mode {
                // held until the reset
            } else if element.isUrgent || isSettled(now: now)
                || (justArrived && Self.finishesAWord(element.text) && !window.isOpen(at: now)
                    && (!element.isMetered || budget.allowsSpare(reserve: policy.reserve)))
            {
                emit = element
            }
        }
        if let emit { send(emit, now: now) }
        let after = budget.mode(now: now, policy: policy)
        return Output(emit: emit, deadline: deadline(mode: after, coreScarce: coreScarce), mode: after)
    }

    /// Whether `element` waits for the text to settle rather than passing
    /// the reference throttle.
    private func isPaced(_ element: Element, mode: QuotaThrottleMode<Instant>, coreScarce: Bool) -> Bool {
        element.isMetered ? mode != .live : element.spendsCore && coreScarce
    }

    private mutating func send(_ element: Element, now: Instant) {
        let isRepeat = lastEmitted.map { element.isSameRequest(as: $0) } ?? false
        if element.isMetered, !isRepeat {
            budget.spend(now: now, policy: policy)
        }
        if element.spendsCore, !isRepeat, let left = coreRemaining { coreRemaining = max(0, left - 1) }
        lastEmitted = element
        pending = nil
        pendingSince = nil
        window.start(at: now)
    }

    private func isSettled(now: Instant) -> Bool {
        pendingSince.map { now >= $0.advanced(by: policy.settle) } ?? false
    }

    /// When the decision may change by itself: the end of the window or of
    /// the settling for a held element, and the reset while spent.
    private func deadline(mode: QuotaThrottleMode<Instant>, coreScarce: Bool) -> Instant? {
        var deadline: Instant?
        if case .waiting(let reset) = mode { deadline = reset }
        guard let element = pending else { return deadline }
        let wake: Instant?
        if !isPaced(element, mode: mode, coreScarce: coreScarce) {
            wake = window.end
        } else if element.isMetered, case .waiting = mode {
            wake = nil
        } else {
            wake = pendingSince?.advanced(by: policy.settle)
        }
        guard let wake else { return deadline }
        return deadline.map { min($0, wake) } ?? wake
    }

    /// A line whose last character is a space or a tab after some text: its
    /// last word is finished.
    static func finishesAWord(_ text: String) -> Bool {
        guard let last = text.unicodeScalars.last, last == " " || last == "\t" else { return false }
        return text.unicodeScalars.contains { $0 != " " && $0 != "\t" }
    }
}
