import GHSearchGitHub
import GHSearchQuota
/// How the interactive mode's searches of all of GitHub and of the token's
/// own repositories are asked: `--sort`/`--order` for a search, the
/// affiliations and visibility for `@me`, the order of stars, and the quota-aware throttle's
/// numbers.
public struct SearchModeOptions: Sendable, Equatable {
    public var sort: RepositorySearchRequest.Sort?
    public var order: RepositorySearchRequest.Order?
    public var own: OwnRepositoryOptions
    public var policy: QuotaThrottlePolicy
    /// `--sort` over stars (`starred:USER`; nil: GitHub's, the newest star first).
    public var starredOrder: StarredOrder?

    public init(sort: RepositorySearchRequest.Sort? = nil, order: RepositorySearchRequest.Order? = nil,
                own: OwnRepositoryOptions = OwnRepositoryOptions(), policy: QuotaThrottlePolicy = QuotaThrottlePolicy()) {
        self.sort = sort
        self.order = order
        self.own = own
        self.policy = policy
    }

    /// The request for a search-mode query.
    public func request(_ query: String) -> RepositorySearchRequest {
        RepositorySearchRequest(query: query, sort: sort, order: order)
    }
}
