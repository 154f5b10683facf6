import CCurl
import GHSearchGitHub

/// The transfer thread's loop: the only code that touches the multi handle
/// and the easy handles (apart from `curl_multi_wakeup`).
///
/// Each turn applies the queued commands, lets libcurl move every transfer
/// forward, hands finished transfers back, then sleeps in `curl_multi_poll`
/// until a socket is ready, a libcurl timer fires, or a command wakes it.
final class MultiLoop {
    private let driver: TransferDriver
    private let multi: UnsafeMutableRawPointer
    private let configuration: CurlHTTPClient.Configuration
    /// The transfers on the multi handle: a few at a time, so a list
    /// searched in order (by id or by easy handle) rather than dictionaries,
    /// whose first use would cost the runtime a search of all its
    /// conformance records on the first request's way out.
    private var transfers: [(id: TransferID, transfer: CurlTransfer)] = []
    /// Decodes finished bodies, one transfer at a time, on this thread.
    private let decoder = ContentDecoder()

    /// Longest sleep in `curl_multi_poll`; libcurl shortens it for its own
    /// timers, and a wake-up ends it at once.
    private static let pollTimeoutMilliseconds: Int32 = 1000

    init(driver: TransferDriver, multi: UnsafeMutableRawPointer, configuration: CurlHTTPClient.Configuration) {
        self.driver = driver
        self.multi = multi
        self.configuration = configuration
    }

    func run() {
        while true {
            for command in driver.takeCommands() {
                switch command {
                case .start(let id, let request):
                    start(id, request)
                case .cancel(let id):
                    cancel(id)
                case .shutDown:
                    stopAll()
                    return
                }
            }
            var running: Int32 = 0
            _ = ghs_curl_multi_perform(multi, &running)
            finishCompletedTransfers()
            _ = ghs_curl_multi_poll(multi, nil, 0, Self.pollTimeoutMilliseconds, nil)
        }
    }

    private func start(_ id: TransferID, _ request: HTTPRequest) {
        let transfer: CurlTransfer
        do {
            transfer = try CurlTransfer(request: request, configuration: configuration)
        } catch {
            driver.finish(id, with: .failure(error))
            return
        }
        guard ghs_curl_multi_add_handle(multi, transfer.easy) == CURLM_OK else {
            driver.finish(id, with: .failure(.other("libcurl refused to start the transfer")))
            return
        }
        transfers.append((id, transfer))
        driver.count { $0.transfersStarted += 1 }
    }

    /// Removes the transfer from the multi handle now, which aborts it and
    /// closes its connection, then tells the caller.
    private func cancel(_ id: TransferID) {
        guard let transfer = transfers.first(where: { $0.id == id })?.transfer else { return }  // already finished
        remove(id, transfer)
        driver.finish(id, with: .failure(.cancelled))
    }

    private func finishCompletedTransfers() {
        var completed: [(easy: UnsafeMutableRawPointer, code: CURLcode)] = []
        var remaining: Int32 = 0
        while let message = ghs_curl_multi_info_read(multi, &remaining) {
            if ghs_msg_is_done(message) != 0, let easy = ghs_msg_easy(message) {
                completed.append((easy, ghs_msg_result(message)))
            }
        }
        // Removing a handle invalidates its message: read them all first.
        for (easy, code) in completed {
            guard let finished = transfers.first(where: { $0.transfer.easy == easy }) else { continue }
            let result = finished.transfer.result(for: code, decoder: decoder)
            remove(finished.id, finished.transfer)
            driver.finish(finished.id, with: result)
        }
    }

    private func stopAll() {
        for (id, transfer) in transfers {
            remove(id, transfer)
        }
        driver.finishAllCancelled()
    }

    /// Takes the transfer off the multi handle and drops it (which cleans up
    /// its easy handle), counting what it did.
    private func remove(_ id: TransferID, _ transfer: CurlTransfer) {
        _ = ghs_curl_multi_remove_handle(multi, transfer.easy)
        let connections = transfer.connectionsOpened
        let bytes = transfer.bytesReceived
        driver.count {
            $0.connectionsOpened += connections
            $0.bytesReceived += bytes
        }
        transfers.removeAll { $0.id == id }
    }
}
