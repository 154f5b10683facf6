/// The decisions of `AsyncFlatMapLatestSequence`, free of locks and tasks:
/// each event method updates the state and returns what the storage must do
/// once it has released the lock.
///
/// Every outer element starts a new generation. Elements and completions of
/// an inner sequence carry the generation that started it, so anything from
/// a superseded inner is dropped, however late it arrives.
struct FlatMapLatestStateMachine<Element: Sendable> {
    typealias Downstream = CheckedContinuation<Element?, Never>
    /// Resumed with `true` when the inner may go on, `false` when it must stop.
    typealias InnerDemand = CheckedContinuation<Bool, Never>
    typealias Generation = UInt64

    private struct Inner {
        var task: Task<Void, Never>?
        var finished = false
        /// An element of this inner waiting for the consumer to ask.
        var pending: (element: Element, demand: InnerDemand)?
    }

    private struct Running {
        var outerTask: Task<Void, Never>?
        var outerFinished = false
        var generation: Generation = 0
        /// The inner of `generation`; nil before the first outer element.
        var inner: Inner?
        var downstream: Downstream?

        var isDone: Bool { outerFinished && (inner?.finished ?? true) }
    }

    private enum State {
        case initial
        case running(Running)
        case finished
    }

    private var state = State.initial

    // MARK: Consumer

    enum NextAction {
        case startOuterTask
        case returnElement(Element, resuming: InnerDemand)
        case returnNil
        case suspend
    }

    /// The consumer asks for an element.
    mutating func next() -> NextAction {
        switch state {
        case .initial:
            state = .running(Running())
            return .startOuterTask
        case .running(var running):
            guard let pending = running.inner?.pending else { return .suspend }
            running.inner?.pending = nil
            state = .running(running)
            return .returnElement(pending.element, resuming: pending.demand)
        case .finished:
            return .returnNil
        }
    }

    enum SuspendAction {
        case resume(Downstream, Element?, resuming: InnerDemand?)
        case none
    }

    /// The consumer found nothing ready and waits on `continuation`.
    mutating func next(for continuation: Downstream) -> SuspendAction {
        switch state {
        case .initial:
            preconditionFailure("Internal inconsistency: flatMapLatest suspended before it started")
        case .running(var running):
            precondition(running.downstream == nil, "Internal inconsistency: concurrent calls to next()")
            if let pending = running.inner?.pending {
                running.inner?.pending = nil
                state = .running(running)
                return .resume(continuation, pending.element, resuming: pending.demand)
            }
            running.downstream = continuation
            state = .running(running)
            return .none
        case .finished:
            return .resume(continuation, nil, resuming: nil)
        }
    }

    enum TaskStartedAction {
        case cancel(Task<Void, Never>)
        case none
    }

    /// The storage started the task that reads the outer sequence.
    mutating func outerTaskStarted(_ task: Task<Void, Never>) -> TaskStartedAction {
        switch state {
        case .initial:
            preconditionFailure("Internal inconsistency: flatMapLatest task started before next()")
        case .running(var running):
            running.outerTask = task
            state = .running(running)
            return .none
        case .finished:
            return .cancel(task)
        }
    }

    // MARK: Outer

    enum OuterElementAction {
        /// Start the inner of `generation` after cancelling the superseded
        /// inner's task and telling its waiting element to stop.
        case startInner(Generation, cancelling: Task<Void, Never>?, stopping: InnerDemand?)
        /// The sequence is finished; stop reading the outer sequence.
        case stop
    }

    /// The outer sequence produced an element; its inner replaces the current one.
    mutating func outerElement() -> OuterElementAction {
        switch state {
        case .initial:
            preconditionFailure("Internal inconsistency: outer element before flatMapLatest started")
        case .running(var running):
            let superseded = running.inner
            running.generation += 1
            running.inner = Inner()
            state = .running(running)
            return .startInner(
                running.generation,
                cancelling: superseded?.task,
                stopping: superseded?.pending?.demand
            )
        case .finished:
            return .stop
        }
    }

    enum FinishAction {
        case finish(Downstream?)
        case none
    }

    /// The outer sequence finished.
    mutating func outerFinished() -> FinishAction {
        switch state {
        case .initial:
            preconditionFailure("Internal inconsistency: outer finished before flatMapLatest started")
        case .running(var running):
            running.outerFinished = true
            return finishIfDone(running)
        case .finished:
            return .none
        }
    }

    private mutating func finishIfDone(_ running: Running) -> FinishAction {
        guard running.isDone else {
            state = .running(running)
            return .none
        }
        state = .finished
        return .finish(running.downstream)
    }

    // MARK: Inner

    /// The storage started the task that reads the inner of `generation`.
    mutating func innerTaskStarted(_ task: Task<Void, Never>, generation: Generation) -> TaskStartedAction {
        switch state {
        case .initial:
            preconditionFailure("Internal inconsistency: inner task started before flatMapLatest started")
        case .running(var running):
            guard generation == running.generation else { return .cancel(task) }
            running.inner?.task = task
            state = .running(running)
            return .none
        case .finished:
            return .cancel(task)
        }
    }

    enum InnerElementAction {
        case deliver(Downstream, Element, resuming: InnerDemand)
        case stop(InnerDemand)
        case none
    }

    /// The inner of `generation` produced `element` and waits on `demand`
    /// until the consumer takes it (or it is superseded).
    mutating func innerElement(
        _ element: Element,
        generation: Generation,
        demand: InnerDemand
    ) -> InnerElementAction {
        switch state {
        case .initial:
            preconditionFailure("Internal inconsistency: inner element before flatMapLatest started")
        case .running(var running):
            guard generation == running.generation else { return .stop(demand) }
            if let downstream = running.downstream {
                running.downstream = nil
                state = .running(running)
                return .deliver(downstream, element, resuming: demand)
            }
            precondition(running.inner?.pending == nil, "Internal inconsistency: two pending inner elements")
            running.inner?.pending = (element, demand)
            state = .running(running)
            return .none
        case .finished:
            return .stop(demand)
        }
    }

    /// The inner of `generation` finished.
    mutating func innerFinished(generation: Generation) -> FinishAction {
        switch state {
        case .initial:
            preconditionFailure("Internal inconsistency: inner finished before flatMapLatest started")
        case .running(var running):
            guard generation == running.generation else { return .none }
            running.inner?.finished = true
            return finishIfDone(running)
        case .finished:
            return .none
        }
    }

    // MARK: Cancellation

    enum CancelAction {
        case cancel(
            outer: Task<Void, Never>?,
            inner: Task<Void, Never>?,
            downstream: Downstream?,
            stopping: InnerDemand?
        )
        case none
    }

    /// The consumer's task was cancelled, or its iterator went away.
    mutating func cancelled() -> CancelAction {
        switch state {
        case .initial:
            state = .finished
            return .none
        case .running(let running):
            state = .finished
            return .cancel(
                outer: running.outerTask,
                inner: running.inner?.task,
                downstream: running.downstream,
                stopping: running.inner?.pending?.demand
            )
        case .finished:
            return .none
        }
    }
}
