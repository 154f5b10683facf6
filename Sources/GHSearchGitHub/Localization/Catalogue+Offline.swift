import FoundationEssentials
import GHSearchText

/// The words of answers from the cache when GitHub is out of reach, and of
/// `--offline`, in English and Korean.
extension Catalogue {
    /// `cached 3 min ago · offline` (the status line's mark; `cached` alone
    /// when the age is not known).
    public func cachedOffline(_ stale: StaleAnswer, now: Date) -> String {
        let age = stale.storedAt.map { RelativeTime.describe($0, relativeTo: now, catalog: relativeTime) }
        if ko {
            return (age.map { "\($0) 캐시" } ?? "캐시") + " · 오프라인"
        }
        return (age.map { "cached \($0)" } ?? "cached") + " · offline"
    }

    /// `--once` on standard error after rows shown from the cache:
    /// `Shown from the cache (cached 3 min ago): <why GitHub was out of reach>`,
    /// or with `--offline`, `Shown from the cache (cached 3 min ago; --offline).`
    public func staleNote(_ stale: StaleAnswer, now: Date, apiURL: String) -> String {
        let age = stale.storedAt.map { RelativeTime.describe($0, relativeTo: now, catalog: relativeTime) }
        if ko {
            let when = age.map { "\($0) 받은 " } ?? ""
            if stale.isOfflineMode { return "캐시에서 보여 줍니다 (\(when)응답; --offline)." }
            return "캐시에서 보여 줍니다 (\(when)응답): " + describe(stale.failure, apiURL: apiURL, now: now)
        }
        let when = age.map { "cached \($0)" } ?? "cached"
        if stale.isOfflineMode { return "Shown from the cache (\(when); --offline)." }
        return "Shown from the cache (\(when)) because GitHub could not be reached: "
            + describe(stale.failure, apiURL: apiURL, now: now)
    }
}
