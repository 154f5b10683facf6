/// The part of GitHub's GraphQL schema the fake serves: enough to list an
/// owner's repositories (and a user's stars, `starredRepositories`) with the fields a repository list shows, and the
/// `rateLimit` object. Used to validate a query (unknown fields and
/// arguments are errors, as on GitHub) and to price it.
enum GraphQLSchema {
    struct Field: Sendable {
        enum Kind: Sendable {
            case scalar
            /// An object (or interface) of type `type`.
            case object
            /// A list of objects of type `type` (a connection's `nodes`/`edges`).
            case list
            /// A connection: paginated with `first`/`last`, counted by GitHub's formula.
            case connection
        }

        var type: String
        var kind: Kind
        var arguments: Set<String> = []
        var required: [String] = []
    }

    /// Types that stand for one of several object types.
    static let possibleTypes: [String: Set<String>] = [
        "RepositoryOwner": ["User", "Organization"],
    ]

    private static let connectionArguments: Set<String> = ["first", "last", "after", "before"]
    private static let repositoriesArguments = connectionArguments.union([
        "privacy", "ownerAffiliations", "affiliations", "orderBy", "isFork", "isLocked",
    ])
    private static let ownerFields: [String: Field] = [
        "login": Field(type: "String", kind: .scalar),
        "id": Field(type: "ID", kind: .scalar),
        "databaseId": Field(type: "Int", kind: .scalar),
        "url": Field(type: "URI", kind: .scalar),
        "avatarUrl": Field(type: "URI", kind: .scalar, arguments: ["size"]),
        "repositories": Field(type: "RepositoryConnection", kind: .connection, arguments: repositoriesArguments),
    ]

    static let types: [String: [String: Field]] = [
        "Query": [
            "rateLimit": Field(type: "RateLimit", kind: .object, arguments: ["dryRun"]),
            "repositoryOwner": Field(type: "RepositoryOwner", kind: .object, arguments: ["login"], required: ["login"]),
            "user": Field(type: "User", kind: .object, arguments: ["login"], required: ["login"]),
            "organization": Field(type: "Organization", kind: .object, arguments: ["login"], required: ["login"]),
        ],
        "RateLimit": [
            "cost": Field(type: "Int", kind: .scalar), "limit": Field(type: "Int", kind: .scalar),
            "nodeCount": Field(type: "Int", kind: .scalar), "remaining": Field(type: "Int", kind: .scalar),
            "resetAt": Field(type: "DateTime", kind: .scalar), "used": Field(type: "Int", kind: .scalar),
        ],
        "RepositoryOwner": ownerFields,
        "User": ownerFields.merging([
            "starredRepositories": Field(type: "StarredRepositoryConnection", kind: .connection,
                                         arguments: connectionArguments.union(["orderBy", "ownedByViewer"])),
        ]) { first, _ in first },
        "Organization": ownerFields,
        "RepositoryConnection": [
            "totalCount": Field(type: "Int", kind: .scalar),
            "pageInfo": Field(type: "PageInfo", kind: .object),
            "nodes": Field(type: "Repository", kind: .list),
            "edges": Field(type: "RepositoryEdge", kind: .list),
        ],
        "RepositoryEdge": [
            "cursor": Field(type: "String", kind: .scalar),
            "node": Field(type: "Repository", kind: .object),
        ],
        "StarredRepositoryConnection": [
            "totalCount": Field(type: "Int", kind: .scalar),
            "pageInfo": Field(type: "PageInfo", kind: .object),
            "nodes": Field(type: "Repository", kind: .list),
            "edges": Field(type: "StarredRepositoryEdge", kind: .list),
        ],
        "StarredRepositoryEdge": [
            "cursor": Field(type: "String", kind: .scalar),
            "node": Field(type: "Repository", kind: .object),
            "starredAt": Field(type: "DateTime", kind: .scalar),
        ],
        "PageInfo": [
            "hasNextPage": Field(type: "Boolean", kind: .scalar), "hasPreviousPage": Field(type: "Boolean", kind: .scalar),
            "startCursor": Field(type: "String", kind: .scalar), "endCursor": Field(type: "String", kind: .scalar),
        ],
        "Repository": [
            "id": Field(type: "ID", kind: .scalar), "databaseId": Field(type: "Int", kind: .scalar),
            "name": Field(type: "String", kind: .scalar), "nameWithOwner": Field(type: "String", kind: .scalar),
            "url": Field(type: "URI", kind: .scalar), "description": Field(type: "String", kind: .scalar),
            "homepageUrl": Field(type: "URI", kind: .scalar),
            "primaryLanguage": Field(type: "Language", kind: .object),
            "stargazerCount": Field(type: "Int", kind: .scalar), "forkCount": Field(type: "Int", kind: .scalar),
            "diskUsage": Field(type: "Int", kind: .scalar),
            "isFork": Field(type: "Boolean", kind: .scalar), "isArchived": Field(type: "Boolean", kind: .scalar),
            "isTemplate": Field(type: "Boolean", kind: .scalar), "isPrivate": Field(type: "Boolean", kind: .scalar),
            "isDisabled": Field(type: "Boolean", kind: .scalar),
            "visibility": Field(type: "RepositoryVisibility", kind: .scalar),
            "defaultBranchRef": Field(type: "Ref", kind: .object),
            "repositoryTopics": Field(type: "RepositoryTopicConnection", kind: .connection, arguments: connectionArguments),
            "licenseInfo": Field(type: "License", kind: .object),
            "owner": Field(type: "RepositoryOwner", kind: .object),
            "createdAt": Field(type: "DateTime", kind: .scalar), "updatedAt": Field(type: "DateTime", kind: .scalar),
            "pushedAt": Field(type: "DateTime", kind: .scalar), "sshUrl": Field(type: "GitSSHRemote", kind: .scalar),
            "issues": Field(type: "IssueConnection", kind: .connection, arguments: connectionArguments.union(["states"])),
            "pullRequests": Field(type: "PullRequestConnection", kind: .connection, arguments: connectionArguments.union(["states"])),
        ],
        "Language": ["name": Field(type: "String", kind: .scalar), "color": Field(type: "String", kind: .scalar)],
        "Ref": ["name": Field(type: "String", kind: .scalar), "prefix": Field(type: "String", kind: .scalar)],
        "License": [
            "key": Field(type: "String", kind: .scalar), "name": Field(type: "String", kind: .scalar),
            "spdxId": Field(type: "String", kind: .scalar), "url": Field(type: "URI", kind: .scalar),
        ],
        "RepositoryTopicConnection": [
            "totalCount": Field(type: "Int", kind: .scalar),
            "nodes": Field(type: "RepositoryTopic", kind: .list),
        ],
        "RepositoryTopic": [
            "topic": Field(type: "Topic", kind: .object), "url": Field(type: "URI", kind: .scalar),
        ],
        "Topic": ["name": Field(type: "String", kind: .scalar)],
        "IssueConnection": ["totalCount": Field(type: "Int", kind: .scalar)],
        "PullRequestConnection": ["totalCount": Field(type: "Int", kind: .scalar)],
    ]

    /// The field `name` of `type`; `__typename` exists on every object type.
    static func field(_ name: String, on type: String) -> Field? {
        if name == "__typename" { return Field(type: "String", kind: .scalar) }
        return types[type]?[name]
    }

    /// Whether a fragment on `condition` applies to an object of `type`.
    static func fragment(on condition: String, appliesTo type: String) -> Bool {
        condition == type || (possibleTypes[condition]?.contains(type) ?? false)
    }

    /// Whether a fragment on `condition` may appear where `type` is expected.
    static func fragment(on condition: String, canAppearIn type: String) -> Bool {
        condition == type || (possibleTypes[type]?.contains(condition) ?? false)
            || (possibleTypes[condition]?.contains(type) ?? false)
    }
}
