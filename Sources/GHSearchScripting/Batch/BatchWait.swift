import FoundationEssentials
import GHSearchGitHub

/// A pause of the batch, as progress shows it.
public struct BatchWait: Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        /// The primary quota is spent until its reset.
        case quota
        /// A secondary limit (`retry-after`, or a back-off).
        case secondaryLimit
    }

    public var until: Date
    public var reason: Reason
    /// The quota as last seen when the wait began.
    public var rateLimit: RateLimit?
    /// When the server asked for a wait longer than any real one
    /// (`RateLimit.maximumWait`): the time it named, not obeyed; `until`
    /// is then the most the batch waits.
    public var asked: Date?

    public init(until: Date, reason: Reason, rateLimit: RateLimit? = nil, asked: Date? = nil) {
        self.until = until
        self.reason = reason
        self.rateLimit = rateLimit
        self.asked = asked
    }
}
