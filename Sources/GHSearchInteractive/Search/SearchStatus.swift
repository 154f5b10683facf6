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
    /// (or the rows it keeps), this says why.
    case failed(GitHubError, subject: SearchSubject)
}
