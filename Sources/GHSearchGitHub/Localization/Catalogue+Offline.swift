import FoundationEssentials
import GHSearchText

/// The words of answers from the cache when GitHub is out of reach, and of
/// `--offline`, in English and Korean.
extension Catalogue {
    /// `3 min ago`: how long ago `storedAt` was, nil when it is not known.
    func age(of storedAt: Date?, now: Date) -> String? {
        storedAt.map { RelativeTime.describe($0, relativeTo: now, catalog: relativeTime) }
    }

    /// `cached 3 min ago`, nil when the age is not known.
    public func cachedAgo(_ storedAt: Date?, now: Date) -> String? {
        age(of: storedAt, now: now).map { ko ? "\($0) 캐시" : "cached \($0)" }
    }

    /// `cached 3 min ago · offline` (the status line's mark; `cached` alone
    /// when the age is not known).
    public func cachedOffline(_ stale: StaleAnswer, now: Date) -> String {
        (cachedAgo(stale.storedAt, now: now) ?? (ko ? "캐시" : "cached")) + (ko ? " · 오프라인" : " · offline")
    }

    /// `--once` on standard error after rows shown from the cache:
    /// `Shown from the cache (cached 3 min ago): <why GitHub was out of reach>`,
    /// or with `--offline`, `Shown from the cache (cached 3 min ago; --offline).`
    public func staleNote(_ stale: StaleAnswer, now: Date, apiURL: String) -> String {
        if ko {
            let when = age(of: stale.storedAt, now: now).map { "\($0) 받은 " } ?? ""
            if stale.isOfflineMode { return "캐시에서 보여 줍니다 (\(when)응답; --offline)." }
            return "캐시에서 보여 줍니다 (\(when)응답): " + describe(stale.failure, apiURL: apiURL, now: now)
        }
        let when = cachedAgo(stale.storedAt, now: now) ?? "cached"
        if stale.isOfflineMode { return "Shown from the cache (\(when); --offline)." }
        return "Shown from the cache (\(when)) because GitHub could not be reached: "
            + describe(stale.failure, apiURL: apiURL, now: now)
    }
}
