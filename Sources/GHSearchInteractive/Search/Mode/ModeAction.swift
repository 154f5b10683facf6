import FoundationEssentials
import GHSearchGitHub

/// User or search mode: the toggle, the search limit and its wait.
public enum ModeAction: Sendable, Equatable {
    /// Ctrl-T: switch between user and search mode; each keeps its last line.
    case toggle
    /// The quota-aware throttle waits for the search limit's reset until
    /// this time; nil: it searches again.
    case quotaWait(until: Date?)
    /// GitHub reported the search limit (`x-ratelimit-resource: search`).
    case searchQuotaReported(RateLimit)
    /// The `.searchQuotaCountdown` timer ticked.
    case countdownTicked
}
