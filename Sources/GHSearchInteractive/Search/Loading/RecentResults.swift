import GHSearchGitHub
/// Results seen earlier this session, by subject (a login in any case is
/// the same list), so going back to a name shows its rows at once (and
/// revalidates them). Bounded: the least recently stored list goes first.
public struct RecentResults: Sendable, Equatable {
    public static let capacity = 32

    private var bySubject = RecentlyStored<SearchSubject, LoadedResults>(capacity: RecentResults.capacity)

    public init() {}

    public func results(for subject: SearchSubject?) -> LoadedResults? {
        subject.flatMap { bySubject.value(for: $0.folded) }
    }

    /// Stores `loaded` (as not loading more) as the newest entry.
    public mutating func remember(_ loaded: LoadedResults) {
        var stored = loaded
        stored.pendingPages = 0
        bySubject.remember(stored, for: loaded.subject.folded)
    }
}
