import CCurl

/// libcurl's process-wide set-up, done once before the first handle is made.
enum CurlGlobal {
    /// Whether `curl_global_init` succeeded. Evaluated once, thread-safely,
    /// on first use (Swift initialises a static `let` exactly once).
    static let isInitialized: Bool = curl_global_init(Int(CURL_GLOBAL_ALL)) == CURLE_OK
}
