import FoundationEssentials

/// Why a search produced no (or only part of a) list of repositories.
public enum GitHubError: Error, Sendable, Equatable {
    /// The name can never exist on GitHub; nothing was sent.
    case invalidLogin(String, reason: GitHubLogin.InvalidReason)
    /// 404: no such user or organisation.
    case userNotFound(String)
    /// The server at the API root does not answer as GitHub's API does: a
    /// 404, or a body that is not JSON, without any of the headers GitHub
    /// sends with every answer (`X-GitHub-Request-Id`, `X-GitHub-Media-Type`,
    /// `X-RateLimit-Limit`) and not in GitHub's error format (a `message`
    /// with a `documentation_url`): most likely a wrong `--api-url`.
    case notGitHubAPI
    /// 401: the token was refused.
    case badCredentials(message: String?)
    /// The request needs a token and there is none (nothing was sent), or
    /// GitHub answered 401 "Requires authentication".
    case authenticationRequired
    /// 422: GitHub refused the search, in its own words (`message` and
    /// `errors[].message`), e.g. "Validation Failed: The search is longer
    /// than 256 characters.", or a page past the first 1,000 results.
    case invalidQuery(String)
    /// The search is longer than `limit` UTF-8 bytes; nothing was sent.
    case queryTooLong(limit: Int)
    /// The search has `length` characters of text besides qualifiers, more
    /// than GitHub reads (`limit`, 256); nothing was sent.
    case searchTextTooLong(length: Int, limit: Int)
    /// The next page of a search was not asked for: the quota-aware throttle
    /// keeps what is left of the search limit for the text being typed
    /// (nothing was sent; scrolling again asks again).
    case searchLimitReserved
    /// Primary rate limit spent (403/429 with `x-ratelimit-remaining: 0`).
    case rateLimited(RateLimit)
    /// Secondary rate limit: wait `retryAfter` seconds if given.
    case secondaryRateLimit(retryAfter: Int?, message: String?)
    /// 403 for another reason (e.g. a token without access).
    case forbidden(message: String?)
    /// 5xx answers (after every attempt).
    case serverError(status: Int)
    /// GitHub's own failure told in a 200 (a GraphQL query that ran nothing:
    /// its internal error, `SERVICE_UNAVAILABLE`), after every attempt; its message.
    case serverFailure(String)
    /// Another status the client does not understand.
    case unexpectedStatus(Int, message: String?)
    /// No HTTP answer at all: offline, refused, timed out, cut short…
    case transport(HTTPError)
    /// A 200 whose body is not a list of repositories.
    case invalidResponse(String)
    /// A list some of whose entries were not repositories: they were left
    /// out, the rest were kept (and shown), and the list is incomplete.
    case notRepositories(SkippedEntries)
    /// Redirects or pagination links that go round in circles or never end.
    case tooManyRedirects
    case paginationLoop(String)
    /// Pages went on past the last one the first page's `rel="last"` named.
    case paginationPastLastPage(Int)
    /// Pages went on without end (many pages of repositories already seen).
    case endlessPagination(pages: Int)
    /// More repositories than `PageFollower.maximumRepositories` for one user.
    case tooManyRepositories(Int)
    /// A 404 for a page after the first: the list changed or the server is
    /// inconsistent — not an unknown user.
    case pageNotFound(String)
    /// A `Link` or a redirect to another origin (scheme, host, port) than
    /// the API's: not followed, since no API lives there.
    case linkToAnotherOrigin(String)
    case redirectToAnotherOrigin(String)

    /// Whether another attempt of the same request may succeed: transport
    /// failures and 5xx only. Never 404/401/422 or any rate limit, which
    /// would only waste quota.
    public var isRetryable: Bool {
        switch self {
        case .serverError, .serverFailure:
            return true
        case .transport(let error):
            switch error {
            case .timedOut, .couldNotConnect, .connectionFailed, .hostNotFound: return true
            case .bodyTooLarge, .headerTooLarge, .invalidURL, .cancelled, .other, .offline: return false
            }
        default:
            return false
        }
    }

    /// The rate limit reported with the failure, if any.
    public var rateLimit: RateLimit? {
        if case .rateLimited(let limit) = self { return limit }
        return nil
    }
}
