/// The life of a throttle around its `ThrottleHold`, free of locks, tasks
/// and clock reads: the consumer's continuation and the elements waiting
/// for it, the task that reads the base, the one timer, and the end. Each
/// event method updates the state and returns the `Effects` the storage
/// performs once it has released the lock.
///
/// The timer sleeps until the hold's latest deadline and no longer: when a
/// decision moves the deadline (earlier or later, or away), the sleeping
/// timer is cancelled and a new one started, each one numbered so a timer
/// that wakes after it was replaced changes nothing. An idle throttle
/// leaves nothing sleeping on the clock; so does an urgent element that
/// takes what a window held.
///
/// Emitted elements wait for a slow consumer in `ready`. With `latest` only
/// the newest waits (a newer one replaces it), so memory stays bounded
/// however long the consumer takes; without `latest` they wait in order.
///
/// The gate lives across the states: it may be told things (`update`)
/// before the first element is asked for, and is judged from the first.
struct ThrottleStateMachine<Gate: ThrottleGate, C: Clock> where Gate.Instant == C.Instant {
    typealias Element = Gate.Element
    typealias Downstream = CheckedContinuation<Element?, Never>

    /// What the storage does once the lock is released.
    struct Effects {
        var resume: (Downstream, Element?)?
        var cancel: [Task<Void, Never>] = []
        var startTimer: (deadline: C.Instant, generation: UInt64)?
        /// The gate changed in a way its observers see.
        var changed = false
    }

    private struct Timer {
        var deadline: C.Instant
        var generation: UInt64
        /// Nil until the storage has started it.
        var task: Task<Void, Never>?
    }

    private struct Running {
        var reader: Task<Void, Never>?
        var downstream: Downstream?
        /// Emitted elements the consumer has not asked for yet, oldest
        /// first; at most one with `latest`.
        var ready: [Element] = []
        var upstreamFinished = false
        var timer: Timer?
    }

    private enum State {
        /// No element asked for yet: the gate may be told things, nothing runs.
        case idle
        case running(Running)
        /// Tasks stopped; the consumer still gets `undelivered`, then `nil`.
        case finished(undelivered: [Element])
    }

    private var state = State.idle
    private var hold: ThrottleHold<Gate>
    private var generation: UInt64 = 0

    init(gate: Gate, latest: Bool) {
        hold = ThrottleHold(gate: gate, latest: latest)
    }

    // MARK: Consumer

    enum NextAction {
        case returnElement(Element?)
        case suspend
    }

    /// The consumer asks for an element: one is waiting, or it must wait.
    mutating func next() -> NextAction {
        switch state {
        case .idle:
            return .suspend
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
        /// The first request: waiting, and the base must be read from now.
        case startReading
        case none
    }

    /// The consumer found nothing ready and waits on `continuation`.
    mutating func next(for continuation: Downstream) -> SuspendAction {
        switch state {
        case .idle:
            state = .running(Running(downstream: continuation))
            return .startReading
        case .running(var running):
            precondition(running.downstream == nil, "Concurrent calls to next() on one throttle")
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

    /// The storage started the task that reads the base; the gate is judged
    /// (it may already want a timer).
    mutating func readerStarted(_ reader: Task<Void, Never>, now: C.Instant) -> Effects {
        guard case .running(var running) = state else { return Effects(cancel: [reader]) }
        running.reader = reader
        return apply(hold.reconsider(now: now), to: running, now: now)
    }

    // MARK: Upstream

    /// The base produced `element` at `now`; `urgent` when it passes at once.
    mutating func elementProduced(_ element: Element, urgent: Bool, now: C.Instant) -> Effects {
        guard case .running(let running) = state else { return Effects() }
        return apply(hold.received(element, urgent: urgent, now: now), to: running, now: now)
    }

    /// The base finished. A held element still goes when its gate lets it.
    mutating func upstreamFinished(now: C.Instant) -> Effects {
        guard case .running(var running) = state else { return Effects() }
        running.upstreamFinished = true
        return apply(hold.reconsider(now: now), to: running, now: now)
    }

    // MARK: Gate

    /// The gate is told something at `now` (`change`), and the held element
    /// judged again. Nil once the throttle has finished: nothing is told.
    mutating func update<R>(now: C.Instant, _ change: (inout Gate) -> R) -> (result: R, effects: Effects)? {
        switch state {
        case .idle:
            let result = change(&hold.gate)
            return (result, Effects(changed: hold.gate.changedSinceLastAsked(now: now)))
        case .running(let running):
            let result = change(&hold.gate)
            return (result, apply(hold.reconsider(now: now), to: running, now: now))
        case .finished:
            return nil
        }
    }

    /// Reads (or rolls forward) the gate without judging the held element.
    mutating func inspect<R>(_ body: (inout Gate) -> R) -> R {
        body(&hold.gate)
    }

    // MARK: Timer

    /// The storage started the timer numbered `generation`: the task to
    /// cancel when it was replaced meanwhile.
    mutating func timerStarted(_ task: Task<Void, Never>, generation: UInt64) -> Task<Void, Never>? {
        guard case .running(var running) = state, running.timer?.generation == generation else { return task }
        running.timer?.task = task
        state = .running(running)
        return nil
    }

    /// The timer numbered `generation` woke at `now`.
    mutating func timerFired(generation: UInt64, now: C.Instant) -> Effects {
        guard case .running(var running) = state, running.timer?.generation == generation else { return Effects() }
        running.timer = nil
        return apply(hold.reconsider(now: now), to: running, now: now)
    }

    // MARK: Cancellation

    /// The consumer's task was cancelled, or its iterator went away.
    mutating func cancelled() -> Effects {
        defer { state = .finished(undelivered: []) }
        guard case .running(let running) = state else { return Effects() }
        return Effects(resume: running.downstream.map { ($0, nil) },
                       cancel: [running.reader, running.timer?.task].compactMap { $0 })
    }

    // MARK: Deciding

    /// Hands `decision` to the consumer and the timer, and finishes once
    /// the base has and nothing is held.
    private mutating func apply(_ decision: ThrottleHold<Gate>.Decision, to running: Running,
                                now: C.Instant) -> Effects {
        var running = running
        var effects = Effects()
        if let element = decision.emit {
            if let downstream = running.downstream {
                running.downstream = nil
                effects.resume = (downstream, element)
            } else {
                if hold.latest { running.ready.removeAll(keepingCapacity: true) }
                running.ready.append(element)
            }
        }
        if decision.deadline != running.timer?.deadline {
            if let task = running.timer?.task { effects.cancel.append(task) }
            running.timer = nil
            if let deadline = decision.deadline {
                generation += 1
                running.timer = Timer(deadline: deadline, generation: generation)
                effects.startTimer = (deadline, generation)
            }
        }
        if running.upstreamFinished, hold.held == nil {
            if let task = running.timer?.task { effects.cancel.append(task) }
            effects.startTimer = nil
            if let downstream = running.downstream { effects.resume = (downstream, nil) }
            state = .finished(undelivered: running.ready)
        } else {
            state = .running(running)
        }
        effects.changed = hold.gate.changedSinceLastAsked(now: now)
        return effects
    }
}
