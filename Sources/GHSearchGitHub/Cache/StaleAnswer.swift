import FoundationEssentials

/// A page shown from the response cache because GitHub could not be
/// reached (RFC 5861's stale-if-error): a connection failure, a timeout or
/// a 5xx after every attempt, or `--offline`, which sends nothing. The
/// rows are marked with it: `cached 3 min ago · offline` on the status
/// line, a line on standard error and exit status 5 for `--once`.
public struct StaleAnswer: Sendable, Equatable {
    /// When the cached answer was fetched (nil: not known).
    public var storedAt: Date?
    /// Why the cache answered: the failure after every attempt, or
    /// `.transport(.offline)` with `--offline`.
    public var failure: GitHubError

    public init(storedAt: Date?, failure: GitHubError) {
        self.storedAt = storedAt
        self.failure = failure
    }

    /// Whether `--offline` asked for it (rather than a failure forcing it).
    public var isOfflineMode: Bool { failure == .transport(.offline) }

    /// The older of two marks (rows are as old as their oldest page; with
    /// an age unknown, the first).
    public func older(_ other: StaleAnswer?) -> StaleAnswer {
        guard let other, let theirs = other.storedAt, let mine = storedAt else { return self }
        return theirs < mine ? other : self
    }
}

extension GitHubError {
    /// GitHub could not be reached, or could not answer, after every
    /// attempt: what a cached answer may stand in for. Never a rate limit,
    /// a 4xx or an answer that could not be read.
    public var isUnreachable: Bool {
        switch self {
        case .serverError:
            return true
        case .transport(let error):
            switch error {
            case .timedOut, .couldNotConnect, .connectionFailed, .hostNotFound, .offline: return true
            case .bodyTooLarge, .headerTooLarge, .invalidURL, .cancelled, .other: return false
            }
        default:
            return false
        }
    }
}
