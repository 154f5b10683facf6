extension CurlHTTPClient {
    /// Transport settings that are the client's, not the request's.
    public struct Configuration: Sendable, Equatable {
        /// Abort a transfer (`HTTPError.timedOut`) that receives less than one
        /// byte per second for this long, whatever its total timeout. libcurl
        /// averages the speed over its last few seconds, so a transfer that
        /// stops dead after sending a little is noticed up to ~6 s later.
        public var stallTimeout: Duration
        /// At most this many connections to one host at once; further
        /// transfers to it wait for a free connection (or share one through
        /// HTTP/2 multiplexing).
        public var maxConnectionsPerHost: Int

        public init(stallTimeout: Duration = .seconds(15), maxConnectionsPerHost: Int = 6) {
            self.stallTimeout = stallTimeout
            self.maxConnectionsPerHost = maxConnectionsPerHost
        }
    }
}
