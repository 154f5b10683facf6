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
/// throttle sends at once. A search the stream cancels, or never asks for
/// (another key came first), is cancelled here, which aborts its transfer.
final class SearchHeadStart: Sendable {
    private enum State {
        /// Nothing asked for yet.
        case unused
        case running(SearchKey, Task<SearchOutcome, Never>)
        /// Adopted, abandoned or never started: later searches go the usual way.
        case spent
    }

    private let state = Mutex(State.unused)

    /// Starts `search` for `key` when it is the first key asked for and it
    /// is urgent; any later call does nothing.
    func begin(_ key: SearchKey, _ search: @escaping @Sendable () async -> SearchOutcome) {
        state.withLock { state in
            guard case .unused = state else { return }
            guard key.urgent, !key.login.isEmpty else {
                state = .spent
                return
            }
            state = .running(key, Task { await search() })
        }
    }

    /// The outcome of the search started early, when it was for `key` (the
    /// same search: `SearchKey.sameSearch`), taken once; nil otherwise, and a
    /// search started early for another key is cancelled. Cancelling the
    /// caller cancels the search it adopted.
    func outcome(for key: SearchKey) async -> SearchOutcome? {
        let adopted = state.withLock { state -> Task<SearchOutcome, Never>? in
            guard case .running(let started, let task) = state else { return nil }
            state = .spent
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
            if case .running(_, let task) = state { task.cancel() }
            state = .spent
        }
    }
}
