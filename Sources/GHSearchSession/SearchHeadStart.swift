import GHSearchInteractive
import GHSearchGitHub
import Synchronization

/// The session's first search, started the moment the view model asks for
/// it instead of after the search stream's task hops (the throttle's reader,
/// `flatMapLatest`'s outer and inner tasks: ~1 ms at start-up).
///
/// It changes when the request leaves, never what the stream decides: the
/// stream still takes the key, throttles and deduplicates it, and its
/// search for that key adopts this one's outcome (`outcome(for:)`), so the
/// answer reaches the view model through the stream, and is dropped there
/// when a newer key superseded it. Only an urgent key (Enter, a name on the
/// command line) is started early: the first urgent key is one every
/// throttle sends at once. The read of the response cache for that key
/// (what is drawn before the request answers) starts with it, and the
/// stream adopts it the same way (`cachedPage(for:)`). A search the stream cancels, or never asks for
/// (another key came first), is cancelled here, which aborts its transfer.
final class SearchHeadStart: Sendable {
    private enum State {
        /// Nothing asked for yet.
        case unused
        case running(SearchKey, Task<SearchOutcome, Never>, cached: Task<RepositoryPage?, Never>?)
        /// Adopted, abandoned or never started: later searches go the usual way.
        case spent
    }

    private let state = Mutex(State.unused)
    /// Where a search whose page the cache held waits before it leaves (nil: it leaves at once).
    private let gate: FirstFrameGate?

    init(gate: FirstFrameGate? = nil) {
        self.gate = gate
    }

    /// Starts `search` (and `cached`, the read of the response cache) for
    /// `key` when it is the first key asked for and it is urgent; any later
    /// call does nothing. With a gate, a search whose page the cache held
    /// waits for it to be lifted.
    func begin(_ key: SearchKey, cached: (@Sendable () async -> RepositoryPage?)? = nil,
               _ search: @escaping @Sendable () async -> SearchOutcome) {
        state.withLock { state in
            guard case .unused = state else { return }
            guard key.urgent, key.subject != nil else {
                state = .spent
                return
            }
            let read = cached.map { read in Task { await read() } }
            guard let gate, let read else {
                state = .running(key, Task { await search() }, cached: read)
                return
            }
            // A revisit: its request leaves once the frame drawn from the cache is on the screen.
            state = .running(key, Task {
                if await read.value != nil { await gate.wait() }
                return await search()
            }, cached: read)
        }
    }

    /// The read of the response cache started early, when it was for `key`,
    /// taken once: `.some(page)` (nil when the cache holds nothing), or nil
    /// when there is none to adopt (the caller reads the cache itself). A
    /// search started early for another key is cancelled, read and all.
    func cachedPage(for key: SearchKey) async -> RepositoryPage?? {
        let adopted = state.withLock { state -> Task<RepositoryPage?, Never>? in
            guard case .running(let started, let task, let cached) = state else { return nil }
            guard SearchKey.sameSearch(started, key) else {
                task.cancel()
                cached?.cancel()
                state = .spent
                return nil
            }
            state = .running(started, task, cached: nil)
            return cached
        }
        guard let adopted else { return nil }
        return .some(await withTaskCancellationHandler {
            await adopted.value
        } onCancel: {
            adopted.cancel()
        })
    }

    /// The outcome of the search started early, when it was for `key` (the
    /// same search: `SearchKey.sameSearch`), taken once; nil otherwise, and a
    /// search started early for another key is cancelled. Cancelling the
    /// caller cancels the search it adopted.
    func outcome(for key: SearchKey) async -> SearchOutcome? {
        let adopted = state.withLock { state -> Task<SearchOutcome, Never>? in
            guard case .running(let started, let task, let cached) = state else { return nil }
            state = .spent
            cached?.cancel()  // not adopted before the search: no longer wanted
            guard SearchKey.sameSearch(started, key) else {
                task.cancel()
                return nil
            }
            return task
        }
        guard let adopted else { return nil }
        return await withTaskCancellationHandler {
            await adopted.value
        } onCancel: {
            adopted.cancel()
        }
    }

    /// Cancels a search started early that nobody adopted (the session stops).
    func cancel() {
        state.withLock { state in
            if case .running(_, let task, let cached) = state {
                task.cancel()
                cached?.cancel()
            }
            state = .spent
        }
    }
}
