/// How to ask for a user's repositories.
public struct ListOptions: Sendable, Equatable {
    public enum RepositoryType: String, Sendable, CaseIterable {
        case owner, member, all
    }

    public enum Sort: String, Sendable, CaseIterable {
        case name, pushed, updated, created, stars

        /// GitHub sorts by these itself; `stars` it cannot, so it is done here.
        var apiSort: String? {
            switch self {
            case .name: "full_name"
            case .pushed, .updated, .created: rawValue
            case .stars: nil
            }
        }

        var apiDirection: String? {
            switch self {
            case .name: "asc"
            case .pushed, .updated, .created: "desc"
            case .stars: nil
            }
        }
    }

    public var type: RepositoryType?
    public var sort: Sort?
    /// 1…100; GitHub's maximum is what makes the fewest requests.
    public var perPage: Int

    public init(type: RepositoryType? = nil, sort: Sort? = nil, perPage: Int = 100) {
        self.type = type
        self.sort = sort
        self.perPage = max(1, min(100, perPage))
    }
}
