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
        /// A file of PEM certificates to trust for HTTPS instead of the
        /// system's (what `CURL_CA_BUNDLE` / `SSL_CERT_FILE` name for curl),
        /// e.g. the authority of a TLS-inspecting proxy. Nil: libcurl's default.
        public var certificateAuthorityFile: String?
        /// A directory of hashed PEM certificates to trust (`SSL_CERT_DIR`).
        public var certificateAuthorityDirectory: String?

        public init(stallTimeout: Duration = .seconds(15), maxConnectionsPerHost: Int = 6,
                    certificateAuthorityFile: String? = nil, certificateAuthorityDirectory: String? = nil) {
            self.stallTimeout = stallTimeout
            self.maxConnectionsPerHost = maxConnectionsPerHost
            self.certificateAuthorityFile = certificateAuthorityFile
            self.certificateAuthorityDirectory = certificateAuthorityDirectory
        }
    }
}
