import CCurl
import Dispatch
import FoundationEssentials
import Synchronization
import GHSearchGitHub

/// The thread-safe face of the transfer thread: `send` callers hand it
/// commands through a locked queue and wake the thread with
/// `curl_multi_wakeup`; the thread (`MultiLoop`) hands back outcomes.
final class TransferDriver: Sendable {
    /// The multi handle, made by the transfer thread once libcurl's set-up is
    /// over; nil before (a command queued then needs no wake-up: the thread
    /// takes the queue once it has made the handle) or when that failed.
    private let multi = Mutex<MultiHandle?>(nil)
    private let state = Mutex(TransferDriverState())
    private let counters = Mutex(CurlHTTPClient.Statistics())
    private let threadRunning = DispatchGroup()
    /// Whether the transfer thread was started (it is at the first
    /// request), or can no longer be (shut down first).
    private let thread = Mutex(ThreadStart.notYet)
    private let configuration: CurlHTTPClient.Configuration
    private let handOff: TransferThreadHandOff

    private enum ThreadStart {
        case notYet, started, never
    }

    /// Starts nothing: the transfer thread, and with it libcurl, is started
    /// by the first request (`submit`), so a client made for a run that
    /// draws before it asks (the interactive mode's first frame) does not
    /// share the cores with them meanwhile. The thread that `handOff` holds
    /// (one that opened libcurl ahead) becomes it, when there is one.
    init(configuration: CurlHTTPClient.Configuration, handOff: TransferThreadHandOff = .shared) {
        self.configuration = configuration
        self.handOff = handOff
    }

    /// Whether the transfer thread was started.
    var hasStartedThread: Bool {
        thread.withLock { if case .started = $0 { true } else { false } }
    }

    /// Starts the transfer thread the first time; later calls, and calls
    /// after `shutDown`, do nothing.
    private func startThread() {
        let starts = thread.withLock { thread -> Bool in
            guard case .notYet = thread else { return false }
            thread = .started
            threadRunning.enter()
            return true
        }
        guard starts else { return }
        let configuration = configuration
        // A thread of its own for the whole run: it blocks in
        // curl_multi_poll. It opens libcurl and waits for its set-up
        // (`CurlHTTPClient.startInitialising`, when begun before) itself, so
        // the first `send` does not: the request waits in the queue. The
        // thread that opened libcurl ahead, when there is one, becomes it.
        let loop: @Sendable () -> Void = { [self] in
            defer { threadRunning.leave() }
            if let failure = CurlGlobal.initialise() {
                refuseAll(.other(failure))
                return
            }
            guard let pointer = ghs_curl_multi_init() else {
                refuseAll(.other("libcurl could not create its multi handle"))
                return
            }
            _ = ghs_multi_setopt_long(pointer, CURLMOPT_PIPELINING, CURLPIPE_MULTIPLEX)
            _ = ghs_multi_setopt_long(pointer, CURLMOPT_MAX_HOST_CONNECTIONS, max(1, configuration.maxConnectionsPerHost))
            multi.withLock { $0 = MultiHandle(pointer: pointer) }
            MultiLoop(driver: self, multi: pointer, configuration: configuration).run()
        }
        if !handOff.offer(loop) { TransferThreadHandOff.onThreadOfItsOwn(loop) }
    }

    deinit {
        if let handle = multi.withLock({ $0 }) { ghs_curl_multi_cleanup(handle.pointer) }
    }

    /// Interrupts the transfer thread's `curl_multi_poll`, once it has a handle.
    private func wakeUp() {
        multi.withLock { $0 }?.wakeUp()
    }

    private func refuseAll(_ failure: HTTPError) {
        for continuation in state.withLock({ $0.refuseAll(failure) }) {
            continuation.resume(returning: .failure(failure))
        }
    }

    // MARK: Called by `send`

    func reserveTransfer() -> TransferID {
        state.withLock { $0.reserve() }
    }

    func submit(_ request: HTTPRequest, id: TransferID, continuation: TransferContinuation) {
        startThread()
        let refused = state.withLock { state in
            let refused = state.submit(request, id: id, continuation: continuation)
            if refused == nil { wakeUp() }
            return refused
        }
        if let refused { refused.continuation.resume(returning: .failure(refused.failure)) }
    }

    func cancel(_ id: TransferID) {
        state.withLock { state in
            if state.cancel(id) { wakeUp() }
        }
    }

    /// Asks the thread to stop and waits until it has (one never started
    /// never will be).
    func shutDown() {
        let started = thread.withLock { thread -> Bool in
            if case .notYet = thread { thread = .never }
            return if case .started = thread { true } else { false }
        }
        state.withLock { state in
            if state.shutDown() { wakeUp() }
        }
        if started { threadRunning.wait() }
    }

    var statistics: CurlHTTPClient.Statistics {
        counters.withLock { $0 }
    }

    // MARK: Called by the transfer thread

    func takeCommands() -> [TransferDriverState.Command] {
        state.withLock { $0.takeCommands() }
    }

    func finish(_ id: TransferID, with result: Result<HTTPResponse, HTTPError>) {
        state.withLock { $0.takeContinuation(for: id) }?.resume(returning: result)
    }

    func finishAllCancelled() {
        for continuation in state.withLock({ $0.takeAllContinuations() }) {
            continuation.resume(returning: .failure(.cancelled))
        }
    }

    func count(_ update: (inout CurlHTTPClient.Statistics) -> Void) {
        counters.withLock { update(&$0) }
    }
}
