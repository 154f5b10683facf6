import GHSearchGitHub
/// What the search stream reports to the view model.
public enum SearchEvent: Sendable, Equatable {
    /// A request for `subject` is on its way (the spinner shows).
    case started(SearchSubject)
    /// What the response cache holds of `subject`'s first page, read
    /// without a request while the request (its revalidation) is on its
    /// way: drawn at once, marked, until `finished` (stale-while-revalidate).
    case cached(SearchSubject, page: RepositoryPage)
    /// The request for `subject` ended (nil: the line named nobody, and
    /// the outcome is `cleared`); a failure is already the fallback (an
    /// empty list) plus the reason.
    case finished(SearchSubject?, outcome: SearchOutcome)
}

public enum SearchOutcome: Sendable, Equatable {
    /// An empty name: `0 Repositories`, and no request was made.
    case cleared
    case loaded(RepositoryPage)
    case failed(GitHubError)
}
