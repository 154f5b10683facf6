import GHSearchGitHub
/// What the view model pushes into the search stream (`SearchEffect.search`):
/// the login to search, a retry generation, and whether it skips the
/// throttle window. The stream is deduplicated on login and generation, so
/// only a changed name (or an explicit retry) sends a request.
public struct SearchKey: Sendable, Equatable {
    public var login: String
    /// Raised by the view model for a search that must go out again for
    /// the same name (Enter after a retryable failure, a rate limit's reset).
    public var generation: Int
    /// Passes the throttle window at once (Enter, clearing, a retry).
    public var urgent: Bool
    // MARK: Search all of GitHub
    /// Which mode the line was typed in; in `.search`, `login` is the
    /// query's subject (`SearchMode.searchSubject`).
    public var mode: SearchMode
    /// In `.search`, the line as typed (a trailing space means the last word
    /// is finished: the quota-aware throttle reads it); empty otherwise.
    public var text: String

    public init(login: String, generation: Int, urgent: Bool, mode: SearchMode = .user, text: String = "") {
        self.login = login
        self.generation = generation
        self.urgent = urgent
        self.mode = mode
        self.text = text
    }

    public static func sameSearch(_ a: SearchKey, _ b: SearchKey) -> Bool {
        a.login == b.login && a.generation == b.generation && a.mode == b.mode
    }

    /// What the key asks for: a user's list, `@me`, a search or whose stars.
    public var subject: SearchSubject {
        switch SearchSubject(name: login) {
        case .search(let query) where mode == .search: .search(query)
        case .search: .user(login)  // a user-mode word that only looks like a search's name
        case let subject: subject
        }
    }
}
