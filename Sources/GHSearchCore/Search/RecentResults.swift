/// Results seen earlier this session, by lower-cased login, so going back
/// to a name shows its rows at once (and revalidates them). Bounded: the
/// least recently stored login goes first.
public struct RecentResults: Sendable, Equatable {
    public static let capacity = 32

    private var byLogin: [String: LoadedResults] = [:]
    /// Lower-cased logins, least recently stored first.
    private var order: [String] = []

    public init() {}

    public func results(for login: String) -> LoadedResults? {
        byLogin[login.lowercased()]
    }

    /// Stores `loaded` (as not loading more) as the newest entry.
    public mutating func remember(_ loaded: LoadedResults) {
        var stored = loaded
        stored.loadingMore = false
        stored.pendingPages = 0
        let key = loaded.login.lowercased()
        byLogin[key] = stored
        order.removeAll { $0 == key }
        order.append(key)
        if order.count > RecentResults.capacity {
            byLogin[order.removeFirst()] = nil
        }
    }
}
