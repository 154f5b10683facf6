import FoundationEssentials
import GHSearchGitHub

/// A GraphQL answer to a `GraphQLQueryPlan`, read: what came back for each
/// owner's alias, the errors GitHub listed, and the `rateLimit` object.
struct GraphQLResponse: Sendable, Equatable {
    /// What one alias holds.
    enum OwnerAnswer: Sendable, Equatable {
        /// A page of the owner's repositories.
        case page(Page)
        /// `null`: no such user or organisation (GitHub answers
        /// `repositoryOwner` for an unknown login with null and no error).
        case null
        /// Absent, or not in the shape asked for.
        case malformed(String)
    }

    struct Page: Sendable, Equatable {
        var repositories: [Repository]
        var totalCount: Int?
        var hasNextPage: Bool
        var endCursor: String?
        /// Nodes that were not repositories (not objects, or without a string `name`), left out.
        var skipped = 0
    }

    /// One entry of `errors`.
    struct Error: Sendable, Equatable {
        /// `NOT_FOUND`, `FORBIDDEN`, `RATE_LIMITED`, … (GitHub's `type`), if any.
        var type: String?
        var message: String
        /// The path, array indices as text (`["u3", "repositories"]`); empty for the whole query.
        var path: [String]
    }

    /// By alias, for every alias of the plan.
    var owners: [String: OwnerAnswer]
    var errors: [Error]
    /// `data` was null or absent: nothing ran.
    var hasNoData: Bool
    /// The `rateLimit` object, as the `x-ratelimit-*` headers would say it.
    var rateLimit: RateLimit?

    /// Reads `json`, an answer to a query of `aliases` (of users' stars with
    /// `stars`); nil when it is not a JSON object at all.
    init?(_ json: GraphQLJSON, aliases: [String], stars: Bool = false) {
        guard case .object = json else { return nil }
        errors = json["errors"]?.arrayValue?.map { entry in
            Error(type: entry["type"]?.stringValue,
                  message: entry["message"]?.stringValue ?? "an error without a message",
                  path: entry["path"]?.arrayValue?.compactMap { $0.stringValue ?? $0.intValue.map(String.init) } ?? [])
        } ?? []
        let data = json["data"]
        hasNoData = data == nil || data == .null
        var owners: [String: OwnerAnswer] = [:]
        for alias in aliases {
            owners[alias] = stars ? Self.stars(data?[alias]) : Self.owner(data?[alias])
        }
        self.owners = owners
        rateLimit = data?["rateLimit"].flatMap(Self.rateLimit)
    }

    init(owners: [String: OwnerAnswer], errors: [Error] = [], hasNoData: Bool = false, rateLimit: RateLimit? = nil) {
        self.owners = owners
        self.errors = errors
        self.hasNoData = hasNoData
        self.rateLimit = rateLimit
    }

    private static func owner(_ value: GraphQLJSON?) -> OwnerAnswer {
        connection(value, "repositories", items: "nodes", missing: "the answer has no repository list for this user",
                   misshapen: "the repository list is not in the shape asked for", repository: GraphQLRepositoryMapping.repository)
    }

    /// A user's `starredRepositories`: each edge's node, with its `starredAt`.
    private static func stars(_ value: GraphQLJSON?) -> OwnerAnswer {
        connection(value, "starredRepositories", items: "edges", missing: "the answer has no list of stars for this user",
                   misshapen: "the list of stars is not in the shape asked for") { edge -> Repository? in
            guard let node = edge["node"], var repository = GraphQLRepositoryMapping.repository(node) else { return nil }
            repository.starredAt = edge["starredAt"]?.stringValue.flatMap(ISO8601.parse)
            return repository
        }
    }

    /// An owner's connection `field`: its `items` (nodes or edges) as
    /// repositories, with `totalCount` and `pageInfo`; the messages say
    /// what is missing or misshapen.
    private static func connection(_ value: GraphQLJSON?, _ field: String, items: String, missing: String, misshapen: String,
                                   repository: (GraphQLJSON) -> Repository?) -> OwnerAnswer {
        guard let value else { return .malformed("the answer has no entry for this user") }
        if value == .null { return .null }
        guard let connection = value[field], case .object = connection else { return .malformed(missing) }
        guard let entries = connection[items]?.arrayValue, let pageInfo = connection["pageInfo"],
              let hasNextPage = pageInfo["hasNextPage"]?.boolValue else {
            return .malformed(misshapen)
        }
        let repositories = entries.compactMap(repository)
        return .page(Page(repositories: repositories,
                          totalCount: connection["totalCount"]?.intValue, hasNextPage: hasNextPage,
                          endCursor: pageInfo["endCursor"]?.stringValue, skipped: entries.count - repositories.count))
    }

    private static func rateLimit(_ value: GraphQLJSON) -> RateLimit? {
        guard case .object = value else { return nil }
        let reset = value["resetAt"]?.stringValue.flatMap(ISO8601.parse)
        let limit = RateLimit(limit: value["limit"]?.intValue, remaining: value["remaining"]?.intValue,
                              used: value["used"]?.intValue, reset: reset, resource: "graphql")
        return limit.remaining == nil && limit.limit == nil ? nil : limit
    }

    /// The errors whose path starts at `alias`.
    func errors(for alias: String) -> [Error] {
        errors.filter { $0.path.first == alias }
    }

    /// Errors about the whole query (no path, or one no alias of it explains).
    func queryErrors(aliases: Set<String>) -> [Error] {
        errors.filter { $0.path.first.map { !aliases.contains($0) && $0 != "rateLimit" } ?? true }
    }
}
