/// Error bodies exactly as GitHub sends them today
/// (github-recordings/errors/observed_texts.json), plus the recorded 502.
enum GitHubErrorBodies {
    /// 404 for `GET /users/{unknown}/repos`.
    static let notFoundUserRepos =
        #"{"message":"Not Found","documentation_url":"https://docs.github.com/rest/repos/repos#list-repositories-for-a-user","status":"404"}"#

    /// 404 for `GET /repos/{owner}/{repo}/readme` when the repository has
    /// no README (or does not exist).
    static let notFoundReadme =
        #"{"message":"Not Found","documentation_url":"https://docs.github.com/rest/repos/contents#get-a-repository-readme","status":"404"}"#

    /// 404 for `GET /users/{unknown}/starred`.
    static let notFoundStarred =
        #"{"message":"Not Found","documentation_url":"https://docs.github.com/rest/activity/starring#list-repositories-starred-by-a-user","status":"404"}"#

    /// 401 for `GET /user/starred` without a token.
    static let requiresAuthenticationStarred =
        #"{"message":"Requires authentication","documentation_url":"https://docs.github.com/rest/activity/starring#list-repositories-starred-by-the-authenticated-user","status":"401"}"#

    /// 404 for any path the API does not have.
    static let notFoundGeneric =
        #"{"message":"Not Found","documentation_url":"https://docs.github.com/rest","status":"404"}"#

    /// 401 for a token GitHub does not accept.
    static let badCredentials =
        #"{"message":"Bad credentials","documentation_url":"https://docs.github.com/rest","status":"401"}"#

    /// 400 for a request that is not HTTP (GitHub's front end answers these itself).
    static let badRequest =
        #"{"message":"Bad Request","documentation_url":"https://docs.github.com/rest","status":"400"}"#

    /// The body of the recorded 502 (errors/server_error_502.json). GitHub
    /// also answers other 5xx JSON errors with it in this fake, as no other
    /// JSON server-error body was recorded.
    static let serverError = #"{"error": "Server Error"}"#

    /// Primary rate limit spent, anonymous caller.
    static func rateLimitUnauthenticated(ip: String) -> String {
        #"{"message":"API rate limit exceeded for "# + ip
            + #". (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)","documentation_url":"https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting"}"#
    }

    /// Primary rate limit spent, authenticated caller.
    static func rateLimitAuthenticated(userID: Int, requestID: String) -> String {
        #"{"message":"API rate limit exceeded for user ID "# + String(userID)
            + ". If you reach out to GitHub Support for help, please include the request ID " + requestID
            + #".","documentation_url":"https://docs.github.com/rest/overview/rate-limits-for-the-rest-api"}"#
    }

    /// Secondary rate limit.
    static func secondaryRateLimit(requestID: String) -> String {
        #"{"message":"You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID "#
            + requestID
            + #".","documentation_url":"https://docs.github.com/free-pro-team@latest/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits"}"#
    }
}
