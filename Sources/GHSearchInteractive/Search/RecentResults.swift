/// Results seen earlier this session, by lower-cased login, so going back
/// to a name shows its rows at once (and revalidates them). Bounded: the
/// least recently stored login goes first.
public struct RecentResults: Sendable, Equatable {
    public static let capacity = 32

    private var byLogin = RecentlyStored<String, LoadedResults>(capacity: RecentResults.capacity)

    public init() {}

    public func results(for login: String) -> LoadedResults? {
        byLogin.value(for: login.lowercased())
    }

    /// Stores `loaded` (as not loading more) as the newest entry.
    public mutating func remember(_ loaded: LoadedResults) {
        var stored = loaded
        stored.loadingMore = false
        stored.pendingPages = 0
        byLogin.remember(stored, for: loaded.login.lowercased())
    }
}
