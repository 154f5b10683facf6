/// One HTTP request as the core asks for it: a GET, or a POST with a body
/// (a GraphQL query). The client sends exactly these headers (plus its own
/// transport headers such as Accept-Encoding and Content-Length) and does
/// not follow redirects: the core decides what to do with a 3xx.
public struct HTTPRequest: Sendable, Equatable {
    public var url: String
    public var headers: HTTPHeaders
    /// Sent with `POST` when set; nil: a `GET`.
    public var body: [UInt8]?
    /// Abort the transfer if no connection is made within this time.
    public var connectTimeout: Duration
    /// Abort the whole transfer after this time.
    public var timeout: Duration
    /// Refuse a body larger than this many bytes (after decompression).
    public var maxBodyBytes: Int
    /// Reads a 200's body where the client decodes it; nil: the caller reads
    /// it. Requests compare by whether one rides along and whether it keeps
    /// the body (`HTTPBodyReader`'s equality), not by which one.
    public var bodyReader: HTTPBodyReader?

    public init(
        url: String,
        headers: HTTPHeaders = HTTPHeaders(),
        body: [UInt8]? = nil,
        connectTimeout: Duration = .seconds(10),
        timeout: Duration = .seconds(30),
        maxBodyBytes: Int = 64 << 20,
        bodyReader: HTTPBodyReader? = nil
    ) {
        self.url = url
        self.headers = headers
        self.body = body
        self.connectTimeout = connectTimeout
        self.timeout = timeout
        self.maxBodyBytes = maxBodyBytes
        self.bodyReader = bodyReader
    }

    /// `GET`, or `POST` for a request with a body.
    public var method: String { body == nil ? "GET" : "POST" }
}
