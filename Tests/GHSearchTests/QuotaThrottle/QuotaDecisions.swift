import AsyncOperators
@testable import GHSearchInteractive
@testable import GHSearchQuota

/// The quota-aware throttle's pure decisions: `QuotaGate` behind the
/// operator's `ThrottleHold`, told what GitHub says as `QuotaThrottle`
/// tells it, with what the tests read after each event: the line sent, the
/// next deadline, the mode.
struct QuotaDecisions<Element: QuotaThrottled, Instant: InstantProtocol> where Instant.Duration == Duration {
    struct Output {
        var emit: Element?
        var deadline: Instant?
        var mode: QuotaThrottleMode<Instant>
    }

    private var hold: ThrottleHold<QuotaGate<Element, Instant>>

    init(policy: QuotaThrottlePolicy) {
        hold = ThrottleHold(gate: QuotaGate(policy: policy))
    }

    var budget: QuotaBudget<Instant> { hold.gate.budget }
    var isHolding: Bool { hold.held != nil }

    /// The prompt's text changed (or Enter was pressed).
    mutating func received(_ element: Element, now: Instant) -> Output {
        output(hold.received(element, urgent: element.isUrgent, now: now), now: now)
    }

    mutating func timerFired(now: Instant) -> Output {
        output(hold.reconsider(now: now), now: now)
    }

    mutating func reported(limit: Int?, remaining: Int?, resetAt: Instant?, now: Instant) -> Output {
        hold.gate.reported(limit: limit, remaining: remaining, resetAt: resetAt, now: now)
        return timerFired(now: now)
    }

    mutating func reportedCore(remaining: Int?, resetAt: Instant?, now: Instant) -> Output {
        hold.gate.reportedCore(remaining: remaining, resetAt: resetAt)
        return timerFired(now: now)
    }

    mutating func rejected(limit: Int?, resetAt: Instant?, now: Instant) -> Output {
        hold.gate.rejected(limit: limit, resetAt: resetAt, now: now)
        return timerFired(now: now)
    }

    mutating func backgroundSearch(now: Instant) -> (granted: Bool, output: Output) {
        let granted = hold.gate.backgroundSearch(now: now)
        return (granted, timerFired(now: now))
    }

    mutating func mode(now: Instant) -> QuotaThrottleMode<Instant> {
        hold.gate.mode(now: now)
    }

    private mutating func output(_ decision: ThrottleHold<QuotaGate<Element, Instant>>.Decision, now: Instant) -> Output {
        Output(emit: decision.emit, deadline: decision.deadline, mode: hold.gate.mode(now: now))
    }
}
