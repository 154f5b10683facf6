import GHSearchGitHub
@testable import GHSearchInteractive

/// The loading's actions as the view model's tests write them: the search
/// stream's answers by their own names (`.pageLoaded(…)` is
/// `.loading(.pageLoaded(…))`), as `SearchSession` sends them.
extension SearchAction {
    static func searchStarted(_ subject: SearchSubject) -> Self { .loading(.searchStarted(subject)) }
    static func searchCached(_ subject: SearchSubject, page: RepositoryPage) -> Self { .loading(.searchCached(subject, page: page)) }
    static func searchFinished(_ subject: SearchSubject?, outcome: SearchOutcome) -> Self {
        .loading(.searchFinished(subject, outcome: outcome))
    }
    static func pageLoaded(_ subject: SearchSubject, url: String, _ outcome: Result<RepositoryPage, GitHubError>) -> Self {
        .loading(.pageLoaded(subject, url: url, outcome))
    }
    static func cachedRowsLoaded(_ subject: SearchSubject, _ page: RepositoryPage?) -> Self { .loading(.cachedRowsLoaded(subject, page)) }
    static func quotaChanged(_ limit: RateLimit) -> Self { .loading(.quotaChanged(limit)) }
}
