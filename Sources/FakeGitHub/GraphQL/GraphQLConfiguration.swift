/// How the fake's `POST /graphql` behaves: GitHub's limits by default
/// (5,000 points an hour per token, 2,000 queries a minute), with switches
/// for the answers a client must survive.
public struct GraphQLConfiguration: Sendable, Hashable {
    /// Points per window and token (GitHub: 5,000 an hour).
    public var pointsPerWindow: Int
    /// Length of the points window in seconds, from the first query of it.
    public var resetSeconds: Int
    /// Queries per secondary window and token before a secondary-limit 403
    /// (GitHub: 2,000 points a minute, a query without mutations being 1).
    public var secondaryPointsPerWindow: Int
    /// Length of the secondary window in seconds (GitHub: 60).
    public var secondaryWindowSeconds: Int
    /// How `repositoryOwner(login:)` answers an unknown login.
    public var unknownOwner: UnknownOwner
    /// Queries asking for more nodes than this time out (GitHub answers a
    /// query it cannot finish within 10 seconds with a 502); nil: never.
    public var timeoutAboveNodes: Int?
    /// Owners (logins, compared case-insensitively) whose `repositories`
    /// connection never ends: past its last repository it starts again
    /// from the first, under ever new cursors, always with `hasNextPage`
    /// (a server that repeats itself; docs/RELIABILITY.md, "Pagination").
    public var repeatingOwners: Set<String>

    public enum UnknownOwner: Sendable, Hashable {
        /// `null` without an error, as GitHub answers `repositoryOwner`.
        case null
        /// `null` with a `NOT_FOUND` error naming the field's path, as GitHub
        /// answers `user(login:)` and `organization(login:)`.
        case notFoundError
    }

    public init(pointsPerWindow: Int = 5_000, resetSeconds: Int = 3_600, secondaryPointsPerWindow: Int = 2_000,
                secondaryWindowSeconds: Int = 60, unknownOwner: UnknownOwner = .null, timeoutAboveNodes: Int? = nil,
                repeatingOwners: Set<String> = []) {
        self.pointsPerWindow = pointsPerWindow
        self.resetSeconds = resetSeconds
        self.secondaryPointsPerWindow = secondaryPointsPerWindow
        self.secondaryWindowSeconds = secondaryWindowSeconds
        self.unknownOwner = unknownOwner
        self.timeoutAboveNodes = timeoutAboveNodes
        self.repeatingOwners = Set(repeatingOwners.map { $0.lowercased() })
    }

    var primaryQuota: QuotaConfiguration {
        QuotaConfiguration(limit: max(0, pointsPerWindow), resetSeconds: max(1, resetSeconds))
    }

    var secondaryQuota: QuotaConfiguration {
        QuotaConfiguration(limit: max(0, secondaryPointsPerWindow), resetSeconds: max(1, secondaryWindowSeconds))
    }
}

/// Which of a caller's rate limits to read.
public enum QuotaResource: String, Sendable, CaseIterable {
    /// REST requests.
    case core
    /// GraphQL points.
    case graphql
}
