import GHSearchGitHub
/// What the view model pushes into the search stream (`SearchEffect.search`):
/// what to list, a retry generation, and whether it skips the throttle
/// window. The stream is deduplicated on subject and generation, so only a
/// changed name (or an explicit retry) sends a request.
public struct SearchKey: Sendable, Equatable {
    /// What the line lists; nil while it names nobody (the list clears).
    public var subject: SearchSubject?
    /// Raised by the view model for a search that must go out again for
    /// the same name (Enter after a retryable failure, a rate limit's reset).
    public var generation: Int
    /// Passes the throttle window at once (Enter, clearing, a retry).
    public var urgent: Bool
    // MARK: Search all of GitHub
    /// Which mode the line was typed in.
    public var mode: SearchMode
    /// In `.search`, the line as typed (a trailing space means the last word
    /// is finished: the quota-aware throttle reads it); empty otherwise.
    public var text: String

    public init(subject: SearchSubject?, generation: Int, urgent: Bool, mode: SearchMode = .user, text: String = "") {
        self.subject = subject
        self.generation = generation
        self.urgent = urgent
        self.mode = mode
        self.text = text
    }

    public static func sameSearch(_ a: SearchKey, _ b: SearchKey) -> Bool {
        a.subject == b.subject && a.generation == b.generation && a.mode == b.mode
    }
}
