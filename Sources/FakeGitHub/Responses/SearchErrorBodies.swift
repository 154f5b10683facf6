/// Error bodies of `GET /search/repositories` and `GET /user/repos`.
///
/// `shared/github-recordings` holds no recording of either endpoint; these
/// texts are GitHub's answers as quoted verbatim in public issues and test
/// suites (`documentation_url` and the `"status"` member in their newest
/// quoted form, 2025–2026):
/// - 422 missing `q`: `{"message":"Validation Failed","errors":[{"resource":"Search","field":"q","code":"missing"}],…}`
///   (many client test suites and tutorials);
/// - 422 too long: errors[].message "The search is longer than 256 characters." (gh CLI output, REST test suites);
/// - 422 unknown `user:`/`org:`: errors[].message "The listed users and repositories cannot be
///   searched either because the resources do not exist or you do not have permission to view them."
///   (refined-github#1373, octokit.net#1381);
/// - 422 past the cap: "Only the first 1000 search results are available" (vscode#93983, with
///   `"status":"422"` in a 2026 quote);
/// - 403 search limit with a token: "… please include the request ID X and timestamp
///   YYYY-MM-DD HH:MM:SS UTC." (cli/cli#10426); without one, the core limit's text (the same
///   "API rate limit exceeded for {ip}" is quoted for search answers);
/// - 401 `/user/repos` without a token: "Requires authentication" (many quotes; anchor of the
///   endpoint's documentation);
/// - 422 `type` with `visibility`/`affiliation`: measured with `gh api` in 2026 (jv-k/gh-runs).
enum SearchErrorBodies {
    static let missingQuery =
        #"{"message":"Validation Failed","errors":[{"resource":"Search","field":"q","code":"missing"}],"documentation_url":"https://docs.github.com/v3/search","status":"422"}"#

    static let tooLong =
        #"{"message":"Validation Failed","errors":[{"message":"The search is longer than 256 characters.","resource":"Search","field":"q","code":"invalid"}],"documentation_url":"https://docs.github.com/v3/search/","status":"422"}"#

    static let unknownAccounts =
        #"{"message":"Validation Failed","errors":[{"message":"The listed users and repositories cannot be searched either because the resources do not exist or you do not have permission to view them.","resource":"Search","field":"q","code":"invalid"}],"documentation_url":"https://docs.github.com/v3/search/","status":"422"}"#

    static let beyondCap =
        #"{"message":"Only the first 1000 search results are available","documentation_url":"https://docs.github.com/v3/search/","status":"422"}"#

    static let requiresAuthentication =
        #"{"message":"Requires authentication","documentation_url":"https://docs.github.com/rest/repos/repos#list-repositories-for-the-authenticated-user","status":"401"}"#

    static let typeWithVisibilityOrAffiliation =
        #"{"message":"If you specify visibility or affiliation, you cannot specify type.","status":"422"}"#

    /// The search limit spent, with a token.
    static func rateLimitAuthenticated(userID: Int, requestID: String, now: Int) -> String {
        let iso = ISO8601Timestamp.string(fromEpochSeconds: Int64(now))  // 2025-02-12T18:18:31Z
        let stamp = "\(iso.prefix(10)) \(iso.dropFirst(11).prefix(8)) UTC"
        return #"{"message":"API rate limit exceeded for user ID "# + String(userID)
            + ". If you reach out to GitHub Support for help, please include the request ID " + requestID
            + " and timestamp " + stamp
            + #".","documentation_url":"https://docs.github.com/rest/overview/rate-limits-for-the-rest-api","status":"403"}"#
    }

    static func body(for rejection: RepositorySearch.Rejection) -> String {
        switch rejection {
        case .missingQuery: missingQuery
        case .tooLong: tooLong
        case .unknownAccounts: unknownAccounts
        }
    }
}
