import FoundationEssentials
import GHSearchGitHub

/// The search stream's answers, the pages' and the response cache's, the
/// quota, the list's requests for pages and the loading's timers.
public enum LoadingAction: Sendable, Equatable {
    /// `.search`: the stream sent a request for `subject` (the spinner shows).
    case searchStarted(SearchSubject)
    /// `.search`: the response cache's first page of `subject`, read while
    /// the request revalidates it: shown at once, marked, until
    /// `.searchFinished` (stale-while-revalidate).
    case searchCached(SearchSubject, page: RepositoryPage)
    /// `.search`: the stream's request for `subject` ended (nil: the line
    /// named nobody); a failure is the per-request fallback (an empty list)
    /// plus the reason.
    case searchFinished(SearchSubject?, outcome: SearchOutcome)
    /// `.loadPage`, `.loadPages`: the page of `subject` fetched from `url`
    /// (a link exactly as followed) arrived, or why it did not.
    case pageLoaded(SearchSubject, url: String, Result<RepositoryPage, GitHubError>)
    /// `.loadCachedRows`: what the response cache holds of `subject`'s list (nil: nothing).
    case cachedRowsLoaded(SearchSubject, RepositoryPage?)
    /// GitHub reported its rate limit on some answer (a 404 spends quota too).
    case quotaChanged(RateLimit)

    /// The list's action asked for pages (`FeatureStep.load`).
    case listAsked(ListLoad)
    /// The mode changed: the list starts afresh on this line (`FeatureStep.freshList`).
    case freshList(String)

    /// The `.rateLimitRetry` timer ticked at wall-clock time `now`.
    case retryTicked(now: Date)
    /// The `.spinner` timer ticked.
    case spinnerTicked
}
