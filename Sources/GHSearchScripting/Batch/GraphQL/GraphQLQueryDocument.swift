import GHSearchGitHub
/// The body of `POST /graphql` for a plan: the query text, which depends only
/// on how many owners it holds and what is selected, and the variables,
/// which carry every login and cursor: a login is never spliced into the text.
///
/// ```graphql
/// query GHSearchRepositories($l0: String!, $f0: Int!, $c0: String, …) {
///   rateLimit { limit cost remaining resetAt used }
///   u0: repositoryOwner(login: $l0) {
///     repositories(first: $f0, after: $c0, privacy: PUBLIC, ownerAffiliations: [OWNER],
///                  orderBy: {field: NAME, direction: ASC}) {
///       totalCount pageInfo { hasNextPage endCursor } nodes { ...Repository }
///     }
///   }
///   …
/// }
/// fragment Repository on Repository { name url … }
/// ```
///
/// Only public repositories are listed (`privacy: PUBLIC`), and only those
/// the owner owns unless `--type` says otherwise, in REST's order: the same
/// list `GET /users/{login}/repos` gives, whoever the token belongs to.
///
/// With `stars` (`--batch --starred`), each alias asks for a user's stars
/// instead, newest first, as `GET /users/{login}/starred` lists them:
///
/// ```graphql
///   u0: user(login: $l0) {
///     starredRepositories(first: $f0, after: $c0, orderBy: {field: STARRED_AT, direction: DESC}) {
///       totalCount pageInfo { hasNextPage endCursor } edges { starredAt node { ...Repository } }
///     }
///   }
/// ```
public struct GraphQLQueryDocument: Sendable {
    public let selection: GraphQLRepositorySelection
    public let listOptions: ListOptions
    /// Each user's stars instead of the owner's repositories.
    public let stars: Bool

    public init(selection: GraphQLRepositorySelection, listOptions: ListOptions, stars: Bool = false) {
        self.selection = selection
        self.listOptions = listOptions
        self.stars = stars
    }

    /// The query text for `count` owners.
    public func text(owners count: Int) -> String {
        var variables: [String] = []
        var fields: [String] = []
        for index in 0..<count {
            variables.append("$l\(index): String!, $f\(index): Int!, $c\(index): String")
            if stars {
                fields.append("\(GraphQLQueryPlan.alias(index)): user(login: $l\(index)) { starredRepositories(first: $f\(index), "
                              + "after: $c\(index), orderBy: {field: STARRED_AT, direction: DESC}) { totalCount "
                              + "pageInfo { hasNextPage endCursor } edges { starredAt node { ...Repository } } } }")
            } else {
                fields.append("\(GraphQLQueryPlan.alias(index)): repositoryOwner(login: $l\(index)) { repositories(first: $f\(index), after: $c\(index), "
                              + "\(arguments)) { totalCount pageInfo { hasNextPage endCursor } nodes { ...Repository } } }")
            }
        }
        return "query \(stars ? "GHSearchStars" : "GHSearchRepositories")(\(variables.joined(separator: ", "))) {\n"
            + "  rateLimit { limit cost remaining resetAt used }\n"
            + fields.map { "  " + $0 + "\n" }.joined()
            + "}\n"
            + "fragment Repository on Repository { \(selection.selections.joined(separator: " ")) }\n"
    }

    /// `{"query": …, "variables": {…}}` for `plan`.
    public func body(_ plan: GraphQLQueryPlan) -> [UInt8] {
        var variables: [String] = []
        for (index, owner) in plan.owners.enumerated() {
            variables.append("\"l\(index)\":" + JSONText.string(owner.login))
            variables.append("\"f\(index)\":\(owner.first)")
            variables.append("\"c\(index)\":" + JSONText.string(owner.after))
        }
        let json = "{\"query\":" + JSONText.string(text(owners: plan.owners.count))
            + ",\"variables\":{" + variables.joined(separator: ",") + "}}"
        return Array(json.utf8)
    }

    /// The connection's arguments for `--type` and `--sort` (enums of the
    /// schema, never user text).
    var arguments: String {
        let affiliations = switch listOptions.type {
        case nil, .owner?: "[OWNER]"
        case .member?: "[COLLABORATOR, ORGANIZATION_MEMBER]"
        case .all?: "[OWNER, COLLABORATOR, ORGANIZATION_MEMBER]"
        }
        let order = switch listOptions.sort {
        case nil, .name?, .stars?: "{field: NAME, direction: ASC}"
        case .pushed?: "{field: PUSHED_AT, direction: DESC}"
        case .updated?: "{field: UPDATED_AT, direction: DESC}"
        case .created?: "{field: CREATED_AT, direction: DESC}"
        }
        return "privacy: PUBLIC, ownerAffiliations: \(affiliations), orderBy: \(order)"
    }
}
