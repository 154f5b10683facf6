extension CurlHTTPClient {
    /// Transport settings that are the client's, not the request's.
    public struct Configuration: Sendable, Equatable {
        /// Abort a transfer (`HTTPError.timedOut`) that receives less than one
        /// byte per second for this long, whatever its total timeout.
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
