import FoundationEssentials
import GHSearchGitHub
import GHSearchText

/// Sends a `GraphQLQueryPlan` to GitHub's GraphQL endpoint and reads the
/// answer: one attempt per call (retries, waits and shrinking are the
/// caller's policy, `GraphQLUserSource`). The token goes to the API's own
/// origin only, as with REST; without one GitHub answers nothing (401).
public struct GraphQLClient: Sendable {
    public let endpoint: GitHubEndpoint
    public let document: GraphQLQueryDocument
    let http: any HTTPClient
    let token: String?
    let timeout: Duration
    let maxBodyBytes: Int
    /// Called with the rate limit of every answer (headers, then the `rateLimit` object).
    let onRateLimit: @Sendable (RateLimit) -> Void

    public init(endpoint: GitHubEndpoint, document: GraphQLQueryDocument, http: any HTTPClient, token: String?,
                timeout: Duration = .seconds(20), maxBodyBytes: Int = 32 << 20,
                onRateLimit: @escaping @Sendable (RateLimit) -> Void = { _ in }) {
        self.endpoint = endpoint
        self.document = document
        self.http = http
        let token = token?.trimmingSpaces()
        self.token = (token?.isEmpty ?? true) ? nil : token
        self.timeout = timeout
        self.maxBodyBytes = maxBodyBytes
        self.onRateLimit = onRateLimit
    }

    var headers: HTTPHeaders {
        var headers = HTTPHeaders([
            ("Accept", "application/vnd.github+json"),
            ("Content-Type", "application/json"),
            ("User-Agent", "ghsearch/\(GHSearchVersion.string)"),
        ])
        let url = endpoint.graphQLURL
        if let token, endpoint.isSameOrigin(url) {
            headers.append(name: "Authorization", value: "Bearer \(token)")
        }
        return headers
    }

    /// One attempt at `plan`.
    func send(_ plan: GraphQLQueryPlan) async -> Result<GraphQLResponse, GraphQLQueryFailure> {
        let request = HTTPRequest(url: endpoint.graphQLURL, headers: headers, body: document.body(plan),
                                  connectTimeout: min(timeout, .seconds(10)), timeout: timeout, maxBodyBytes: maxBodyBytes)
        let response: HTTPResponse
        do {
            response = try await http.send(request)
        } catch {
            if case .timedOut = error { return .failure(.tooLarge(.transport(error))) }
            return .failure(.gitHub(.transport(error)))
        }
        return read(response, plan: plan)
    }

    /// What an HTTP answer to `plan` means (any status, headers and bytes).
    func read(_ response: HTTPResponse, plan: GraphQLQueryPlan) -> Result<GraphQLResponse, GraphQLQueryFailure> {
        let headerLimit = RateLimit(headers: response.headers)
        if let headerLimit { onRateLimit(headerLimit) }
        // Another server at a wrong --api-url (a 404, a page that is not JSON): said as such.
        if response.status < 500, !GitHubAnswerSignature.looksLikeGitHub(response),
           response.status == 404 || !GitHubAnswerSignature.isJSON(response.body) {
            return .failure(.gitHub(.notGitHubAPI))
        }
        switch response.status {
        case 200:
            break
        case 502, 504:
            return .failure(.tooLarge(.serverError(status: response.status)))
        case 401, 403, 429, 500...599:
            return .failure(.gitHub(GitHubClient.error(for: response, login: "", rateLimit: headerLimit)))
        default:
            return .failure(.gitHub(.unexpectedStatus(response.status, message: RepositoryDecoder.errorMessage(response.body))))
        }
        let aliases = plan.owners.indices.map(GraphQLQueryPlan.alias)
        guard let json = GraphQLJSON.parse(response.body), let answer = GraphQLResponse(json, aliases: aliases, stars: document.stars) else {
            return .failure(.gitHub(.invalidResponse("the server's answer is not JSON")))
        }
        if let limit = answer.rateLimit { onRateLimit(limit) }
        let queryErrors = answer.queryErrors(aliases: Set(aliases))
        if queryErrors.contains(where: { $0.type == "RATE_LIMITED" }) {
            var limit = headerLimit ?? answer.rateLimit ?? RateLimit()
            limit.remaining = 0
            return .failure(.gitHub(.rateLimited(limit)))
        }
        if answer.hasNoData {
            switch GraphQLFailureKind(queryErrors + answer.errors.filter { !queryErrors.contains($0) }) {
            case .rateLimited:
                var limit = headerLimit ?? answer.rateLimit ?? RateLimit()
                limit.remaining = 0
                return .failure(.gitHub(.rateLimited(limit)))
            case .transient(let message):
                return .failure(.gitHub(.serverFailure(message)))
            case .tooLarge(let message):
                return .failure(.tooLarge(.invalidResponse("GitHub could not answer the query: \(message)")))
            case .forbidden(let message):
                return .failure(.gitHub(.forbidden(message: message)))
            case .refused(let message):
                return .failure(.gitHub(.invalidResponse("GitHub refused the query: \(message)")))
            }
        }
        return .success(answer)
    }
}
