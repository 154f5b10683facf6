/// The decisions of `AsyncThrottleSequence`, free of locks, tasks and clock
/// reads: each event method updates the state and returns what the storage
/// must do once it has released the lock.
///
/// Windows follow RxSwift's `throttle(latest:)`: an element that arrives
/// when no window is open is emitted at once and opens a window of
/// `interval`; elements that arrive inside the window are held (the latest or
/// the first, after `latest`); when the window ends the held element is
/// emitted and opens the next window. A timer is armed only while an element
/// is held, so an idle throttle leaves nothing sleeping on the clock.
///
/// An urgent element (Enter in the prompt; the storage asks the caller's
/// `passesAtOnce` before taking the lock, so no caller code ever runs under
/// it) skips the window: it is emitted at once, supersedes anything held,
/// and opens a new window. A timer still sleeping for the old window then
/// wakes to find nothing held (or a window not yet over) and goes back to
/// waiting.
///
/// Emitted elements wait for a slow consumer in `ready`. With `latest` only
/// the newest waits (a newer one replaces it), so memory stays bounded
/// however long the consumer takes; without `latest` they wait in order.
struct ThrottleStateMachine<Element: Sendable, C: Clock> {
    typealias Downstream = CheckedContinuation<Element?, Never>
    typealias TimerRequest = CheckedContinuation<C.Instant?, Never>

    /// What the timer loop is doing.
    private enum Timer {
        /// Sleeping until a deadline, or between two requests for one.
        case busy
        /// Waiting for a deadline to sleep until.
        case waiting(TimerRequest)
        /// A deadline the timer loop has not asked for yet.
        case armed(C.Instant)
    }

    private struct Running {
        var task: Task<Void, Never>?
        var downstream: Downstream?
        /// Emitted elements the consumer has not asked for yet, oldest
        /// first; at most one with `latest`.
        var ready: [Element] = []
        var window: ThrottleWindow<C.Instant>
        /// The element to emit when the current window ends. Non-nil exactly
        /// while the timer is armed or sleeping.
        var held: Element?
        var upstreamFinished = false
        var timer = Timer.busy

        init(interval: C.Duration) {
            window = ThrottleWindow(interval: interval)
        }
    }

    private enum State {
        case initial
        case running(Running)
        /// Tasks stopped; the consumer still gets `undelivered`, then `nil`.
        case finished(undelivered: [Element])
    }

    private var state = State.initial
    private let interval: C.Duration
    private let latest: Bool

    init(interval: C.Duration, latest: Bool) {
        self.interval = interval
        self.latest = latest
    }

    // MARK: Consumer

    enum NextAction {
        case startTask
        case returnElement(Element?)
        case suspend
    }

    /// The consumer asks for an element.
    mutating func next() -> NextAction {
        switch state {
        case .initial:
            state = .running(Running(interval: interval))
            return .startTask
        case .running(var running):
            guard !running.ready.isEmpty else { return .suspend }
            let element = running.ready.removeFirst()
            state = .running(running)
            return .returnElement(element)
        case .finished(var undelivered):
            guard !undelivered.isEmpty else { return .returnElement(nil) }
            let element = undelivered.removeFirst()
            state = .finished(undelivered: undelivered)
            return .returnElement(element)
        }
    }

    enum SuspendAction {
        case resume(Downstream, Element?)
        case none
    }

    /// The consumer found nothing ready and waits on `continuation`.
    mutating func next(for continuation: Downstream) -> SuspendAction {
        switch state {
        case .initial:
            preconditionFailure("Internal inconsistency: throttle suspended before it started")
        case .running(var running):
            precondition(running.downstream == nil, "Internal inconsistency: concurrent calls to next()")
            if !running.ready.isEmpty {
                let element = running.ready.removeFirst()
                state = .running(running)
                return .resume(continuation, element)
            }
            running.downstream = continuation
            state = .running(running)
            return .none
        case .finished(var undelivered):
            let element = undelivered.isEmpty ? nil : undelivered.removeFirst()
            state = .finished(undelivered: undelivered)
            return .resume(continuation, element)
        }
    }

    enum TaskStartedAction {
        case cancel(Task<Void, Never>)
        case none
    }

    /// The storage started the task that reads the base and runs the timer.
    mutating func taskStarted(_ task: Task<Void, Never>) -> TaskStartedAction {
        switch state {
        case .initial:
            preconditionFailure("Internal inconsistency: throttle task started before next()")
        case .running(var running):
            running.task = task
            state = .running(running)
            return .none
        case .finished:
            return .cancel(task)
        }
    }

    // MARK: Upstream

    enum ElementAction {
        case resumeDownstream(Downstream, Element)
        case resumeTimer(TimerRequest, C.Instant)
        case none
    }

    /// The base produced `element` at `now`; `urgent` when it skips the window.
    mutating func elementProduced(_ element: Element, urgent: Bool, now: C.Instant) -> ElementAction {
        switch state {
        case .initial:
            preconditionFailure("Internal inconsistency: element produced before throttle started")
        case .running(var running):
            if urgent {
                running.held = nil
                running.window.start(at: now)
                return emit(element, running)
            }
            if let held = running.held {
                running.held = latest ? element : held
                state = .running(running)
                return .none
            }
            if let windowEnd = running.window.end(ifOpenAt: now) {
                running.held = element
                return arm(&running, deadline: windowEnd)
            }
            running.window.start(at: now)
            return emit(element, running)
        case .finished:
            return .none
        }
    }

    private mutating func arm(_ running: inout Running, deadline: C.Instant) -> ElementAction {
        switch running.timer {
        case .busy:
            running.timer = .armed(deadline)
            state = .running(running)
            return .none
        case .waiting(let request):
            running.timer = .busy
            state = .running(running)
            return .resumeTimer(request, deadline)
        case .armed:
            // Left armed by a window that an urgent element cut short: the
            // current window's end is the deadline that counts.
            running.timer = .armed(deadline)
            state = .running(running)
            return .none
        }
    }

    private mutating func emit(_ element: Element, _ running: Running) -> ElementAction {
        var running = running
        if let downstream = running.downstream {
            running.downstream = nil
            state = .running(running)
            return .resumeDownstream(downstream, element)
        }
        enqueue(element, in: &running)
        state = .running(running)
        return .none
    }

    /// Keeps an emitted element until the consumer asks: the newest only
    /// with `latest`, else all in order.
    private func enqueue(_ element: Element, in running: inout Running) {
        if latest { running.ready.removeAll(keepingCapacity: true) }
        running.ready.append(element)
    }

    enum FinishAction {
        case finish(downstream: Downstream?, timer: TimerRequest?)
        case none
    }

    /// The base finished. A held element is still emitted when its window ends.
    mutating func upstreamFinished() -> FinishAction {
        switch state {
        case .initial:
            preconditionFailure("Internal inconsistency: base finished before throttle started")
        case .running(var running):
            guard running.held == nil else {
                running.upstreamFinished = true
                state = .running(running)
                return .none
            }
            state = .finished(undelivered: running.ready)
            return .finish(downstream: running.downstream, timer: waitingTimer(running))
        case .finished:
            return .none
        }
    }

    private func waitingTimer(_ running: Running) -> TimerRequest? {
        if case .waiting(let request) = running.timer { return request }
        return nil
    }

    // MARK: Timer

    enum DeadlineAction {
        case resume(TimerRequest, C.Instant?)
        case none
    }

    /// The timer loop asks for the next deadline to sleep until.
    mutating func nextDeadline(for request: TimerRequest) -> DeadlineAction {
        switch state {
        case .initial:
            preconditionFailure("Internal inconsistency: throttle timer ran before throttle started")
        case .running(var running):
            switch running.timer {
            case .busy:
                running.timer = .waiting(request)
                state = .running(running)
                return .none
            case .armed(let deadline):
                running.timer = .busy
                state = .running(running)
                return .resume(request, deadline)
            case .waiting:
                preconditionFailure("Internal inconsistency: two throttle timer requests")
            }
        case .finished:
            return .resume(request, nil)
        }
    }

    enum FiredAction {
        case resumeDownstream(Downstream, Element)
        case none
    }

    /// The window that holds an element ended at `now`.
    mutating func timerFired(now: C.Instant) -> FiredAction {
        switch state {
        case .initial:
            preconditionFailure("Internal inconsistency: throttle timer fired before throttle started")
        case .running(var running):
            guard let held = running.held else {
                // The held element was superseded by one that passed at once.
                state = .running(running)
                return .none
            }
            if let windowEnd = running.window.end(ifOpenAt: now) {
                // Woke for a window an urgent element cut short: sleep on
                // until the current window ends.
                if case .busy = running.timer { running.timer = .armed(windowEnd) }
                state = .running(running)
                return .none
            }
            running.held = nil
            running.window.start(at: now)
            let downstream = running.downstream
            running.downstream = nil
            if downstream == nil {
                enqueue(held, in: &running)
            }
            if running.upstreamFinished {
                state = .finished(undelivered: running.ready)
            } else {
                state = .running(running)
            }
            guard let downstream else { return .none }
            return .resumeDownstream(downstream, held)
        case .finished:
            return .none
        }
    }

    // MARK: Cancellation

    enum CancelAction {
        case cancel(task: Task<Void, Never>?, downstream: Downstream?, timer: TimerRequest?)
        case none
    }

    /// The consumer's task was cancelled, or its iterator went away.
    mutating func cancelled() -> CancelAction {
        switch state {
        case .initial:
            state = .finished(undelivered: [])
            return .none
        case .running(let running):
            state = .finished(undelivered: [])
            return .cancel(task: running.task, downstream: running.downstream, timer: waitingTimer(running))
        case .finished:
            state = .finished(undelivered: [])
            return .none
        }
    }
}
