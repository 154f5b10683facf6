import FoundationEssentials

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

    public init(until: Date, reason: Reason, rateLimit: RateLimit? = nil) {
        self.until = until
        self.reason = reason
        self.rateLimit = rateLimit
    }
}
