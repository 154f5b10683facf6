import FoundationEssentials
import GHSearchGitHub

/// Why the table shows what it shows; the status line's subject.
public enum SearchStatus: Sendable, Equatable {
    /// Nothing typed yet.
    case idle
    /// Rows of the subject are on screen.
    case results
    /// The user exists and has no repositories.
    case noRepositories(SearchSubject)
    /// The search for `subject` failed: the table is the empty fallback
    /// (or the rows it keeps), this says why; `retry`: while rate limited,
    /// when the search goes out again by itself (nil once it has, or when it will not).
    case failed(GitHubError, subject: SearchSubject, retry: RetryWait? = nil)

    /// When a rate-limited search goes out again; nil in any other status.
    public var retry: RetryWait? {
        guard case .failed(_, _, let retry) = self else { return nil }
        return retry
    }
}
