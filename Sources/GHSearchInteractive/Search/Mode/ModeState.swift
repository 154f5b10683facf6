import FoundationEssentials
import GHSearchGitHub

/// User or search mode's own state.
public struct ModeState: Sendable, Equatable {
    /// What the prompt searches: one user's repositories, or all of GitHub.
    public var mode: SearchMode
    /// The line each mode had when the user toggled away from it.
    public var savedLines: [SearchMode: String] = [:]
    /// The newest search limit GitHub reported (`x-ratelimit-resource:
    /// search`, counted apart from `quota`).
    public var searchQuota: RateLimit?
    /// While the search limit is spent: when the quota-aware throttle
    /// searches again (the `.searchQuotaCountdown` timer runs exactly while set).
    public var searchWaitUntil: Date?

    public init(mode: SearchMode = .user, savedLines: [SearchMode: String] = [:], searchQuota: RateLimit? = nil,
                searchWaitUntil: Date? = nil) {
        self.mode = mode
        self.savedLines = savedLines
        self.searchQuota = searchQuota
        self.searchWaitUntil = searchWaitUntil
    }
}

extension ModeState {
    /// Whether the search limit's countdown runs: it is spent and the prompt searches.
    public var countsDown: Bool { searchWaitUntil != nil && mode == .search }
}
