import Synchronization

/// Runs an `AsyncFlatMapLatestSequence` iterator: takes the lock, asks the
/// `FlatMapLatestStateMachine`, and acts on its answer after releasing the lock.
///
/// One task reads the outer sequence; each outer element cancels the task
/// reading the current inner sequence and starts a new one. An inner element
/// is handed straight to the consumer: its task waits until the consumer asks.
final class FlatMapLatestStorage<Outer: AsyncSequence & Sendable, Inner: AsyncSequence & Sendable>: Sendable
where Outer.Element: Sendable, Outer.Failure == Never, Inner.Element: Sendable, Inner.Failure == Never {
    typealias Element = Inner.Element
    typealias Generation = FlatMapLatestStateMachine<Element>.Generation

    private let stateMachine = Mutex(FlatMapLatestStateMachine<Element>())
    private let outer: Outer
    private let transform: @Sendable (Outer.Element) -> Inner

    init(outer: Outer, transform: @escaping @Sendable (Outer.Element) -> Inner) {
        self.outer = outer
        self.transform = transform
    }

    func next() async -> Element? {
        await withTaskCancellationHandler {
            switch stateMachine.withLock({ $0.next() }) {
            case .startOuterTask:
                startOuterTask()
            case .returnElement(let element, let demand):
                demand.resume(returning: true)
                return element
            case .returnNil:
                return nil
            case .suspend:
                break
            }
            return await withCheckedContinuation { continuation in
                switch stateMachine.withLock({ $0.next(for: continuation) }) {
                case .resume(let continuation, let element, let demand):
                    demand?.resume(returning: true)
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
        case .cancel(let outer, let inner, let downstream, let demand):
            outer?.cancel()
            inner?.cancel()
            demand?.resume(returning: false)
            downstream?.resume(returning: nil)
        case .none:
            break
        }
    }

    private func startOuterTask() {
        let task = Task { await self.readOuter() }
        switch stateMachine.withLock({ $0.outerTaskStarted(task) }) {
        case .cancel(let task):
            task.cancel()
        case .none:
            break
        }
    }

    private func readOuter() async {
        for await element in outer {
            let inner = transform(element)
            switch stateMachine.withLock({ $0.outerElement() }) {
            case .startInner(let generation, let superseded, let demand):
                superseded?.cancel()
                demand?.resume(returning: false)
                startInnerTask(reading: inner, generation: generation)
            case .stop:
                return
            }
        }
        finish(stateMachine.withLock { $0.outerFinished() })
    }

    private func startInnerTask(reading inner: Inner, generation: Generation) {
        let task = Task { await self.readInner(inner, generation: generation) }
        switch stateMachine.withLock({ $0.innerTaskStarted(task, generation: generation) }) {
        case .cancel(let task):
            task.cancel()
        case .none:
            break
        }
    }

    private func readInner(_ inner: Inner, generation: Generation) async {
        for await element in inner {
            let goOn = await withCheckedContinuation { demand in
                switch stateMachine.withLock({
                    $0.innerElement(element, generation: generation, demand: demand)
                }) {
                case .deliver(let downstream, let element, let demand):
                    demand.resume(returning: true)
                    downstream.resume(returning: element)
                case .stop(let demand):
                    demand.resume(returning: false)
                case .none:
                    break
                }
            }
            guard goOn else { return }
        }
        finish(stateMachine.withLock { $0.innerFinished(generation: generation) })
    }

    private func finish(_ action: FlatMapLatestStateMachine<Element>.FinishAction) {
        switch action {
        case .finish(let downstream):
            downstream?.resume(returning: nil)
        case .none:
            break
        }
    }
}
