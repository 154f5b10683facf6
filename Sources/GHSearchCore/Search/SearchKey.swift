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

    public init(login: String, generation: Int, urgent: Bool) {
        self.login = login
        self.generation = generation
        self.urgent = urgent
    }

    public static func sameSearch(_ a: SearchKey, _ b: SearchKey) -> Bool {
        a.login == b.login && a.generation == b.generation
    }
}
