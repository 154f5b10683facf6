import FoundationEssentials
import Synchronization
import GHSearchGitHub

/// Lets each request of a batch go only when the quota allows it: waits on
/// the injected clock until the reset time when the budget is spent (or
/// until a secondary limit's pause is over), instead of sending a request
/// that would fail. With `waits == false` it stops instead, for good.
///
/// The reset time is wall-clock (`x-ratelimit-reset`), so `now` is injected
/// next to the clock; the sleep is the difference, plus `margin` for a reset.
///
/// A wait longer than `maximumWait` (a reset years away, a `retry-after`
/// of a trillion seconds) is not obeyed: the gate says so (`onWait` gets
/// the wait as asked and as cut), sleeps `maximumWait`, and lets one request
/// go to see. Asked for such a wait again before any answer showed quota
/// left, it stops, as with `waits == false`.
public final class RateLimitGate<C: Clock>: Sendable where C.Duration == Duration {
    private struct State {
        var budget: RateLimitBudget
        var stopped: BatchWait?
        /// A wait was cut to `maximumWait` and no answer has shown quota since.
        var cutWaitPending = false
        var answerWaiters: [CheckedContinuation<GateStep, Never>] = []

        mutating func takeWaiters() -> [CheckedContinuation<GateStep, Never>] {
            defer { answerWaiters.removeAll() }
            return answerWaiters
        }
    }

    private let state: Mutex<State>
    private let clock: C
    private let now: @Sendable () -> Date
    private let waits: Bool
    private let margin: Duration
    private let onWait: @Sendable (BatchWait) -> Void

    /// The longest single wait (`RateLimit.maximumWait`: GitHub's window is an hour).
    public static var maximumWait: Duration { .seconds(Int64(RateLimit.maximumWait)) }

    public init(clock: C, now: @escaping @Sendable () -> Date, reserve: Int = 0, waits: Bool = true,
                margin: Duration = .seconds(1), onWait: @escaping @Sendable (BatchWait) -> Void = { _ in }) {
        let seconds = Double(margin.components.seconds) + Double(margin.components.attoseconds) / 1e18
        state = Mutex(State(budget: RateLimitBudget(reserve: reserve, margin: seconds)))
        self.clock = clock
        self.now = now
        self.waits = waits
        self.margin = margin
        self.onWait = onWait
    }

    /// Takes in the `x-ratelimit-*` headers of an answer (wire this to
    /// `GitHubClient`'s `onRateLimit`).
    public func observe(_ rateLimit: RateLimit) {
        let waiters = state.withLock { state in
            state.budget.observe(rateLimit)
            if (rateLimit.remaining ?? 0) > 0 { state.cutWaitPending = false }
            return state.takeWaiters()
        }
        for waiter in waiters { waiter.resume(returning: .answered) }
    }

    /// Waits until a request may be sent and counts it in flight; nil once
    /// the gate stopped (`waits == false` and the limit was reached), else
    /// the ticket to `release` it with.
    func acquire() async -> Ticket? {
        while true {
            let step: GateStep = await withCheckedContinuation { continuation in
                let immediate = state.withLock { state -> GateStep? in
                    if state.stopped != nil { return .stopped }
                    switch state.budget.decide(now: now()) {
                    case .send:
                        return .send(Ticket(window: state.budget.window))
                    case .waitForAnswers:
                        state.answerWaiters.append(continuation)  // resumed by the next answer
                        return nil
                    case .wait(let until, let reason):
                        var wait = BatchWait(until: until, reason: reason, rateLimit: state.budget.rateLimit)
                        let date = now()
                        if until.timeIntervalSince(date) > RateLimit.maximumWait {
                            wait.asked = until
                            wait.until = date.addingTimeInterval(RateLimit.maximumWait)
                            if waits && !state.cutWaitPending {
                                state.cutWaitPending = true
                                return .sleep(wait)
                            }
                        } else if waits {
                            return .sleep(wait)
                        }
                        state.stopped = wait
                        return .stopped
                    }
                }
                if let immediate { continuation.resume(returning: immediate) }
            }
            switch step {
            case .send(let ticket): return ticket
            case .stopped: return nil
            case .answered: continue
            case .sleep(let wait):
                onWait(wait)
                // A quota window ends `margin` after its reset time (the
                // budget counts it so too), however late this wakes.
                var delay = Duration.seconds(wait.until.timeIntervalSince(now()))
                if wait.reason == .quota, wait.asked == nil { delay += margin }
                try? await clock.sleep(for: min(max(.zero, delay), RateLimitGate.maximumWait))
                if wait.asked != nil {
                    let date = now()
                    state.withLock { $0.budget.forgetWait(now: date) }
                }
            }
        }
    }

    /// The request counted by `acquire` has ended (answered or not).
    func release(_ ticket: Ticket) {
        let waiters = state.withLock { state in
            state.budget.finish(sentIn: ticket.window)
            return state.takeWaiters()
        }
        for waiter in waiters { waiter.resume(returning: .answered) }
    }

    /// A 403/429 primary-limit answer: nothing more until its reset.
    func exhausted(_ rateLimit: RateLimit) {
        let date = now()
        state.withLock { $0.budget.exhausted(rateLimit, now: date) }
    }

    /// A secondary-limit answer: nothing more for `duration`.
    func pause(for duration: Duration) {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        let until = now().addingTimeInterval(seconds)
        state.withLock { $0.budget.pause(until: until) }
    }

    /// The quota as last seen.
    public var rateLimit: RateLimit {
        state.withLock { $0.budget.rateLimit }
    }

    /// Where the gate stopped (`waits == false`): the wait it refused.
    public var stoppedAt: BatchWait? {
        state.withLock { $0.stopped }
    }
}

/// What `RateLimitGate.acquire` does next.
enum GateStep: Sendable {
    case send(Ticket)
    case stopped, answered
    case sleep(BatchWait)
}

/// A request let through by `RateLimitGate.acquire`, for `release`.
struct Ticket: Sendable {
    /// `RateLimitBudget.window` when it was sent.
    var window: Int
}
