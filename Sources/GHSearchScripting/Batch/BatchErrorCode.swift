import GHSearchGitHub
/// The `error` value of a failed user's JSON line.
public enum BatchErrorCode: String, Sendable, CaseIterable {
    case not_found, invalid_login, rate_limited, server_error, network, bad_credentials, forbidden, invalid_response
    case too_many_repositories

    public init(_ error: GitHubError) {
        switch error {
        case .invalidLogin: self = .invalid_login
        case .userNotFound: self = .not_found
        case .badCredentials, .authenticationRequired: self = .bad_credentials
        case .rateLimited, .secondaryRateLimit: self = .rate_limited
        case .forbidden: self = .forbidden
        case .serverError, .serverFailure: self = .server_error
        case .transport: self = .network
        case .tooManyRepositories: self = .too_many_repositories
        case .notGitHubAPI, .unexpectedStatus, .invalidResponse, .notRepositories, .tooManyRedirects, .paginationLoop, .paginationPastLastPage,
             .endlessPagination, .pageNotFound, .linkToAnotherOrigin, .redirectToAnotherOrigin:
            self = .invalid_response
        // A refused or too long query (--batch --search).
        case .invalidQuery, .queryTooLong, .searchTextTooLong, .searchLimitReserved: self = .invalid_response
        }
    }
}
