import FoundationEssentials
import GHSearchGitHub
import GHSearchText

extension Catalogue {
    /// The status line while rows from the cache are on screen and their
    /// request is on its way: `cached 3 min ago · checking for changes…`
    /// (`checking for changes…` alone when the age is not known).
    public func revalidating(_ mark: RevalidationMark, now: Date) -> String {
        (cachedAgo(mark.storedAt, now: now).map { $0 + " · " } ?? "") + (ko ? "변경 확인 중…" : "checking for changes…")
    }
}
