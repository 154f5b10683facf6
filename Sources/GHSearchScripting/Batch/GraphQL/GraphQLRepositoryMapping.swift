import GHSearchGitHub
/// Turns a repository node of a GraphQL answer into the same `Repository`
/// the REST decoder makes of `GET /users/{login}/repos` (see
/// `GraphQLRepositorySelection` for which GraphQL field feeds which). A
/// field of the wrong type is nil, as in the REST decoder; a node without a
/// string `name` is skipped (and counted: `GraphQLResponse.Page.skipped`).
enum GraphQLRepositoryMapping {
    static func repository(_ node: GraphQLJSON) -> Repository? {
        guard case .object(let n) = node, let name = n["name"]?.stringValue else { return nil }
        var r = Repository(name: name)
        r.id = n["databaseId"]?.intValue
        r.fullName = n["nameWithOwner"]?.stringValue
        r.htmlURL = n["url"]?.stringValue
        r.cloneURL = r.htmlURL.map { $0 + ".git" }
        r.description = n["description"]?.stringValue
        r.language = n["primaryLanguage"]?["name"]?.stringValue
        r.homepage = n["homepageUrl"]?.stringValue
        r.stargazersCount = n["stargazerCount"]?.intValue
        r.watchersCount = r.stargazersCount
        r.forksCount = n["forkCount"]?.intValue
        r.size = n["diskUsage"]?.intValue
        r.isFork = n["isFork"]?.boolValue
        r.isArchived = n["isArchived"]?.boolValue
        r.isTemplate = n["isTemplate"]?.boolValue
        r.isPrivate = n["isPrivate"]?.boolValue
        r.visibility = n["visibility"]?.stringValue?.lowercased()
        r.defaultBranch = n["defaultBranchRef"]?["name"]?.stringValue
        r.topics = n["repositoryTopics"]?["nodes"]?.arrayValue?.compactMap { $0["topic"]?["name"]?.stringValue } ?? []
        if case .object(let license)? = n["licenseInfo"] {
            r.license = Repository.License(key: license["key"]?.stringValue, name: license["name"]?.stringValue,
                                           spdxID: license["spdxId"]?.stringValue)
        }
        if case .object(let owner)? = n["owner"] {
            r.owner = Repository.Owner(login: owner["login"]?.stringValue, avatarURL: owner["avatarUrl"]?.stringValue,
                                       htmlURL: owner["url"]?.stringValue)
        }
        r.createdAt = n["createdAt"]?.stringValue.flatMap(ISO8601.parse)
        r.updatedAt = n["updatedAt"]?.stringValue.flatMap(ISO8601.parse)
        r.pushedAt = n["pushedAt"]?.stringValue.flatMap(ISO8601.parse)
        r.sshURL = n["sshUrl"]?.stringValue
        let issues = n["issues"]?["totalCount"]?.intValue
        let pullRequests = n["pullRequests"]?["totalCount"]?.intValue
        if let issues, let pullRequests { r.openIssuesCount = issues + pullRequests }
        return r
    }
}
