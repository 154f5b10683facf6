import Synchronization

/// Runs an `AsyncThrottleSequence` iterator: takes the lock, asks the
/// `ThrottleStateMachine`, and acts on its answer after releasing the lock.
///
/// One task, started by the first `next()`, holds two child tasks: one reads
/// the base, the other sleeps on the clock until the end of a window that
/// holds an element. Cancelling the consumer (or dropping its iterator)
/// cancels that task, which ends both children.
final class ThrottleStorage<Base: AsyncSequence & Sendable, C: Clock>: Sendable
where Base.Element: Sendable, Base.Failure == Never {
    typealias Element = Base.Element

    private let stateMachine: Mutex<ThrottleStateMachine<Element, C>>
    private let base: Base
    private let clock: C
    /// The caller's predicate: asked before the lock is taken, never under it.
    private let passesAtOnce: @Sendable (Element) -> Bool

    init(base: Base, interval: C.Duration, clock: C, latest: Bool,
         passesAtOnce: @escaping @Sendable (Element) -> Bool) {
        self.base = base
        self.clock = clock
        self.passesAtOnce = passesAtOnce
        self.stateMachine = Mutex(ThrottleStateMachine(interval: interval, latest: latest))
    }

    func next() async -> Element? {
        await withTaskCancellationHandler {
            switch stateMachine.withLock({ $0.next() }) {
            case .startTask:
                startTask()
            case .returnElement(let element):
                return element
            case .suspend:
                break
            }
            return await withCheckedContinuation { continuation in
                switch stateMachine.withLock({ $0.next(for: continuation) }) {
                case .resume(let continuation, let element):
                    continuation.resume(returning: element)
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
        switch stateMachine.withLock({ $0.cancelled() }) {
        case .cancel(let task, let downstream, let timer):
            task?.cancel()
            downstream?.resume(returning: nil)
            timer?.resume(returning: nil)
        case .none:
            break
        }
    }

    private func startTask() {
        let task = Task {
            await withDiscardingTaskGroup { group in
                group.addTask { await self.readBase() }
                group.addTask { await self.runTimer() }
            }
        }
        switch stateMachine.withLock({ $0.taskStarted(task) }) {
        case .cancel(let task):
            task.cancel()
        case .none:
            break
        }
    }

    private func readBase() async {
        for await element in base {
            let urgent = passesAtOnce(element)
            let now = clock.now
            switch stateMachine.withLock({ $0.elementProduced(element, urgent: urgent, now: now) }) {
            case .resumeDownstream(let downstream, let element):
                downstream.resume(returning: element)
            case .resumeTimer(let timer, let deadline):
                timer.resume(returning: deadline)
            case .none:
                break
            }
        }
        switch stateMachine.withLock({ $0.upstreamFinished() }) {
        case .finish(let downstream, let timer):
            downstream?.resume(returning: nil)
            timer?.resume(returning: nil)
        case .none:
            break
        }
    }

    private func runTimer() async {
        while let deadline = await nextDeadline() {
            do {
                try await clock.sleep(until: deadline, tolerance: nil)
            } catch {
                return  // cancelled
            }
            let now = clock.now
            switch stateMachine.withLock({ $0.timerFired(now: now) }) {
            case .resumeDownstream(let downstream, let element):
                downstream.resume(returning: element)
            case .none:
                break
            }
        }
    }

    private func nextDeadline() async -> C.Instant? {
        await withCheckedContinuation { request in
            switch stateMachine.withLock({ $0.nextDeadline(for: request) }) {
            case .resume(let request, let deadline):
                request.resume(returning: deadline)
            case .none:
                break
            }
        }
    }
}
