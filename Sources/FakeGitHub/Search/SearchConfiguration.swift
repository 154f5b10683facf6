/// The search API's own rate limit and switches. GitHub counts searches
/// apart from the core limit: 10 a minute without a token, 30 with one
/// (docs: "REST API endpoints for search", Rate limit), in a window that
/// starts with the caller's first search.
public struct SearchConfiguration: Sendable, Hashable {
    /// Searches per window for callers without a token (GitHub: 10).
    public var anonymousLimit: Int
    /// Searches per window per token (GitHub: 30).
    public var authenticatedLimit: Int
    /// Window length in seconds (GitHub: 60).
    public var resetSeconds: Int
    /// Status of the "limit exceeded" answer (GitHub: 403).
    public var exceededStatus: Int
    /// Sets `incomplete_results` to true (GitHub does when a query timed out
    /// and the answer holds the matches found until then).
    public var incompleteResults: Bool
    /// Tokens the server knows the owner of.
    public var viewers: [FakeViewer]

    public init(
        anonymousLimit: Int = 10, authenticatedLimit: Int = 30, resetSeconds: Int = 60, exceededStatus: Int = 403,
        incompleteResults: Bool = false, viewers: [FakeViewer] = []
    ) {
        self.anonymousLimit = anonymousLimit
        self.authenticatedLimit = authenticatedLimit
        self.resetSeconds = resetSeconds
        self.exceededStatus = exceededStatus
        self.incompleteResults = incompleteResults
        self.viewers = viewers
    }

    /// The viewer a token belongs to, if the server knows it.
    func viewer(token: String?) -> FakeViewer? {
        guard let token else { return nil }
        return viewers.first { $0.token == token }
    }
}

/// Search quota per caller: anonymous callers share one window, each token
/// has its own, with the limit that applies to it.
struct SearchLedger: Sendable {
    private var anonymous: QuotaLedger
    private var authenticated: QuotaLedger

    init(configuration: SearchConfiguration) {
        anonymous = QuotaLedger(configuration: QuotaConfiguration(
            limit: configuration.anonymousLimit, resetSeconds: max(1, configuration.resetSeconds)))
        authenticated = QuotaLedger(configuration: QuotaConfiguration(
            limit: configuration.authenticatedLimit, resetSeconds: max(1, configuration.resetSeconds)))
    }

    mutating func peek(token: String?, now: Int) -> QuotaLedger.Snapshot {
        if let token { return authenticated.peek(key: token, now: now) }
        return anonymous.peek(key: FakeGitHubServer.anonymousKey, now: now)
    }

    mutating func spend(token: String?, now: Int) -> QuotaLedger.Snapshot {
        if let token { return authenticated.spend(key: token, now: now) }
        return anonymous.spend(key: FakeGitHubServer.anonymousKey, now: now)
    }
}
