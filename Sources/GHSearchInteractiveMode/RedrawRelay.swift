import GHSearchPresent
import Synchronization

/// The session's redraw requests, passed on to whoever draws: the editor's
/// thread waiting for the line editor to be made (`EditorWait`), then the
/// editor (the session starts before either exists; the first frame draws
/// the state as it is then, so a request before it needs no passing on).
/// Requests go through a `RedrawGate`: a burst of pages wakes the editor
/// once a frame, not once a page.
final class RedrawRelay<C: Clock>: Sendable where C.Duration == Duration {
    private struct State {
        var waker: (any RedrawWaker)?
        var gate = RedrawGate<C.Instant>()
    }

    private let clock: C
    private let state = Mutex(State())

    init(clock: C) {
        self.clock = clock
    }

    func attach(_ waker: any RedrawWaker) {
        state.withLock { $0.waker = waker }
    }

    func requestRedraw() {
        let now = clock.now
        let (decision, waker) = state.withLock { ($0.gate.redrawAsked(at: now), $0.waker) }
        switch decision {
        case .alreadyAsked:
            return
        case .wakeNow:
            waker?.requestRedraw()
        case .wakeAt(let due):
            Task { [clock] in
                try? await clock.sleep(until: due, tolerance: nil)
                // The waker attached then (the editor may have replaced the wait meanwhile).
                self.state.withLock { $0.waker }?.requestRedraw()
            }
        }
    }

    /// From the drawing thread: it woke itself for a later frame.
    func wakeScheduled() {
        state.withLock { $0.gate.wakeScheduled() }
    }

    /// From the drawing thread, before it reads the state for a frame.
    func frameBegins() {
        state.withLock { $0.gate.frameBegins() }
    }

    /// From the editor's thread, after a frame drawn at `now`.
    func drew(at now: C.Instant) {
        state.withLock { $0.gate.drew(at: now) }
    }
}
