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

    public static func events<Keys: AsyncSequence & Sendable, C: Clock>(
        keys: Keys,
        clock: C,
        interval: Duration = throttleInterval,
        search: @escaping @Sendable (String) async -> SearchOutcome
    ) -> some AsyncSequence<SearchEvent, Never> & Sendable
    where Keys.Element == SearchKey, Keys.Failure == Never, C.Duration == Duration {
        keys.throttle(for: interval, clock: clock, latest: true, passingAtOnce: { $0.urgent })
            .removeDuplicates(by: { SearchKey.sameSearch($0, $1) })
            .flatMapLatest { key in SearchRun(login: key.login, search: search) }
    }
}
