import GHSearchGitHub

/// The search stream's and the page loading's own state: what a request
/// is in flight for, why the table shows what it shows, the core quota,
/// the rows seen this session and the spinner. The rows themselves are the
/// list's (`ListState.results`): the loading fills them in place.
public struct LoadingState: Sendable, Equatable {
    /// What a request is in flight for (the spinner shows).
    public var searching: SearchSubject?
    /// Why the table shows what it shows; while rate limited, when the
    /// search goes out again (`SearchStatus.failed`'s wait).
    public var status: SearchStatus = .idle
    /// The newest core rate limit GitHub reported (the search limit is the mode's).
    public var quota: RateLimit?
    /// Results seen earlier this session, shown at once when the user goes
    /// back to that name.
    public var recent = RecentResults()
    /// The spinner: turning (its timer runs) while a request is in flight.
    public var spinner = Spinner.stopped
}

extension LoadingState {
    /// What the search that ended in the `.failed` status was for; nil in any other status.
    public var failedSubject: SearchSubject? {
        guard case .failed(_, let subject, _) = status else { return nil }
        return subject
    }

    /// The subject of the search that failed in a way another attempt may
    /// cure (offline, time out, 5xx), while none is in flight.
    var retryableSubject: SearchSubject? {
        guard case .failed(let error, let subject, _) = status, searching == nil, error.isRetryable else { return nil }
        return subject
    }
}
