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

    init(configuration: CurlHTTPClient.Configuration) {
        threadRunning.enter()
        // A thread of its own for the whole run (a serial queue's work item
        // gets one): it blocks in curl_multi_poll. It waits for libcurl's
        // set-up (`CurlHTTPClient.startInitialising`) itself, so the client's
        // maker does not: what it does next, up to its first request, overlaps
        // the set-up, and the request waits in the queue.
        DispatchQueue(label: "ghsearch-curl").async { [self] in
            defer { threadRunning.leave() }
            guard CurlGlobal.isInitialized else {
                refuseAll(.other("libcurl could not be initialised"))
                return
            }
            guard let pointer = curl_multi_init() else {
                refuseAll(.other("libcurl could not create its multi handle"))
                return
            }
            _ = ghs_multi_setopt_long(pointer, CURLMOPT_PIPELINING, CURLPIPE_MULTIPLEX)
            _ = ghs_multi_setopt_long(pointer, CURLMOPT_MAX_HOST_CONNECTIONS, max(1, configuration.maxConnectionsPerHost))
            multi.withLock { $0 = MultiHandle(pointer: pointer) }
            MultiLoop(driver: self, multi: pointer, configuration: configuration).run()
        }
    }

    deinit {
        if let handle = multi.withLock({ $0 }) { curl_multi_cleanup(handle.pointer) }
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

    /// Asks the thread to stop and waits until it has.
    func shutDown() {
        state.withLock { state in
            if state.shutDown() { wakeUp() }
        }
        threadRunning.wait()
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
