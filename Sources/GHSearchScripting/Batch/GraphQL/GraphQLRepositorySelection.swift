import GHSearchGitHub
/// What a GraphQL query asks of each repository, chosen from the fields the
/// output prints, so a record holds exactly what the REST path would give:
///
/// | printed field | GraphQL |
/// |---|---|
/// | (always: to tell repositories apart) `id` | `databaseId` |
/// | `name`, `full_name`, `html_url` | `name`, `nameWithOwner`, `url` |
/// | `description`, `homepage` | `description`, `homepageUrl` |
/// | `language` | `primaryLanguage { name }` |
/// | `stargazers_count`, `watchers_count` | `stargazerCount` (REST's `watchers_count` is the star count) |
/// | `forks_count`, `size` | `forkCount`, `diskUsage` (kB, as REST) |
/// | `fork`, `archived`, `is_template`, `private`, `visibility` | `isFork`, `isArchived`, `isTemplate`, `isPrivate`, `visibility` (lower-cased) |
/// | `default_branch` | `defaultBranchRef { name }` |
/// | `topics` | `repositoryTopics(first: 20)` (GitHub allows 20 topics) |
/// | `license` | `licenseInfo { key name spdxId }` |
/// | `owner`, `avatar_url` | `owner { login avatarUrl }` |
/// | `created_at`, `updated_at`, `pushed_at` | `createdAt`, `updatedAt`, `pushedAt` |
/// | `clone_url`, `ssh_url` | `url` + `.git`, `sshUrl` |
/// | `open_issues_count` | `issues(states: OPEN)` + `pullRequests(states: OPEN)` (REST counts both) |
/// | `starred_at` (stars) | the edge's `starredAt`, read with every star |
///
/// `topics` and `open_issues_count` are connections inside each repository:
/// GitHub prices each at one request per repository, so they make a query
/// cost about one point per 100 repositories each (see `nestedConnections`).
public struct GraphQLRepositorySelection: Sendable, Equatable {
    /// The selections inside `fragment Repository on Repository { … }`, in order.
    public let selections: [String]
    /// Connections asked of each repository (each costs a request per repository).
    public let nestedConnections: Int
    /// Nodes those connections may return per repository (for the node limit).
    public let nestedNodes: Int

    /// Most topics GitHub lets a repository have.
    public static let topicLimit = 20

    public init(fields: [RepositoryField], sortsByStars: Bool = false) {
        // `databaseId` is REST's `id`: what tells a repository a later page
        // repeats from a new one (`DistinctRepositories`).
        var wanted: [String] = ["name", "databaseId"]
        var nested = 0
        var nestedNodes = 0
        var owner: [String] = []
        func add(_ selection: String) {
            if !wanted.contains(selection) { wanted.append(selection) }
        }
        for field in fields {
            switch field {
            case .name: break
            case .full_name: add("nameWithOwner")
            case .html_url, .clone_url: add("url")
            case .description: add("description")
            case .language: add("primaryLanguage { name }")
            case .homepage: add("homepageUrl")
            case .stargazers_count, .watchers_count: add("stargazerCount")
            case .forks_count: add("forkCount")
            case .size: add("diskUsage")
            case .fork: add("isFork")
            case .archived: add("isArchived")
            case .is_template: add("isTemplate")
            case .private: add("isPrivate")
            case .visibility: add("visibility")
            case .default_branch: add("defaultBranchRef { name }")
            case .license: add("licenseInfo { key name spdxId }")
            case .created_at: add("createdAt")
            case .updated_at: add("updatedAt")
            case .pushed_at: add("pushedAt")
            case .starred_at: break  // the edge's `starredAt`, read with every star
            case .ssh_url: add("sshUrl")
            case .owner: if !owner.contains("login") { owner.append("login") }
            case .avatar_url: if !owner.contains("avatarUrl") { owner.append("avatarUrl") }
            case .topics:
                if !wanted.contains(where: { $0.hasPrefix("repositoryTopics") }) {
                    add("repositoryTopics(first: \(Self.topicLimit)) { nodes { topic { name } } }")
                    nested += 1
                    nestedNodes += Self.topicLimit
                }
            case .open_issues_count:
                if !wanted.contains(where: { $0.hasPrefix("issues") }) {
                    add("issues(states: OPEN) { totalCount }")
                    add("pullRequests(states: OPEN) { totalCount }")
                    nested += 2
                }
            }
        }
        if sortsByStars { add("stargazerCount") }
        if !owner.isEmpty { add("owner { \(owner.joined(separator: " ")) }") }
        selections = wanted
        nestedConnections = nested
        self.nestedNodes = nestedNodes
    }

    /// GitHub's requests for one owner's page of `first` repositories: the
    /// page itself, and each nested connection once per repository.
    public func requests(first: Int) -> Int {
        1 + nestedConnections * first
    }

    /// Nodes one owner's page of `first` repositories may return.
    public func nodes(first: Int) -> Int {
        first + first * nestedNodes
    }

    /// Whether a page costs about as much as a REST request or more (nested
    /// connections), rather than a hundredth of a point.
    public var isCostly: Bool { nestedConnections > 0 }
}
