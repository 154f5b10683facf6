@testable import GHSearchCLI
@testable import GHSearchGitHub

/// The primary rate limit that the batch stubs (`StubGitHub`, `StubGraphQL`)
/// play in virtual time: `limit` requests per window of `window` seconds,
/// the window starting at the first request after the previous one ended,
/// as GitHub's does.
struct StubQuotaWindow {
    let limit: Int
    let window: Int
    private var start: Int?
    private var used = 0

    init(limit: Int, window: Int) {
        self.limit = limit
        self.window = window
    }

    /// What a request sent at second `t` gets: `.spent` with what remains
    /// after it, or `.exhausted` (nothing left until `reset`).
    enum Answer: Equatable {
        case spent(remaining: Int, reset: Int)
        case exhausted(reset: Int)
    }

    mutating func spend(at t: Int) -> Answer {
        if let start, t >= start + window {
            self.start = nil
            used = 0
        }
        let start = self.start ?? t
        self.start = start
        guard used < limit else { return .exhausted(reset: start + window) }
        used += 1
        return .spent(remaining: limit - used, reset: start + window)
    }

    /// The rate-limit headers GitHub sends with an answer from `resource`.
    func headers(remaining: Int, reset: Int, resource: String) -> HTTPHeaders {
        HTTPHeaders([("x-ratelimit-limit", "\(limit)"), ("x-ratelimit-remaining", "\(remaining)"),
                     ("x-ratelimit-reset", "\(reset)"), ("x-ratelimit-resource", resource)])
    }
}
