/// The `error` value of a failed user's JSON line.
public enum BatchErrorCode: String, Sendable, CaseIterable {
    case not_found, invalid_login, rate_limited, server_error, network, bad_credentials, forbidden, invalid_response

    public init(_ error: GitHubError) {
        switch error {
        case .invalidLogin: self = .invalid_login
        case .userNotFound: self = .not_found
        case .badCredentials, .authenticationRequired: self = .bad_credentials
        case .rateLimited, .secondaryRateLimit: self = .rate_limited
        case .forbidden: self = .forbidden
        case .serverError: self = .server_error
        case .transport: self = .network
        case .unexpectedStatus, .invalidResponse, .tooManyRedirects, .paginationLoop: self = .invalid_response
        // Search errors: batch does not search by keyword yet (issue #15 gives them their own code).
        case .invalidQuery, .queryTooLong: self = .invalid_response
        }
    }
}
