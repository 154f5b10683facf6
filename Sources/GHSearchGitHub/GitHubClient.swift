import FoundationEssentials
import GHSearchText

/// Fetches pages of a user's repositories over an `HTTPClient`: builds the
/// request headers, follows `Link`s and redirects itself and only to the
/// API's own origin (scheme, host, port — where GitHub's always point), so
/// neither the token nor any request goes where a hostile server points,
/// revalidates cached pages with `If-None-Match`, and turns every answer
/// into a page or a `GitHubError` (server text in it redacted of the
/// token). One attempt per call: retry is the caller's policy
/// (`RepositoryService`).
public struct GitHubClient: Sendable {
    public let endpoint: GitHubEndpoint
    let http: any HTTPClient
    let token: String?
    public let cache: (any ResponseCache)?
    public let credentialDigest: String
    let redactor: TokenRedactor
    let timeout: Duration
    let maxBodyBytes: Int
    /// Called with the rate limit of every answer that carries one.
    let onRateLimit: @Sendable (RateLimit) -> Void
    /// The wall clock, read when an answer is stored (its age is shown when
    /// it stands in for GitHub out of reach).
    let now: @Sendable () -> Date

    public static let maximumRedirects = 5

    /// The media type every request but a README's asks for.
    static let jsonMediaType = "application/vnd.github+json"

    /// Whether requests carry a token (5,000 requests an hour, not 60); the
    /// README preview fetches live with one, after a rest without.
    public var hasToken: Bool { token != nil }

    public init(endpoint: GitHubEndpoint, http: any HTTPClient, token: String?,
                cache: (any ResponseCache)? = nil, timeout: Duration = .seconds(20),
                maxBodyBytes: Int = 32 << 20,
                onRateLimit: @escaping @Sendable (RateLimit) -> Void = { _ in },
                now: @escaping @Sendable () -> Date = { Date() }) {
        self.endpoint = endpoint
        self.http = http
        let token = token?.trimmingSpaces()
        self.token = (token?.isEmpty ?? true) ? nil : token
        self.cache = cache
        self.credentialDigest = GitHubClient.credentialDigest(token: self.token)
        self.redactor = TokenRedactor(token: self.token)
        self.timeout = timeout
        self.maxBodyBytes = maxBodyBytes
        self.onRateLimit = onRateLimit
        self.now = now
    }

    /// What the response cache keys the answers fetched with `token` by
    /// (nil or empty: none, `anonymous`): its digest, never the token.
    public static func credentialDigest(token: String?) -> String {
        guard let token = token?.trimmingSpaces(), !token.isEmpty else { return "anonymous" }
        return "sha256-" + SHA256.hex(Array(token.utf8))
    }

    /// The headers of a request to `url`; `Authorization` only for the API origin.
    func headers(for url: String, accept: String = GitHubClient.jsonMediaType, etag: String?) -> HTTPHeaders {
        var headers = HTTPHeaders([
            ("Accept", accept),
            ("User-Agent", "ghsearch/\(GHSearchVersion.string)"),
            ("X-GitHub-Api-Version", "2022-11-28"),
        ])
        if let token, endpoint.isSameOrigin(url) {
            headers.append(name: "Authorization", value: "Bearer \(token)")
        }
        if let etag { headers.append(name: "If-None-Match", value: etag) }
        return headers
    }

    /// The connect timeout: 10 s, or the whole request's timeout when shorter
    /// (a connection that takes longer than the request may is no use).
    var connectTimeout: Duration {
        min(timeout, .seconds(10))
    }

    /// Sends `request` and relays the answer's rate limit (every request
    /// goes through here); a transport failure becomes `.transport`.
    func exchange(_ request: HTTPRequest) async throws(GitHubError) -> (HTTPResponse, RateLimit?) {
        let response: HTTPResponse
        do {
            response = try await http.send(request)
        } catch {
            throw .transport(error)
        }
        let rateLimit = RateLimit(headers: response.headers)
        if let rateLimit { onRateLimit(rateLimit) }
        return (response, rateLimit)
    }

    /// One page at `url` (the first page URL, or a `Link` target exactly as given).
    public func fetchPage(_ url: String, login: String) async throws(GitHubError) -> RepositoryPage {
        let redactor = self.redactor
        let answer = try await get(url, readInPlace: { try? RepositoryScanner.scan(bytes: $0).get() }, read: { (body: [UInt8]) throws(GitHubError) in
            try RepositoryScanner.scan(body).mapError { GitHubError.unreadableList($0, of: "repositories", redactor: redactor) }.get()
        }, rows: GitHubClient.isFirstPage(url) ? { (list: RepositoryList) in list } : nil,
        failure: { response, rateLimit in
            GitHubClient.error(for: response, login: login, rateLimit: rateLimit)
        })
        return RepositoryPage(repositories: answer.content.repositories, next: answer.link.next, last: answer.link.last,
                              rateLimit: answer.rateLimit, fromCache: answer.fromCache,
                              notRepositories: SkippedEntries(answer.content.skipped, from: url))
    }

    /// The answer the response cache holds for `url` (no request; nil when
    /// there is none, or it cannot be read): rows to show, marked stale,
    /// when the quota is spent.
    ///
    /// A list's first page is read from the record of its rows kept beside
    /// the body (a few kilobytes, not the page's JSON) when there is one
    /// that can be read; otherwise from the body.
    public func cachedPage(_ url: String) async -> RepositoryPage? {
        guard let cache else { return nil }
        let key = ResponseCacheKey(url: url, credentialDigest: credentialDigest)
        if let cached = await cache.lookupRecord(key), let list = RowsRecord.decode(cached.record) {
            return GitHubClient.cachedPage(list, link: cached.link, storedAt: cached.storedDate, from: url)
        }
        guard let cached = await cache.lookup(key), let list = try? RepositoryDecoder.decodeList(cached.body) else { return nil }
        return GitHubClient.cachedPage(list, link: cached.link, storedAt: cached.storedDate, from: url)
    }

    private static func cachedPage(_ list: RepositoryList, link: String?, storedAt: Date?, from url: String) -> RepositoryPage {
        let link = LinkHeader(link ?? "")
        var page = RepositoryPage(repositories: list.repositories, next: link.next, last: link.last, fromCache: true,
                                  notRepositories: SkippedEntries(list.skipped, from: url))
        page.cachedAt = storedAt
        return page
    }

    /// Whether `url` asks for a list's first page (no `page` in its query,
    /// as the first URLs are made; a `Link` to a later page has one):
    /// only those keep a record of their rows beside the body.
    static func isFirstPage(_ url: String) -> Bool {
        var previous: UInt8 = 0
        var utf8 = url.utf8[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "p"), previous == UInt8(ascii: "?") || previous == UInt8(ascii: "&"),
               utf8.starts(with: "age=".utf8) { return false }
            previous = byte
        }
        return true
    }

    /// The search answer the response cache holds for `url` (no request;
    /// nil when there is none, or it cannot be read).
    public func cachedSearchPage(_ url: String) async -> SearchResultPage? {
        guard let cached = await cache?.lookup(ResponseCacheKey(url: url, credentialDigest: credentialDigest)),
              let content = try? GitHubClient.searchContent(cached.body) else { return nil }
        var page = GitHubClient.searchPage(content, from: url, link: LinkHeader(cached.link ?? ""), rateLimit: nil,
                                           fromCache: true)
        page.page.cachedAt = cached.storedDate
        return page
    }

    /// Maps a non-success answer to what it means, following GitHub's documented rules.
    public static func error(for response: HTTPResponse, login: String, rateLimit: RateLimit?) -> GitHubError {
        let message = RepositoryDecoder.errorMessage(response.body)
        if response.status < 500, !GitHubAnswerSignature.looksLikeGitHub(response),
           response.status == 404 || !GitHubAnswerSignature.isJSON(response.body) {
            // Not GitHub's 404 (or not even JSON): the API root is wrong,
            // not the name. A 5xx stays a server error, to be retried.
            return .notGitHubAPI
        }
        switch response.status {
        case 404:
            return .userNotFound(login)
        case 401:
            return .badCredentials(message: message)
        case 403, 429:
            let lowered = message?.lowercased() ?? ""
            let retryAfter = RateLimit.number(response.headers["retry-after"])
            if retryAfter != nil || lowered.contains("secondary rate limit") || lowered.contains("abuse") {
                return .secondaryRateLimit(retryAfter: retryAfter, message: message)
            }
            if rateLimit?.remaining == 0 || lowered.contains("rate limit") || response.status == 429 {
                return .rateLimited(rateLimit ?? RateLimit(remaining: 0))
            }
            return .forbidden(message: message)
        case 500...599:
            return .serverError(status: response.status)
        default:
            return .unexpectedStatus(response.status, message: message)
        }
    }

    /// Resolves a `Location` (absolute or relative) against the URL it came from.
    static func resolve(_ location: String, against base: String) -> String? {
        guard let baseURL = URL(string: base),
              let url = URL(string: location, relativeTo: baseURL),
              let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https"
        else { return nil }
        return url.absoluteString
    }
}

extension GitHubError {
    /// The same error with the token taken out of any text the server sent.
    func redacted(by redactor: TokenRedactor) -> GitHubError {
        switch self {
        case .badCredentials(let message): .badCredentials(message: message.map(redactor.redact))
        case .secondaryRateLimit(let retryAfter, let message):
            .secondaryRateLimit(retryAfter: retryAfter, message: message.map(redactor.redact))
        case .forbidden(let message): .forbidden(message: message.map(redactor.redact))
        case .unexpectedStatus(let status, let message): .unexpectedStatus(status, message: message.map(redactor.redact))
        case .invalidResponse(let detail): .invalidResponse(redactor.redact(detail))
        case .serverFailure(let message): .serverFailure(redactor.redact(message))
        default: self
        }
    }
}
