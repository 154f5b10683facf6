import Dispatch
import Synchronization

/// The thread that opens libcurl ahead of the first request
/// (`CurlReadyOpener`, `CurlHTTPClient.startOpeningElsewhere`), kept to
/// become the transfer thread of the first client that starts one: the
/// request then leaves from the thread that has just set libcurl up, with
/// no thread made for it and, when it came during the opening, none woken.
final class TransferThreadHandOff: Sendable {
    static let shared = TransferThreadHandOff()

    private enum State {
        /// No thread is there to take a transfer loop (none opened libcurl
        /// ahead, or the one that did took a loop already).
        case none
        /// A thread is opening libcurl and takes a loop handed meanwhile.
        case opening
        /// That thread has opened libcurl and waits for a loop.
        case waiting
        /// A loop was handed to it.
        case handed(@Sendable () -> Void)
    }

    private let state = Mutex(State.none)
    private let loopHanded = DispatchSemaphore(value: 0)

    init() {}

    /// Runs `work` on a thread of its own: a serial queue's work item gets
    /// one of Dispatch's overcommit threads, which may block for the whole
    /// run (in `curl_multi_poll`) without holding one of the pool's.
    static func onThreadOfItsOwn(_ work: @escaping @Sendable () -> Void) {
        DispatchQueue(label: "ghsearch-curl").async(execute: work)
    }

    /// What a thread that opens libcurl ahead does: opens it and sets it up
    /// (or waits for whoever does), then `serve`s.
    func openLibcurlThenServe() {
        _ = CurlGlobal.initialise()
        serve()
    }

    /// Says that the calling thread's work from now on is opening libcurl,
    /// then `serve()`. Called before that thread is told to begin, so a
    /// client starting its loop in between hands it over.
    func openingBegins() {
        state.withLock { $0 = .opening }
    }

    /// Runs, on the calling thread (the one `openingBegins` announced), the
    /// loop handed to it, waiting for one if none was handed yet; returns
    /// when that loop ends.
    func serve() {
        let handedAlready = state.withLock { state -> (@Sendable () -> Void)? in
            guard case .handed(let run) = state else {
                state = .waiting
                return nil
            }
            state = .none
            return run
        }
        if let handedAlready { return handedAlready() }
        loopHanded.wait()
        let run = state.withLock { state -> (@Sendable () -> Void)? in
            defer { state = .none }
            if case .handed(let run) = state { return run }
            return nil
        }
        run?()
    }

    /// Whether a thread has opened libcurl and waits in `serve` for a loop.
    var hasThreadWaiting: Bool {
        state.withLock { if case .waiting = $0 { true } else { false } }
    }

    /// Hands `run` to the thread opening libcurl (or done opening it and
    /// waiting): true when it took it; false when there is no such thread,
    /// and the caller runs it on a thread of its own.
    func offer(_ run: @escaping @Sendable () -> Void) -> Bool {
        let wakes = state.withLock { state -> Bool? in
            switch state {
            case .none, .handed: return nil
            case .opening:
                state = .handed(run)
                return false
            case .waiting:
                state = .handed(run)
                return true
            }
        }
        guard let wakes else { return false }
        if wakes { loopHanded.signal() }
        return true
    }
}
