extension CurlHTTPClient {
    /// What the client has done so far, for benchmarks and diagnostics.
    public struct Statistics: Sendable, Equatable {
        /// Transfers handed to libcurl (requests refused before that, such as
        /// ones cancelled before they started, are not counted).
        public var transfersStarted = 0
        /// New connections libcurl had to open (the sum of every transfer's
        /// `CURLINFO_NUM_CONNECTS`); with keep-alive this stays far below
        /// `transfersStarted`.
        public var connectionsOpened = 0
        /// Header and body bytes received, as they came off the wire (before
        /// gzip decoding).
        public var bytesReceived = 0

        public init() {}
    }
}
