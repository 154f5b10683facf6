import GHSearchCLI
import GHSearchGitHub

/// The case of an `HTTPError` without its message, for expectations on
/// which kind of failure happened (libcurl's wording is its own business).
enum HTTPErrorKind: Equatable {
    case hostNotFound, couldNotConnect, timedOut, connectionFailed, bodyTooLarge, headerTooLarge, invalidURL, cancelled, other, offline

    init(_ error: HTTPError) {
        switch error {
        case .hostNotFound: self = .hostNotFound
        case .couldNotConnect: self = .couldNotConnect
        case .timedOut: self = .timedOut
        case .connectionFailed: self = .connectionFailed
        case .bodyTooLarge: self = .bodyTooLarge
        case .headerTooLarge: self = .headerTooLarge
        case .invalidURL: self = .invalidURL
        case .cancelled: self = .cancelled
        case .other: self = .other
        case .offline: self = .offline
        }
    }
}

extension Result where Failure == HTTPError {
    /// The kind of failure, or nil on success.
    var errorKind: HTTPErrorKind? {
        guard case .failure(let error) = self else { return nil }
        return HTTPErrorKind(error)
    }
}
