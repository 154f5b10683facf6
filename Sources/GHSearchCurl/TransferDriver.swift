import CCurl
import Dispatch
import FoundationEssentials
import GHSearchCore
import Synchronization

/// The thread-safe face of the transfer thread: `send` callers hand it
/// commands through a locked queue and wake the thread with
/// `curl_multi_wakeup`; the thread (`MultiLoop`) hands back outcomes.
final class TransferDriver: Sendable {
    let multi: MultiHandle
    private let state = Mutex(TransferDriverState())
    private let counters = Mutex(CurlHTTPClient.Statistics())
    private let threadRunning = DispatchGroup()

    init(configuration: CurlHTTPClient.Configuration) throws(HTTPError) {
        guard CurlGlobal.isInitialized else { throw .other("libcurl could not be initialised") }
        guard let multi = curl_multi_init() else { throw .other("libcurl could not create its multi handle") }
        _ = ghs_multi_setopt_long(multi, CURLMOPT_PIPELINING, CURLPIPE_MULTIPLEX)
        _ = ghs_multi_setopt_long(multi, CURLMOPT_MAX_HOST_CONNECTIONS, max(1, configuration.maxConnectionsPerHost))
        self.multi = MultiHandle(pointer: multi)

        threadRunning.enter()
        // A thread of its own for the whole run (a serial queue's work item
        // gets one): it blocks in curl_multi_poll.
        DispatchQueue(label: "ghsearch-curl").async { [self] in
            MultiLoop(driver: self, configuration: configuration).run()
            threadRunning.leave()
        }
    }

    deinit {
        curl_multi_cleanup(multi.pointer)
    }

    // MARK: Called by `send`

    func reserveTransfer() -> TransferID {
        state.withLock { $0.reserve() }
    }

    func submit(_ request: HTTPRequest, id: TransferID, continuation: TransferContinuation) {
        let refused = state.withLock { state in
            let refused = state.submit(request, id: id, continuation: continuation)
            if refused == nil { multi.wakeUp() }
            return refused
        }
        refused?.resume(returning: .failure(.cancelled))
    }

    func cancel(_ id: TransferID) {
        state.withLock { state in
            if state.cancel(id) { multi.wakeUp() }
        }
    }

    /// Asks the thread to stop and waits until it has.
    func shutDown() {
        state.withLock { state in
            if state.shutDown() { multi.wakeUp() }
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
