import AsyncOperators
/// The search stream, composed in exactly one place — the reference pipeline:
///
///     keys.throttle(0.3 s, latest: true)      first at once, then the latest per window
///         .removeDuplicates()                 same name (and generation) → no request
///         .flatMapLatest(search)              a new name aborts the request in flight
///
/// `search` does one search with its retries and returns the per-request
/// fallback (a failure is a value), so the stream survives every error.
public enum SearchPipeline {
    public static let throttleInterval: Duration = .milliseconds(300)

    ///
    /// `passed` sees every key that came through the throttle and the
    /// deduplication, in order, before its search starts (and before the
    /// next key is read): what the stream sent to the network. Tests use it
    /// to prove that an input sent nothing.
    public static func events<Keys: AsyncSequence & Sendable, C: Clock>(
        keys: Keys,
        clock: C,
        interval: Duration = throttleInterval,
        passed: @escaping @Sendable (SearchKey) -> Void = { _ in },
        search: @escaping @Sendable (String) async -> SearchOutcome
    ) -> some AsyncSequence<SearchEvent, Never> & Sendable
    where Keys.Element == SearchKey, Keys.Failure == Never, C.Duration == Duration {
        keys.throttle(for: interval, clock: clock, latest: true, passingAtOnce: { $0.urgent })
            .removeDuplicates(by: { SearchKey.sameSearch($0, $1) })
            .flatMapLatest { key in
                passed(key)
                return SearchRun(login: key.login, search: search)
            }
    }
}
