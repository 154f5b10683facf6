import FoundationEssentials
import Synchronization
import GHSearchGitHub

/// A quota-aware throttle for the search stream: the reference throttle
/// while the search limit is plentiful, only settled text when it runs low,
/// nothing until the reset when it is spent (see `QuotaThrottleStateMachine`
/// for the rules, `QuotaThrottlePolicy` for the numbers).
///
/// It is fed from two sides: the keys it throttles (`keys.throttle(by:)`,
/// iterated once), and what GitHub says of the search limit (`report`,
/// `reportRejection`), which arrives on whatever thread the HTTP client
/// answers on. Each call takes the lock, asks the state machine, and acts
/// after releasing it: resumes the consumer, re-arms the one timer, and
/// calls `onModeChange` (which reads `mode`) when the mode changed.
public final class QuotaThrottle<Element: QuotaThrottled, C: Clock>: Sendable where C.Duration == Duration {
    public typealias Mode = QuotaThrottleMode<C.Instant>

    private struct Timer {
        var deadline: C.Instant
        var generation: UInt64
        var task: Task<Void, Never>?
    }

    private enum Phase {
        case idle
        case running(reader: Task<Void, Never>?)
        case finished
    }

    private struct State {
        var machine: QuotaThrottleStateMachine<Element, C.Instant>
        var phase = Phase.idle
        var downstream: CheckedContinuation<Element?, Never>?
        /// Sent, not yet taken by the consumer (a newer one replaces it).
        var ready: Element?
        var baseFinished = false
        var timer: Timer?
        var generation: UInt64 = 0
        var lastMode: Mode = .sparing
    }

    /// What `next()` does once the lock is released.
    private enum NextStep {
        case resume(Element?), wait, start
    }

    /// What to do once the lock is released.
    private struct Effects {
        var resume: (CheckedContinuation<Element?, Never>, Element?)?
        var cancel: [Task<Void, Never>] = []
        var startTimer: (deadline: C.Instant, generation: UInt64)?
        var modeChanged = false
    }

    private let state: Mutex<State>
    private let clock: C
    private let wallClock: @Sendable () -> Date
    private let onModeChange: @Sendable () -> Void

    /// - Parameters:
    ///   - wallClock: the time GitHub's `x-ratelimit-reset` (a date) is read against.
    ///   - onModeChange: called after the mode changed; read `mode` for it.
    public init(policy: QuotaThrottlePolicy = QuotaThrottlePolicy(), clock: C,
                wallClock: @escaping @Sendable () -> Date = { Date() },
                onModeChange: @escaping @Sendable () -> Void = {}) {
        state = Mutex(State(machine: QuotaThrottleStateMachine(policy: policy)))
        self.clock = clock
        self.wallClock = wallClock
        self.onModeChange = onModeChange
    }

    // MARK: Control

    /// How the search limit is being spent now.
    public var mode: Mode {
        let now = clock.now
        return state.withLock { $0.machine.mode(now: now) }
    }

    /// Records the rate limit of an answer (`GitHubClient.onRateLimit`):
    /// the `search` resource's, and the `core` one's (a user's list; an
    /// answer that names no resource is taken as core), which paces names
    /// while it is scarce. Others are ignored.
    public func report(_ limit: RateLimit) {
        let now = clock.now
        let resetAt = resetInstant(limit.reset, now: now)
        switch limit.resource {
        case "search":
            act { $0.machine.reported(limit: limit.limit, remaining: limit.remaining, resetAt: resetAt, now: now) }
        case "core", nil:
            act { $0.machine.reportedCore(remaining: limit.remaining, resetAt: resetAt, now: now) }
        default:
            break
        }
    }

    /// Whether names (the core limit) are searched only when typing pauses
    /// now: no token, or fewer than the reserve left.
    public var pacesNames: Bool {
        let now = clock.now
        return state.withLock { $0.machine.coreIsScarce(now: now) }
    }

    /// A search was refused because the limit is spent (403/429 with
    /// `remaining: 0`, `GitHubError.rateLimited`): nothing more is sent
    /// until the reset it names. Refusals of other resources are ignored.
    public func reportRejection(_ limit: RateLimit) {
        guard limit.resource == "search" else {
            if limit.resource == "core" || limit.resource == nil {
                let now = clock.now
                let resetAt = resetInstant(limit.reset, now: now)
                act { $0.machine.reportedCore(remaining: 0, resetAt: resetAt, now: now) }
            }
            return
        }
        let now = clock.now
        let resetAt = resetInstant(limit.reset, now: now)
        act { $0.machine.rejected(limit: limit.limit, resetAt: resetAt, now: now) }
    }

    /// Asks to spend a search that is not the typed text (the next page of
    /// results): true, and counted, while more than the reserve remains.
    public func requestBackgroundSearch() -> Bool {
        let now = clock.now
        var granted = false
        act { state in
            let (allowed, output) = state.machine.backgroundSearch(now: now)
            granted = allowed
            return output
        }
        return granted
    }

    /// `reset` (wall-clock) as an instant of `clock`.
    private func resetInstant(_ reset: Date?, now: C.Instant) -> C.Instant? {
        guard let reset else { return nil }
        let seconds = max(0, reset.timeIntervalSince(wallClock()))
        return now.advanced(by: .milliseconds(Int64((seconds * 1_000).rounded(.up))))
    }

    // MARK: Consumer

    func next() async -> Element? {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Element?, Never>) in
                let step = state.withLock { state -> NextStep in
                    if let ready = state.ready {
                        state.ready = nil
                        return .resume(ready)
                    }
                    switch state.phase {
                    case .finished:
                        return .resume(nil)
                    case .idle:
                        state.phase = .running(reader: nil)
                        state.downstream = continuation
                        return .start
                    case .running:
                        precondition(state.downstream == nil, "Internal inconsistency: concurrent calls to next()")
                        state.downstream = continuation
                        return .wait
                    }
                }
                switch step {
                case .resume(let element): continuation.resume(returning: element)
                case .wait: break
                case .start: start()
                }
            }
        } onCancel: {
            cancel()
        }
    }

    /// Stops everything: called when the consumer is cancelled or its
    /// iterator is gone.
    func cancel() {
        let (tasks, downstream) = state.withLock { state -> ([Task<Void, Never>], CheckedContinuation<Element?, Never>?) in
            var tasks: [Task<Void, Never>] = []
            if case .running(let reader) = state.phase, let reader { tasks.append(reader) }
            if let timer = state.timer?.task { tasks.append(timer) }
            state.timer = nil
            state.phase = .finished
            state.ready = nil
            defer { state.downstream = nil }
            return (tasks, state.downstream)
        }
        tasks.forEach { $0.cancel() }
        downstream?.resume(returning: nil)
    }

    // MARK: Running

    /// Reads the keys into the state machine; set once by `attach`.
    private let reader = Mutex<Reader?>(nil)

    /// In a struct, as `RateLimitRelay`'s handler (a bare function value in
    /// a `Mutex` grows a chain of thunks, one more at every `withLock`).
    private struct Reader: Sendable {
        let read: @Sendable () async -> Void
    }

    private var read: (@Sendable () async -> Void)? {
        reader.withLock { $0 }?.read
    }

    /// Gives the throttle the keys it reads (once, from the sequence).
    func attach<Base: AsyncSequence & Sendable>(_ base: Base) where Base.Element == Element, Base.Failure == Never {
        let attached = reader.withLock { reader -> Bool in
            guard reader == nil else { return false }
            reader = Reader { [weak self] in
                for await element in base {
                    guard let self else { return }
                    let now = self.clock.now
                    self.act { $0.machine.received(element, now: now) }
                }
                self?.baseDidFinish()
            }
            return true
        }
        precondition(attached, "A QuotaThrottle throttles one sequence, iterated once")
    }

    /// Starts reading the keys, and the timer the state machine may already
    /// want (a spent quota reported before the first key).
    private func start() {
        guard let read else { preconditionFailure("Internal inconsistency: the quota throttle started without keys") }
        let reader = Task { await read() }
        let now = clock.now
        let started = act { state in
            state.phase = .running(reader: reader)
            return state.machine.timerFired(now: now)
        }
        if !started { reader.cancel() }
    }

    private func baseDidFinish() {
        act { state in
            state.baseFinished = true
            return nil
        }
    }

    /// Runs `decide` under the lock on the state machine and acts on its
    /// output once the lock is released. False when the throttle had
    /// already finished (nothing was decided).
    @discardableResult
    private func act(_ decide: (inout State) -> QuotaThrottleStateMachine<Element, C.Instant>.Output?) -> Bool {
        var decided = true
        let effects = state.withLock { state -> Effects in
            var effects = Effects()
            if case .finished = state.phase {
                decided = false
                return effects
            }
            let output = decide(&state)
            if let output {
                if let element = output.emit {
                    if let downstream = state.downstream {
                        state.downstream = nil
                        effects.resume = (downstream, element)
                    } else {
                        state.ready = element
                    }
                }
                if output.mode != state.lastMode {
                    state.lastMode = output.mode
                    effects.modeChanged = true
                }
                if case .running = state.phase, output.deadline != state.timer?.deadline {
                    if let task = state.timer?.task { effects.cancel.append(task) }
                    state.timer = nil
                    if let deadline = output.deadline {
                        state.generation += 1
                        state.timer = Timer(deadline: deadline, generation: state.generation)
                        effects.startTimer = (deadline, state.generation)
                    }
                }
            }
            if state.baseFinished, !state.machine.isHolding {
                if case .running(let reader) = state.phase, let reader { effects.cancel.append(reader) }
                if let task = state.timer?.task { effects.cancel.append(task) }
                state.timer = nil
                effects.startTimer = nil
                state.phase = .finished
                if state.ready == nil, let downstream = state.downstream {
                    state.downstream = nil
                    effects.resume = (downstream, nil)
                }
            }
            return effects
        }
        effects.cancel.forEach { $0.cancel() }
        if let (continuation, element) = effects.resume { continuation.resume(returning: element) }
        if let (deadline, generation) = effects.startTimer { startTimer(deadline: deadline, generation: generation) }
        if effects.modeChanged { onModeChange() }
        return decided
    }

    private func startTimer(deadline: C.Instant, generation: UInt64) {
        let clock = self.clock
        let task = Task { [weak self] in
            do {
                try await clock.sleep(until: deadline, tolerance: nil)
            } catch {
                return  // re-armed or stopped
            }
            guard let self else { return }
            let now = clock.now
            self.act { state in
                guard state.timer?.generation == generation else { return nil }
                state.timer = nil
                return state.machine.timerFired(now: now)
            }
        }
        let current = state.withLock { state -> Bool in
            guard state.timer?.generation == generation else { return false }
            state.timer?.task = task
            return true
        }
        if !current { task.cancel() }
    }
}
