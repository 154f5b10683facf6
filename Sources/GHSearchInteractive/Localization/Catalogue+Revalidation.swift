import FoundationEssentials
import GHSearchText

extension Catalogue {
    /// The status line while rows from the cache are on screen and their
    /// request is on its way: `cached 3 min ago · checking for changes…`
    /// (`checking for changes…` alone when the age is not known).
    public func revalidating(_ mark: RevalidationMark, now: Date) -> String {
        let age = mark.storedAt.map { RelativeTime.describe($0, relativeTo: now, catalog: relativeTime) }
        if ko {
            return (age.map { "\($0) 캐시 · " } ?? "") + "변경 확인 중…"
        }
        return (age.map { "cached \($0) · " } ?? "") + "checking for changes…"
    }
}
