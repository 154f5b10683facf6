/// How to ask for the token's own repositories (`GET /user/repos`, `@me`):
/// which affiliations and visibility, in which order.
public struct OwnRepositoryOptions: Sendable, Equatable {
    public enum Affiliation: String, Sendable, CaseIterable {
        case owner, collaborator
        case organizationMember = "organization_member"
    }

    public enum Visibility: String, Sendable, CaseIterable {
        case all, `public`, `private`
    }

    /// Empty means GitHub's default (all three).
    public var affiliations: [Affiliation]
    public var visibility: Visibility?
    public var sort: ListOptions.Sort?
    /// 1…100.
    public var perPage: Int

    public init(affiliations: [Affiliation] = [], visibility: Visibility? = nil, sort: ListOptions.Sort? = nil,
                perPage: Int = 100) {
        self.affiliations = affiliations
        self.visibility = visibility
        self.sort = sort
        self.perPage = max(1, min(100, perPage))
    }
}
