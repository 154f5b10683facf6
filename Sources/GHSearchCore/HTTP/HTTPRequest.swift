/// One HTTP GET as the core asks for it. The client sends exactly these
/// headers (plus its own transport headers such as Accept-Encoding) and does
/// not follow redirects: the core decides what to do with a 3xx.
public struct HTTPRequest: Sendable, Equatable {
    public var url: String
    public var headers: HTTPHeaders
    /// Abort the transfer if no connection is made within this time.
    public var connectTimeout: Duration
    /// Abort the whole transfer after this time.
    public var timeout: Duration
    /// Refuse a body larger than this many bytes (after decompression).
    public var maxBodyBytes: Int

    public init(
        url: String,
        headers: HTTPHeaders = HTTPHeaders(),
        connectTimeout: Duration = .seconds(10),
        timeout: Duration = .seconds(30),
        maxBodyBytes: Int = 64 << 20
    ) {
        self.url = url
        self.headers = headers
        self.connectTimeout = connectTimeout
        self.timeout = timeout
        self.maxBodyBytes = maxBodyBytes
    }
}
