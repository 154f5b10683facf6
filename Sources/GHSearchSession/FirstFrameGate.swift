import Synchronization

/// Holds a revisit's request back until the frame drawn from the response
/// cache is on the screen: the session's first search, when the cache had
/// its page, waits here before it asks GitHub whether the page changed
/// (`SearchHeadStart`), so the request's set-up and its connection do not
/// share the cores with that frame. Whoever draws lifts it: once a frame
/// with the first search's rows (or its end) is written, and at the latest
/// when the line editor begins to be made; stopping the session lifts it too.
/// Lifted once, lifted for good.
public final class FirstFrameGate: Sendable {
    private struct State {
        var isLifted = false
        /// The one search that waits (the first).
        var waiting: CheckedContinuation<Void, Never>?
    }

    private let state = Mutex(State())

    public init() {}

    /// Lets the waiting search go, and any after it.
    public func lift() {
        let waiting = state.withLock { state -> CheckedContinuation<Void, Never>? in
            state.isLifted = true
            defer { state.waiting = nil }
            return state.waiting
        }
        waiting?.resume()
    }

    /// Returns once the gate is lifted.
    func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let (isLifted, earlier) = state.withLock { state -> (Bool, CheckedContinuation<Void, Never>?) in
                if state.isLifted { return (true, nil) }
                defer { state.waiting = continuation }
                return (false, state.waiting)
            }
            earlier?.resume()  // (one waits at a time: the one before goes)
            if isLifted { continuation.resume() }
        }
    }
}
