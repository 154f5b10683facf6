import CCurl
import Dispatch

/// libcurl's process-wide set-up, done once before the first handle is made.
enum CurlGlobal {
    /// Whether `curl_global_init` succeeded. Evaluated once, thread-safely,
    /// on first use (Swift initialises a static `let` exactly once).
    static let isInitialized: Bool = curl_global_init(Int(CURL_GLOBAL_ALL)) == CURLE_OK
}

extension CurlHTTPClient {
    /// Starts libcurl's process-wide set-up (the TLS library and its
    /// configuration file: a millisecond or two) on another thread, so that
    /// it overlaps what the caller does before its first request, whose
    /// transfer thread then waits for it. A process that may exit without a
    /// client shut down (`shutdown()` waits for the set-up too) must call
    /// `finishInitialising()` first: exiting during the set-up would race
    /// the TLS library's exit handlers.
    public static func startInitialising() {
        DispatchQueue.global().async { _ = CurlGlobal.isInitialized }
    }

    /// Waits for the set-up `startInitialising()` began (or does it).
    public static func finishInitialising() {
        _ = CurlGlobal.isInitialized
    }
}
