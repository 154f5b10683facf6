import FoundationEssentials
import GHSearchGitHub
import GHSearchText

/// What `--batch` runs against, given once: GitHub (endpoint, token, HTTP
/// client, response cache), time (the clock of waits and the wall clock),
/// the catalogue of its messages, and its files and streams. The executable
/// passes the real ones; a test, an in-memory HTTP client and a manual clock.
public struct BatchDependencies<C: Clock>: Sendable where C.Duration == Duration {
    public var endpoint: GitHubEndpoint
    public var token: String?
    public var http: any HTTPClient
    public var cache: (any ResponseCache)?
    public var clock: C
    public var now: @Sendable () -> Date
    public var catalogue: Catalogue
    public var io: BatchIO

    public init(endpoint: GitHubEndpoint, token: String?, http: any HTTPClient, cache: (any ResponseCache)? = nil,
                clock: C, now: @escaping @Sendable () -> Date, catalogue: Catalogue = .english, io: BatchIO) {
        self.endpoint = endpoint
        self.token = token
        self.http = http
        self.cache = cache
        self.clock = clock
        self.now = now
        self.catalogue = catalogue
        self.io = io
    }
}
