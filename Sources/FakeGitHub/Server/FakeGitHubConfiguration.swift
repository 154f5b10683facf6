/// How a fake server starts out. Everything but `port` and `htmlBaseURL`
/// can also be changed while it runs.
public struct FakeGitHubConfiguration: Sendable {
    /// TCP port on 127.0.0.1; 0 picks a free ephemeral port.
    public var port: Int
    /// The accounts served.
    public var users: [FakeUser]
    /// The primary rate limit.
    public var quota: QuotaConfiguration
    /// `POST /graphql`: its points, secondary limit and faults.
    public var graphQL: GraphQLConfiguration
    /// Page size when `per_page` is absent or invalid (GitHub: 30).
    public var defaultPerPage: Int
    /// Largest page size honoured (GitHub: 100).
    public var maxPerPage: Int
    /// Whether bodies are gzipped for clients that accept it.
    public var gzip: Bool
    /// Whether bodies go out with `transfer-encoding: chunked` (as
    /// api.github.com often sends them) instead of `content-length`.
    public var chunkedTransfer: Bool
    /// About how many requests the log keeps (the oldest are dropped, in
    /// batches, once it grows an eighth past this).
    public var requestLogLimit: Int
    /// Delay before every answer.
    public var latency: Duration
    /// Base of `html_url` and clone URLs in served repositories.
    public var htmlBaseURL: String
    /// Called once per finished exchange (e.g. to log it), on the
    /// connection's thread.
    public var requestObserver: (@Sendable (RecordedRequest) -> Void)?
    /// The search API's rate limit, `incomplete_results`, and who owns which token.
    public var search: SearchConfiguration
    /// Lower-cased logins whose lists carry entries that are not
    /// repositories, as a broken server sends them: these JSON texts open
    /// every page of `GET /users/{login}/repos` (and `/user/{id}/repos`),
    /// and as many `null` nodes open every page of their GraphQL
    /// `repositories` (`FakeGitHubServer.setMalformedEntries`). Empty, the
    /// default: GitHub's real format.
    public var malformedEntries: [String: [String]] = [:]
    /// What each account starred, by lower-cased login
    /// (`GET /users/{login}/starred`, and `/user/starred` for a viewer's token).
    public var stars: [String: [FakeStar]] = [:]

    public init(
        port: Int = 0,
        users: [FakeUser] = [],
        quota: QuotaConfiguration = QuotaConfiguration(),
        graphQL: GraphQLConfiguration = GraphQLConfiguration(),
        defaultPerPage: Int = 30,
        maxPerPage: Int = 100,
        gzip: Bool = true,
        chunkedTransfer: Bool = false,
        requestLogLimit: Int = 100_000,
        latency: Duration = .zero,
        htmlBaseURL: String = "https://github.com",
        requestObserver: (@Sendable (RecordedRequest) -> Void)? = nil,
        search: SearchConfiguration = SearchConfiguration()
    ) {
        self.port = port
        self.users = users
        self.quota = quota
        self.graphQL = graphQL
        self.defaultPerPage = defaultPerPage
        self.maxPerPage = maxPerPage
        self.gzip = gzip
        self.chunkedTransfer = chunkedTransfer
        self.requestLogLimit = requestLogLimit
        self.latency = latency
        self.htmlBaseURL = htmlBaseURL
        self.requestObserver = requestObserver
        self.search = search
    }
}
