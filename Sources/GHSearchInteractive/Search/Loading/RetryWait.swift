import FoundationEssentials
import GHSearchGitHub

/// When a rate-limited search goes out again: carried by the `.failed`
/// status it belongs to (the `.rateLimitRetry` timer runs exactly while
/// the status carries one).
public enum RetryWait: Sendable, Equatable {
    /// When the wall clock passes this time (the primary limit's reset,
    /// plus a second of margin).
    case at(Date)
    /// After this many more countdown ticks (the secondary limit's
    /// `retry-after`, in seconds).
    case afterTicks(Int)

    /// The wait after `error`; nil when the search is not tried again by itself.
    init?(after error: GitHubError) {
        if case .rateLimited(let limit) = error, let reset = limit.reset {
            self = .at(reset.addingTimeInterval(1))
        } else if case .secondaryRateLimit(let retryAfter, _) = error {
            self = .afterTicks(retryAfter ?? 60)
        } else {
            return nil
        }
    }
}
