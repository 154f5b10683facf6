/// Runs a validated query against the served accounts and writes the
/// answer, `{"data":{…}}` plus an `errors` array when some field failed
/// (its value is then `null`, and the rest of the answer stands).
struct GraphQLExecutor {
    /// What the `rateLimit` object reports for this query.
    struct RateLimitReport {
        var cost: Int
        var limit: Int
        var remaining: Int
        var used: Int
        /// Epoch seconds.
        var resetAt: Int
        var nodeCount: Int
    }

    let directory: UserDirectory
    let htmlBase: String
    let avatarBase: String
    let rateLimit: RateLimitReport
    let unknownOwner: GraphQLConfiguration.UnknownOwner
    /// Lower-cased logins whose lists never end (`GraphQLConfiguration.repeatingOwners`).
    let repeatingOwners: Set<String>
    /// Null nodes that open every page of these lower-cased logins' lists
    /// (`FakeGitHubConfiguration.malformedEntries`).
    let nullNodes: [String: Int]
    /// What each lower-cased login starred (`FakeGitHubConfiguration.stars`).
    let stars: [String: [FakeStar]]
    let fragments: [String: GraphQLFragment]
    let variables: [String: GraphQLValue]

    private(set) var errors: [GraphQLError] = []
    private var writer = JSONWriter(reservingCapacity: 64 << 10)

    init(directory: UserDirectory, htmlBase: String, avatarBase: String, rateLimit: RateLimitReport,
         unknownOwner: GraphQLConfiguration.UnknownOwner, repeatingOwners: Set<String> = [], nullNodes: [String: Int] = [:],
         stars: [String: [FakeStar]] = [:], fragments: [String: GraphQLFragment], variables: [String: GraphQLValue]) {
        self.directory = directory
        self.htmlBase = htmlBase
        self.avatarBase = avatarBase
        self.rateLimit = rateLimit
        self.unknownOwner = unknownOwner
        self.repeatingOwners = repeatingOwners
        self.nullNodes = nullNodes
        self.stars = stars
        self.fragments = fragments
        self.variables = variables
    }

    /// The whole answer's bytes.
    static func answer(_ operation: GraphQLOperation, executor: GraphQLExecutor) -> [UInt8] {
        var executor = executor
        executor.writer.raw("{")
        executor.writer.key("data", first: true)
        executor.writeObject(.query, selections: operation.selections, path: [])
        if !executor.errors.isEmpty {
            executor.writer.key("errors")
            GraphQLError.writeList(executor.errors, to: &executor.writer)
        }
        executor.writer.raw("}")
        return executor.writer.bytes
    }

    // MARK: Selections

    /// The fields to answer for an object of `typeName`, by response key in
    /// order of first appearance; fields asked twice under one key are merged.
    private func collect(_ selections: [GraphQLSelection], typeName: String, into fields: inout [(key: String, fields: [GraphQLField])], depth: Int = 0) {
        guard depth < 32 else { return }
        for selection in selections {
            switch selection {
            case .field(let field):
                if let index = fields.firstIndex(where: { $0.key == field.responseKey }) {
                    fields[index].fields.append(field)
                } else {
                    fields.append((field.responseKey, [field]))
                }
            case .inlineFragment(let condition, let inner):
                if condition.map({ GraphQLSchema.fragment(on: $0, appliesTo: typeName) }) ?? true {
                    collect(inner, typeName: typeName, into: &fields, depth: depth + 1)
                }
            case .fragmentSpread(let name, _):
                if let fragment = fragments[name], GraphQLSchema.fragment(on: fragment.typeCondition, appliesTo: typeName) {
                    collect(fragment.selections, typeName: typeName, into: &fields, depth: depth + 1)
                }
            }
        }
    }

    private mutating func writeObject(_ object: GraphQLObject, selections: [GraphQLSelection], path: [GraphQLError.PathElement]) {
        var fields: [(key: String, fields: [GraphQLField])] = []
        collect(selections, typeName: object.typeName, into: &fields)
        writer.raw("{")
        for (index, entry) in fields.enumerated() {
            writer.key(entry.key, first: index == 0)
            let field = entry.fields[0]
            let merged = entry.fields.flatMap(\.selections)
            writeField(field, of: object, selections: merged, path: path + [.key(entry.key)])
        }
        writer.raw("}")
    }

    private mutating func write(_ value: Resolved, selections: [GraphQLSelection], path: [GraphQLError.PathElement]) {
        switch value {
        case .null: writer.raw("null")
        case .string(let s): writer.string(s)
        case .int(let i): writer.int(i)
        case .bool(let b): writer.bool(b)
        case .object(let object): writeObject(object, selections: selections, path: path)
        case .list(let items):
            writer.raw("[")
            for (index, item) in items.enumerated() {
                if index > 0 { writer.raw(",") }
                write(item, selections: selections, path: path + [.index(index)])
            }
            writer.raw("]")
        }
    }

    private indirect enum Resolved {
        case null, string(String), int(Int), bool(Bool)
        case object(GraphQLObject)
        case list([Resolved])

        static func text(_ value: String?) -> Resolved { value.map { .string($0) } ?? .null }
    }

    private mutating func writeField(_ field: GraphQLField, of object: GraphQLObject, selections: [GraphQLSelection], path: [GraphQLError.PathElement]) {
        let value: Resolved
        if field.name == "__typename" {
            value = .string(object.typeName)
        } else {
            value = resolve(field, of: object, path: path)
        }
        write(value, selections: selections, path: path)
    }

    private func argument(_ field: GraphQLField, _ name: String) -> GraphQLValue? {
        field.argument(name).map { GraphQLValues.resolve($0, variables: variables) }
    }

    // MARK: Fields

    private mutating func resolve(_ field: GraphQLField, of object: GraphQLObject, path: [GraphQLError.PathElement]) -> Resolved {
        switch object {
        case .query:
            return resolveQuery(field, path: path)
        case .rateLimit:
            switch field.name {
            case "cost": return .int(rateLimit.cost)
            case "limit": return .int(rateLimit.limit)
            case "remaining": return .int(rateLimit.remaining)
            case "used": return .int(rateLimit.used)
            case "nodeCount": return .int(rateLimit.nodeCount)
            case "resetAt": return .string(ISO8601Timestamp.string(fromEpochSeconds: Int64(rateLimit.resetAt)))
            default: return .null
            }
        case .owner(let owner, let account):
            return resolveOwner(field, owner: owner, account: account, path: path)
        case .repositoryConnection(let page):
            switch field.name {
            case "totalCount": return .int(page.totalCount)
            case "pageInfo": return .object(.pageInfo(page))
            case "nodes":
                let nulls = nullNodes[directory.users[page.account].login.lowercased()] ?? 0
                return .list(Array(repeating: .null, count: nulls)
                    + page.repositories.map { .object(.repository(account: page.account, index: $0)) })
            case "edges":
                return .list(page.repositories.enumerated().map { offset, index in
                    .object(.repositoryEdge(account: page.account, repository: index, position: page.firstPosition + offset))
                })
            default: return .null
            }
        case .repositoryEdge(let account, let repository, let position):
            switch field.name {
            case "cursor": return .string(GraphQLCursor.make(position))
            case "node": return .object(.repository(account: account, index: repository))
            default: return .null
            }
        case .starredConnection(let page):
            switch field.name {
            case "totalCount": return .int(page.pageInfo.totalCount)
            case "pageInfo": return .object(.pageInfo(page.pageInfo))
            case "nodes": return .list(page.stars.map { .object(.repository(account: $0.account, index: $0.repository)) })
            case "edges":
                return .list(page.stars.enumerated().map { offset, star in
                    .object(.starredEdge(star, position: page.pageInfo.firstPosition + offset))
                })
            default: return .null
            }
        case .starredEdge(let star, let position):
            switch field.name {
            case "cursor": return .string(GraphQLCursor.make(position))
            case "node": return .object(.repository(account: star.account, index: star.repository))
            case "starredAt": return .string(ISO8601Timestamp.string(fromEpochSeconds: star.starredAt))
            default: return .null
            }
        case .pageInfo(let page):
            switch field.name {
            case "hasNextPage": return .bool(page.hasNextPage)
            case "hasPreviousPage": return .bool(page.hasPreviousPage)
            case "startCursor": return .text(page.startCursor)
            case "endCursor": return .text(page.endCursor)
            default: return .null
            }
        case .repository(let account, let index):
            return resolveRepository(field, account: account, index: index, path: path)
        case .language(let name):
            switch field.name {
            case "name": return .string(name)
            case "color": return .string(Self.color(of: name))
            default: return .null
            }
        case .ref(let name):
            switch field.name {
            case "name": return .string(name)
            case "prefix": return .string("refs/heads/")
            default: return .null
            }
        case .license(let license):
            switch field.name {
            case "key": return .string(license.key)
            case "name": return .string(license.name)
            case "spdxId": return .string(license.spdxID)
            case "url": return license.hasURL ? .string("http://choosealicense.com/licenses/\(license.key)/") : .null
            default: return .null
            }
        case .topicConnection(let shown, let total):
            switch field.name {
            case "totalCount": return .int(total)
            case "nodes": return .list(shown.map { .object(.repositoryTopic($0)) })
            default: return .null
            }
        case .repositoryTopic(let name):
            switch field.name {
            case "topic": return .object(.topic(name))
            case "url": return .string("\(htmlBase)/topics/\(name)")
            default: return .null
            }
        case .topic(let name):
            return field.name == "name" ? .string(name) : .null
        case .count(let count):
            return field.name == "totalCount" ? .int(count) : .null
        }
    }

    private mutating func resolveQuery(_ field: GraphQLField, path: [GraphQLError.PathElement]) -> Resolved {
        switch field.name {
        case "rateLimit":
            return .object(.rateLimit)
        case "repositoryOwner", "user", "organization":
            let login = GraphQLValues.text(argument(field, "login")) ?? ""
            if let index = directory.index(login: login) {
                let user = directory.users[index]
                let isOrganization = user.type == "Organization"
                if (field.name == "user" && !isOrganization) || (field.name == "organization" && isOrganization) || field.name == "repositoryOwner" {
                    return .object(.owner(user.asOwner, account: index))
                }
            }
            let kind = field.name == "organization" ? "an Organization" : "a User"
            if field.name != "repositoryOwner" || unknownOwner == .notFoundError {
                errors.append(GraphQLError(type: "NOT_FOUND", path: path, locations: [field.location],
                                           message: "Could not resolve to \(kind) with the login of '\(login)'."))
            }
            return .null
        default:
            return .null
        }
    }

    private mutating func resolveOwner(_ field: GraphQLField, owner: FakeOwner, account: Int?, path: [GraphQLError.PathElement]) -> Resolved {
        switch field.name {
        case "login": return .string(owner.login)
        case "id": return .string(owner.type == "Organization" ? LegacyNodeID.organization(owner.id) : LegacyNodeID.user(owner.id))
        case "databaseId": return .int(owner.id)
        case "url": return .string("\(htmlBase)/\(owner.login)")
        case "avatarUrl":
            let size = GraphQLValues.int(argument(field, "size")).map { "s=\($0)&" } ?? ""
            return .string("\(avatarBase)/avatars/u/\(owner.id)?\(size)v=4")
        case "repositories":
            guard let account = account ?? directory.index(login: owner.login) else {
                return .object(.repositoryConnection(GraphQLPage(account: 0, repositories: [], firstPosition: 1, totalCount: 0,
                                                                 hasNextPage: false, hasPreviousPage: false)))
            }
            switch page(account: account, field) {
            case .success(let page): return .object(.repositoryConnection(page))
            case .failure(let cursor):
                errors.append(GraphQLError(type: "INVALID_CURSOR_ARGUMENTS", path: path, locations: [field.location],
                                           message: "`\(cursor.text)` does not appear to be a valid cursor."))
                return .null
            }
        case "starredRepositories":
            switch starredPage(owner.login, field) {
            case .success(let page): return .object(.starredConnection(page))
            case .failure(let cursor):
                errors.append(GraphQLError(type: "INVALID_CURSOR_ARGUMENTS", path: path, locations: [field.location],
                                           message: "`\(cursor.text)` does not appear to be a valid cursor."))
                return .null
            }
        default:
            return .null
        }
    }

    /// The page a `starredRepositories(…)` field asks for: the stars of
    /// repositories the fake serves, ordered by `orderBy: {field: STARRED_AT}`
    /// (ascending unless `direction: DESC`; GitHub's only order for stars).
    private func starredPage(_ login: String, _ field: GraphQLField) -> Result<GraphQLStarredPage, BadCursorText> {
        var all: [GraphQLStarredPage.Star] = []
        for star in stars[login.lowercased()] ?? [] {
            guard let account = directory.index(login: star.owner),
                  let index = directory.users[account].repositories.firstIndex(where: { $0.name.lowercased() == star.name.lowercased() })
            else { continue }
            all.append(GraphQLStarredPage.Star(account: account, repository: index, starredAt: star.starredAt))
        }
        let descending = GraphQLValues.text(GraphQLValues.member("direction", of: argument(field, "orderBy"))) == "DESC"
        all.sort { a, b in
            a.starredAt != b.starredAt ? (a.starredAt < b.starredAt) != descending : (a.account, a.repository) < (b.account, b.repository)
        }
        return window(of: all.count, field).map { window in
            let stars = Array(all[window])
            return GraphQLStarredPage(stars: stars, pageInfo: GraphQLPage(
                account: 0, repositories: stars.map(\.repository), firstPosition: window.lowerBound + 1, totalCount: all.count,
                hasNextPage: window.upperBound < all.count, hasPreviousPage: window.lowerBound > 0))
        }
    }

    /// The part of a list of `count` items that a connection field's
    /// `after`, `before`, `first` and `last` arguments select (GraphQL's
    /// cursor connections: the cursors cut first, then `first` and `last`
    /// count from either end), or the cursor it could not read.
    private func window(of count: Int, _ field: GraphQLField) -> Result<Range<Int>, BadCursorText> {
        var start = 0
        var end = count
        if let after = GraphQLValues.text(argument(field, "after")) {
            guard let position = GraphQLCursor.position(after) else { return .failure(BadCursorText(after)) }
            start = min(position, count)
        }
        if let before = GraphQLValues.text(argument(field, "before")) {
            guard let position = GraphQLCursor.position(before) else { return .failure(BadCursorText(before)) }
            end = max(start, min(position - 1, count))
        }
        if let first = GraphQLValues.int(argument(field, "first")) { end = min(end, start + max(0, first)) }
        if let last = GraphQLValues.int(argument(field, "last")) { start = max(start, end - max(0, last)) }
        return .success(start..<end)
    }

    /// The page a `repositories(…)` field asks for, or the cursor it could not read.
    private func page(account: Int, _ field: GraphQLField) -> Result<GraphQLPage, BadCursorText> {
        let user = directory.users[account]
        let login = user.login.lowercased()
        let affiliations = Set(GraphQLValues.texts(argument(field, "ownerAffiliations")) ?? ["OWNER", "COLLABORATOR"])
        let privacy = GraphQLValues.text(argument(field, "privacy"))
        let isFork: Bool? = if case .bool(let b)? = argument(field, "isFork") { b } else { nil }
        let orderBy = argument(field, "orderBy")
        let orderField = GraphQLValues.text(GraphQLValues.member("field", of: orderBy)) ?? "CREATED_AT"
        let descending = GraphQLValues.text(GraphQLValues.member("direction", of: orderBy)) == "DESC"

        let sort: RepositoryListQuery.Sort = switch orderField {
        case "NAME": .fullName
        case "UPDATED_AT": .updated
        case "PUSHED_AT": .pushed
        default: .created
        }
        var ordered = directory.orderedIndices(account: account, key: .init(kind: .all, sort: sort, ascending: true))
        if orderField == "STARGAZERS" {
            ordered.sort { (user.repositories[$0].stargazersCount, $0) < (user.repositories[$1].stargazersCount, $1) }
        }
        if descending { ordered.reverse() }
        let selected = ordered.filter { index in
            let repository = user.repositories[index]
            let owned = (repository.owner?.login.lowercased() ?? login) == login
            guard owned ? affiliations.contains("OWNER")
                    : (affiliations.contains("COLLABORATOR") || affiliations.contains("ORGANIZATION_MEMBER")) else { return false }
            if privacy == "PUBLIC", repository.isPrivate { return false }
            if privacy == "PRIVATE", !repository.isPrivate { return false }
            if let isFork, repository.fork != isFork { return false }
            return true
        }
        if repeatingOwners.contains(login), !selected.isEmpty,
           let after = GraphQLValues.text(argument(field, "after")), let position = GraphQLCursor.position(after) {
            // Round and round: position p is repository p modulo the count.
            let first = max(1, GraphQLValues.int(argument(field, "first")) ?? selected.count)
            return .success(GraphQLPage(account: account, repositories: (position..<(position + first)).map { selected[$0 % selected.count] },
                                        firstPosition: position + 1, totalCount: selected.count, hasNextPage: true, hasPreviousPage: true))
        }
        return window(of: selected.count, field).map { window in
            GraphQLPage(account: account, repositories: Array(selected[window]), firstPosition: window.lowerBound + 1,
                        totalCount: selected.count, hasNextPage: window.upperBound < selected.count || repeatingOwners.contains(login),
                        hasPreviousPage: window.lowerBound > 0)
        }
    }

    private mutating func resolveRepository(_ field: GraphQLField, account: Int, index: Int, path: [GraphQLError.PathElement]) -> Resolved {
        let user = directory.users[account]
        let r = user.repositories[index]
        let owner = r.owner ?? user.asOwner
        let fullName = "\(owner.login)/\(r.name)"
        switch field.name {
        case "id": return .string(LegacyNodeID.repository(r.id))
        case "databaseId": return .int(r.id)
        case "name": return .string(r.name)
        case "nameWithOwner": return .string(fullName)
        case "url": return .string("\(htmlBase)/\(fullName)")
        case "description": return .text(r.description)
        case "homepageUrl": return .text(r.homepage)
        case "primaryLanguage": return r.language.map { .object(.language($0)) } ?? .null
        case "stargazerCount": return .int(r.stargazersCount)
        case "forkCount": return .int(r.forksCount)
        case "diskUsage": return .int(r.size)
        case "isFork": return .bool(r.fork)
        case "isArchived": return .bool(r.archived)
        case "isTemplate": return .bool(r.isTemplate)
        case "isPrivate": return .bool(r.isPrivate)
        case "isDisabled": return .bool(r.disabled)
        case "visibility": return .string(r.visibility.uppercased())
        case "defaultBranchRef": return .object(.ref(r.defaultBranch))
        case "repositoryTopics":
            var shown = r.topics
            if let first = GraphQLValues.int(argument(field, "first")) { shown = Array(shown.prefix(max(0, first))) }
            if let last = GraphQLValues.int(argument(field, "last")) { shown = Array(shown.suffix(max(0, last))) }
            return .object(.topicConnection(shown: shown, total: r.topics.count))
        case "licenseInfo": return r.license.map { .object(.license($0)) } ?? .null
        case "owner": return .object(.owner(owner, account: directory.index(login: owner.login)))
        case "createdAt": return .string(ISO8601Timestamp.string(fromEpochSeconds: r.createdAt))
        case "updatedAt": return .string(ISO8601Timestamp.string(fromEpochSeconds: r.updatedAt))
        case "pushedAt": return .text(r.pushedAt.map { ISO8601Timestamp.string(fromEpochSeconds: $0) })
        case "sshUrl": return .string("git@\(gitHost):\(fullName).git")
        case "issues", "pullRequests":
            // REST's open_issues_count counts both: a third of them are pull requests.
            let pulls = r.openIssuesCount / 3
            let open = field.name == "issues" ? r.openIssuesCount - pulls : pulls
            let states = GraphQLValues.texts(argument(field, "states")) ?? ["OPEN", "CLOSED", "MERGED"]
            return .object(.count(states.contains("OPEN") ? open : 0))
        default: return .null
        }
    }

    private var gitHost: String {
        var host = Substring(htmlBase)
        if let schemeEnd = host.range(of: "://") { host = host[schemeEnd.upperBound...] }
        if let slash = host.firstIndex(of: "/") { host = host[..<slash] }
        return String(host)
    }

    /// GitHub's linguist colour of a few languages (others: grey).
    private static func color(of language: String) -> String {
        ["Swift": "#F05138", "Python": "#3572A5", "Go": "#00ADD8", "Rust": "#dea584", "C": "#555555",
         "JavaScript": "#f1e05a", "TypeScript": "#3178c6", "Ruby": "#701516"][language] ?? "#cccccc"
    }
}

/// A cursor argument that is not a cursor of this server.
struct BadCursorText: Error {
    var text: String
    init(_ text: String) { self.text = text }
}
