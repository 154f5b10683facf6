import Synchronization

/// Runs a throttle: takes the lock, asks the `ThrottleStateMachine`, and
/// acts on its answer after releasing the lock.
///
/// The first `next()` starts a task that reads the base; a timer task
/// sleeps until the current deadline, replaced when a decision moves it.
/// Cancelling the consumer (or dropping its iterator) cancels both.
///
/// `update` tells the gate something from outside (a rate limit an answer
/// reported) at any time, before the first element too; the held element
/// is judged again at once and the timer moved. A storage throttles one
/// sequence, iterated once (`throttle(through:)`).
public final class ThrottleStorage<Gate: ThrottleGate, C: Clock>: Sendable where Gate.Instant == C.Instant {
    public typealias Element = Gate.Element

    private let stateMachine: Mutex<ThrottleStateMachine<Gate, C>>
    private let clock: C
    /// The caller's predicate: asked before the lock is taken, never under it.
    private let passesAtOnce: @Sendable (Element) -> Bool
    /// Called outside the lock when the gate changed in a way its observers see.
    private let onChange: @Sendable () -> Void
    private let iterated = Atomic(false)

    /// - Parameters:
    ///   - latest: the newest element is held (and waits for a slow
    ///     consumer) rather than the first.
    ///   - passingAtOnce: whether an element is urgent (Enter); called on
    ///     the task that reads the base, outside any lock.
    ///   - onChange: called after the gate says it changed
    ///     (`ThrottleGate.changedSinceLastAsked`), outside any lock.
    public init(gate: Gate, clock: C, latest: Bool = true,
                passingAtOnce: @escaping @Sendable (Element) -> Bool = { _ in false },
                onChange: @escaping @Sendable () -> Void = {}) {
        self.clock = clock
        self.passesAtOnce = passingAtOnce
        self.onChange = onChange
        self.stateMachine = Mutex(ThrottleStateMachine(gate: gate, latest: latest))
    }

    // MARK: Gate

    /// Tells the gate something at `now` and judges the held element again;
    /// nil once the throttle has finished (the gate is left as it was).
    @discardableResult
    public func update<R: Sendable>(at now: C.Instant, _ change: (inout Gate) -> R) -> R? {
        guard let (result, effects) = stateMachine.withLock({ $0.update(now: now, change) }) else { return nil }
        perform(effects)
        return result
    }

    /// Reads the gate (which may roll forward with the time) without
    /// judging the held element.
    public func inspect<R: Sendable>(_ body: (inout Gate) -> R) -> R {
        stateMachine.withLock { $0.inspect(body) }
    }

    // MARK: Consumer

    /// Claims the storage for one iteration; false when it was claimed.
    func claim() -> Bool {
        iterated.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged
    }

    func next<Base: AsyncSequence & Sendable>(reading base: Base) async -> Element?
    where Base.Element == Element, Base.Failure == Never {
        await withTaskCancellationHandler {
            switch stateMachine.withLock({ $0.next() }) {
            case .returnElement(let element):
                return element
            case .suspend:
                break
            }
            return await withCheckedContinuation { continuation in
                switch stateMachine.withLock({ $0.next(for: continuation) }) {
                case .resume(let continuation, let element):
                    continuation.resume(returning: element)
                case .startReading:
                    startReading(base)
                case .none:
                    break
                }
            }
        } onCancel: {
            cancel()
        }
    }

    /// Stops everything; called when the consumer is cancelled or its
    /// iterator is gone.
    func cancel() {
        perform(stateMachine.withLock { $0.cancelled() })
    }

    // MARK: Running

    private func startReading<Base: AsyncSequence & Sendable>(_ base: Base)
    where Base.Element == Element, Base.Failure == Never {
        let reader = Task { await self.read(base) }
        let now = clock.now
        perform(stateMachine.withLock { $0.readerStarted(reader, now: now) })
    }

    private func read<Base: AsyncSequence & Sendable>(_ base: Base) async
    where Base.Element == Element, Base.Failure == Never {
        for await element in base {
            let urgent = passesAtOnce(element)
            let now = clock.now
            perform(stateMachine.withLock { $0.elementProduced(element, urgent: urgent, now: now) })
        }
        let now = clock.now
        perform(stateMachine.withLock { $0.upstreamFinished(now: now) })
    }

    private func startTimer(deadline: C.Instant, generation: UInt64) {
        let clock = self.clock
        let timer = Task { [weak self] in
            do {
                try await clock.sleep(until: deadline, tolerance: nil)
            } catch {
                return  // moved or stopped
            }
            guard let self else { return }
            let now = clock.now
            self.perform(self.stateMachine.withLock { $0.timerFired(generation: generation, now: now) })
        }
        stateMachine.withLock { $0.timerStarted(timer, generation: generation) }?.cancel()
    }

    private func perform(_ effects: ThrottleStateMachine<Gate, C>.Effects) {
        effects.cancel.forEach { $0.cancel() }
        if let (continuation, element) = effects.resume { continuation.resume(returning: element) }
        if let (deadline, generation) = effects.startTimer { startTimer(deadline: deadline, generation: generation) }
        if effects.changed { onChange() }
    }
}
