/// How a fake server starts out. Everything but `port` and `htmlBaseURL`
/// can also be changed while it runs.
public struct FakeGitHubConfiguration: Sendable {
    /// TCP port on 127.0.0.1; 0 picks a free ephemeral port.
    public var port: Int
    /// The accounts served.
    public var users: [FakeUser]
    /// The primary rate limit.
    public var quota: QuotaConfiguration
    /// Page size when `per_page` is absent or invalid (GitHub: 30).
    public var defaultPerPage: Int
    /// Largest page size honoured (GitHub: 100).
    public var maxPerPage: Int
    /// Whether bodies are gzipped for clients that accept it.
    public var gzip: Bool
    /// Delay before every answer.
    public var latency: Duration
    /// Base of `html_url` and clone URLs in served repositories.
    public var htmlBaseURL: String
    /// Called once per finished exchange (e.g. to log it), on the
    /// connection's thread.
    public var requestObserver: (@Sendable (RecordedRequest) -> Void)?

    public init(
        port: Int = 0,
        users: [FakeUser] = [],
        quota: QuotaConfiguration = QuotaConfiguration(),
        defaultPerPage: Int = 30,
        maxPerPage: Int = 100,
        gzip: Bool = true,
        latency: Duration = .zero,
        htmlBaseURL: String = "https://github.com",
        requestObserver: (@Sendable (RecordedRequest) -> Void)? = nil
    ) {
        self.port = port
        self.users = users
        self.quota = quota
        self.defaultPerPage = defaultPerPage
        self.maxPerPage = maxPerPage
        self.gzip = gzip
        self.latency = latency
        self.htmlBaseURL = htmlBaseURL
        self.requestObserver = requestObserver
    }
}
