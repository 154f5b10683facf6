import GHSearchGitHub

/// Identifies one `send` call for the life of the client.
typealias TransferID = UInt64

/// How a `send` call gets its outcome back from the transfer thread.
typealias TransferContinuation = CheckedContinuation<Result<HTTPResponse, HTTPError>, Never>

/// The state shared between `send` callers and the transfer thread, kept
/// under one lock. Pure bookkeeping: it decides, its owner acts.
///
/// Every continuation is resumed exactly once because whoever *removes* it
/// from `phases` resumes it, and removal happens under the lock.
struct TransferDriverState {
    /// Where one `send` call stands.
    enum Phase {
        /// `send` has an id but has not handed over its continuation yet.
        case reserved
        /// The task was cancelled before `send` handed over its continuation.
        case cancelledBeforeStart
        /// The transfer thread owns the transfer; the caller waits here.
        case waiting(TransferContinuation)
    }

    /// Work for the transfer thread, in the order it was asked for.
    enum Command {
        case start(TransferID, HTTPRequest)
        case cancel(TransferID)
        case shutDown
    }

    private var nextID: TransferID = 0
    /// The `send` calls in flight, oldest first: a few at a time (`--jobs`
    /// is at most 8), so a list searched in order rather than a dictionary,
    /// whose first use would cost the runtime a search of all its
    /// conformance records on the first request's way out.
    private var phases: [(id: TransferID, phase: Phase)] = []
    private var commands: [Command] = []
    /// Why new work is refused: nil while the thread takes it; `.cancelled`
    /// once shut down; `.other` when libcurl could not be set up.
    private var refusal: HTTPError?

    /// A fresh id for a `send` call that is about to submit.
    mutating func reserve() -> TransferID {
        nextID += 1
        phases.append((nextID, .reserved))
        return nextID
    }

    /// Queues the transfer. Returns the continuation back with the failure
    /// to resume it with at once instead (the client refuses work, or the
    /// task was cancelled first: `.cancelled`); else the thread must be woken.
    mutating func submit(
        _ request: HTTPRequest, id: TransferID, continuation: TransferContinuation
    ) -> (continuation: TransferContinuation, failure: HTTPError)? {
        guard case .reserved = self[phaseOf: id], refusal == nil else {
            self[phaseOf: id] = nil
            return (continuation, refusal ?? .cancelled)
        }
        self[phaseOf: id] = .waiting(continuation)
        commands.append(.start(id, request))
        return nil
    }

    /// Notes a cancellation. Returns true when a command was queued and the
    /// thread must be woken.
    mutating func cancel(_ id: TransferID) -> Bool {
        switch self[phaseOf: id] {
        case .reserved:
            self[phaseOf: id] = .cancelledBeforeStart
            return false
        case .waiting where refusal == nil:
            commands.append(.cancel(id))
            return true
        case .waiting, .cancelledBeforeStart, nil:
            return false
        }
    }

    /// Refuses new work and queues the thread's last command. Returns true
    /// the first time only.
    mutating func shutDown() -> Bool {
        guard refusal == nil else { return false }
        refusal = .cancelled
        commands.append(.shutDown)
        return true
    }

    /// The thread cannot run (libcurl could not be set up): refuses all work
    /// with `failure` from now on, and returns the waiting continuations.
    mutating func refuseAll(_ failure: HTTPError) -> [TransferContinuation] {
        refusal = failure
        commands.removeAll()
        return takeAllContinuations()
    }

    /// The commands queued since the last call, oldest first.
    mutating func takeCommands() -> [Command] {
        defer { commands.removeAll(keepingCapacity: true) }
        return commands
    }

    /// The continuation of a waiting transfer, removed; nil if it was
    /// already resumed.
    mutating func takeContinuation(for id: TransferID) -> TransferContinuation? {
        guard case .waiting(let continuation) = self[phaseOf: id] else { return nil }
        self[phaseOf: id] = nil
        return continuation
    }

    /// Every waiting continuation, removed.
    mutating func takeAllContinuations() -> [TransferContinuation] {
        var taken: [TransferContinuation] = []
        phases.removeAll { entry in
            guard case .waiting(let continuation) = entry.phase else { return false }
            taken.append(continuation)
            return true
        }
        return taken
    }

    /// The phase of `id`, nil once it is over; setting nil removes it.
    private subscript(phaseOf id: TransferID) -> Phase? {
        get { phases.first { $0.id == id }?.phase }
        set {
            let index = phases.firstIndex { $0.id == id }
            switch (index, newValue) {
            case (let index?, let phase?): phases[index].phase = phase
            case (let index?, nil): phases.remove(at: index)
            case (nil, let phase?): phases.append((id, phase))
            case (nil, nil): break
            }
        }
    }
}
