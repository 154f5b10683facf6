/// What the prompt feeds into the search stream.
public enum SearchInput: Sendable, Equatable {
    /// A batch of keystrokes changed the line (throttled).
    case typed(String)
    /// Enter: search at once, skipping the throttle window.
    case submitted(String)
    /// Search again even if the name is unchanged (after a failure, or when
    /// the rate limit has reset).
    case retry(String)
}

/// The key the search stream is deduplicated on: a login and a retry
/// generation, so only a changed name (or an explicit retry) sends a request.
public struct SearchKey: Sendable, Equatable {
    public var login: String
    public var generation: Int
    /// Passes the throttle window at once.
    public var urgent: Bool

    public static func sameSearch(_ a: SearchKey, _ b: SearchKey) -> Bool {
        a.login == b.login && a.generation == b.generation
    }
}
