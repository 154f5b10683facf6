import FoundationEssentials

/// User or search mode: the toggle and the search limit's wait.
public enum ModeAction: Sendable, Equatable {
    /// Ctrl-T: switch between user and search mode; each keeps its last line.
    case toggle
    /// The quota-aware throttle waits for the search limit's reset until
    /// this time; nil: it searches again.
    case quotaWait(until: Date?)
}
