import GHSearchGitHub

/// The real `HTTPClient`: libcurl's multi interface, driven by one dedicated
/// thread for the client's lifetime.
///
/// Connections are kept alive and reused across requests (HTTP/2 multiplexed
/// where the server offers it), bodies are decoded (gzip), proxies come from
/// the usual environment variables, and redirects are returned, not followed.
/// Cancelling the task that awaits `send` removes the transfer from libcurl
/// at once, which closes its connection (or resets its HTTP/2 stream).
public final class CurlHTTPClient: HTTPClient {
    private let driver: TransferDriver

    /// Starts nothing yet: the first request starts the transfer thread,
    /// which opens libcurl (unless `startInitialising()` began it) and waits
    /// for its set-up, the request waiting in its queue. If libcurl cannot
    /// be opened or set up, every request fails with `HTTPError.other`.
    public init(configuration: Configuration = Configuration()) {
        driver = TransferDriver(configuration: configuration)
    }

    deinit {
        driver.shutDown()
    }

    public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        let driver = driver
        let id = driver.reserveTransfer()
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                driver.submit(request, id: id, continuation: continuation)
            }
        } onCancel: {
            driver.cancel(id)
        }
        return try result.get()
    }

    /// Counters since the client was made, for benchmarks.
    public var statistics: Statistics {
        driver.statistics
    }

    /// Fails every transfer still pending with `HTTPError.cancelled`, stops
    /// the transfer thread and waits for it to exit. Later sends fail with
    /// `.cancelled` too. Calling it again does nothing; `deinit` calls it.
    public func shutdown() {
        driver.shutDown()
    }
}
