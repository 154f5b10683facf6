import GHSearchInteractive
import GHSearchGitHub
import AsyncOperators
import GHSearchQuota
/// The search stream, composed in exactly one place — the reference pipeline:
///
///     keys.throttle(by: quota)                first at once, then the latest per 0.3 s window
///                                             (a search-mode query: only as the search limit allows)
///         .removeDuplicates()                 same name (and generation) → no request
///         .flatMapLatest(search)              a new name aborts the request in flight
///
/// `search` does one search with its retries and returns the per-request
/// fallback (a failure is a value), so the stream survives every error.
/// `cached` reads, without a request, what the response cache holds of the
/// key's first page, so the inner run shows it before `search` answers
/// (stale-while-revalidate); a newer key cancels both.
public enum SearchPipeline {
    public static let throttleInterval: Duration = .milliseconds(300)

    ///
    /// `passed` sees every key that came through the throttle and the
    /// deduplication, in order, before its search starts (and before the
    /// next key is read): what the stream sent to the network. Tests use it
    /// to prove that an input sent nothing.
    ///
    /// `quota` is the quota-aware throttle (`QuotaThrottle`): for keys that
    /// spend no search (user mode, `@me`) it is the reference throttle,
    /// `throttle(0.3 s, latest: true)` with urgent keys at once; for a
    /// search-mode query it spends the search limit only on settled text
    /// when the limit runs low, and nothing until the reset when it is spent.
    public static func events<Keys: AsyncSequence & Sendable, C: Clock>(
        keys: Keys,
        quota: QuotaThrottle<SearchKey, C>,
        passed: @escaping @Sendable (SearchKey) -> Void = { _ in },
        cached: @escaping @Sendable (SearchKey) async -> RepositoryPage? = { _ in nil },
        search: @escaping @Sendable (SearchKey) async -> SearchOutcome
    ) -> some AsyncSequence<SearchEvent, Never> & Sendable
    where Keys.Element == SearchKey, Keys.Failure == Never, C.Duration == Duration {
        keys.throttle(by: quota)
            .removeDuplicates(by: { SearchKey.sameSearch($0, $1) })
            .flatMapLatest { key in
                passed(key)
                return SearchRun(subject: key.subject, cached: { _ in await cached(key) }, search: { _ in await search(key) })
            }
    }
}
