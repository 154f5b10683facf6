/// Runs a repository search over every account the fake serves: GitHub's
/// validation (the 422s), the matching of `RepositorySearchQuery`, and the
/// order (`sort`/`order`, or best match). Pure: the caller passes the
/// accounts and who is asking. The fake keeps no issue labels, so
/// `help-wanted-issues` orders by open issues.
enum RepositorySearch {
    /// One repository as search sees it.
    struct Entry: Sendable {
        var repository: FakeRepository
        var owner: FakeOwner
        /// The account whose list holds it (what the encoder is given).
        var account: FakeOwner
        /// How well it matched the terms (best match orders by it).
        var relevance = 0
    }

    /// Why GitHub refuses a query with 422 Validation Failed.
    enum Rejection: Error, Sendable, Equatable {
        /// `q` absent or blank.
        case missingQuery
        /// More than 256 characters of text outside qualifiers.
        case tooLong
        /// A `user:`/`org:` names no account (or `org:` a user).
        case unknownAccounts
    }

    static let maximumTextLength = 256

    /// The matching entries in the order asked for, or why GitHub refuses.
    static func run(
        _ text: String?, sort: String?, order: String?, users: [FakeUser], viewer: FakeViewer?
    ) -> Result<[Entry], Rejection> {
        guard let text, !RepositorySearchQuery.words(text).isEmpty else { return .failure(.missingQuery) }
        let query = RepositorySearchQuery(text)
        if query.textLength > maximumTextLength { return .failure(.tooLong) }
        let accounts = Dictionary(users.map { ($0.login.lowercased(), $0.type) }, uniquingKeysWith: { first, _ in first })
        let usersKnown = query.users.allSatisfy { accounts[$0] != nil }
        let organisationsKnown = query.organisations.allSatisfy { accounts[$0] == "Organization" }
        guard usersKnown, organisationsKnown else { return .failure(.unknownAccounts) }
        var matched: [Entry] = []
        for var entry in corpus(users: users, viewer: viewer) {
            guard let relevance = relevance(of: entry, for: query) else { continue }
            entry.relevance = relevance
            matched.append(entry)
        }
        return .success(sorted(matched, sort: requestedSort(sort: sort, order: order) ?? query.sort))
    }

    /// `sort`/`order` parameters: `order` counts only with a `sort` (as GitHub
    /// documents); an unknown `sort` means best match.
    static func requestedSort(sort: String?, order: String?) -> RepositorySearchSort? {
        guard let sort, let known = RepositorySearchOrder(rawValue: sort) else { return nil }
        return RepositorySearchSort(order: known, ascending: order == "asc")
    }

    /// Every repository of every account, once each (by full name), that
    /// `viewer` may see: public ones, and private ones of the viewer or of
    /// an organisation it belongs to.
    static func corpus(users: [FakeUser], viewer: FakeViewer?) -> [Entry] {
        var seen = Set<String>()
        var entries: [Entry] = []
        for user in users {
            let account = user.asOwner
            for repository in user.repositories {
                let owner = repository.owner ?? account
                guard seen.insert("\(owner.login)/\(repository.name)".lowercased()).inserted else { continue }
                if repository.isPrivate, !(viewer?.canSeePrivateRepositories(of: owner.login) ?? false) { continue }
                entries.append(Entry(repository: repository, owner: owner, account: account))
            }
        }
        return entries
    }

    /// nil when `entry` does not match; else how well its terms matched
    /// (a term in the name counts most, then topics, then the description).
    static func relevance(of entry: Entry, for query: RepositorySearchQuery) -> Int? {
        let repository = entry.repository
        let owner = entry.owner.login.lowercased()
        if !query.users.isEmpty || !query.organisations.isEmpty {
            guard query.users.contains(owner) || query.organisations.contains(owner) else { return nil }
        }
        let language = repository.language?.lowercased()
        if !query.languages.isEmpty {
            guard let language, query.languages.contains(language) else { return nil }
        }
        if let language, query.excludedLanguages.contains(language) { return nil }
        let topics = Set(repository.topics.map { $0.lowercased() })
        guard query.topics.allSatisfy(topics.contains), !query.excludedTopics.contains(where: topics.contains) else {
            return nil
        }
        guard query.stars.allSatisfy({ $0.contains(repository.stargazersCount) }),
              query.forkCounts.allSatisfy({ $0.contains(repository.forksCount) }) else { return nil }
        switch query.forks {
        case .excluded: if repository.fork { return nil }
        case .only: if !repository.fork { return nil }
        case .included: break
        }
        if let archived = query.archived, repository.archived != archived { return nil }
        if let isPrivate = query.isPrivate, repository.isPrivate != isPrivate { return nil }
        let name = repository.name.lowercased()
        let description = repository.description?.lowercased() ?? ""
        var relevance = 0
        for term in query.terms {
            var best = 0
            if query.fields.contains(.name), name.contains(term) { best = name == term ? 8 : 4 }
            if query.fields.contains(.topics), topics.contains(where: { $0.contains(term) }) { best = max(best, 2) }
            if query.fields.contains(.description), description.contains(term) { best = max(best, 1) }
            guard best > 0 else { return nil }
            relevance += best
        }
        return relevance
    }

    /// In `sort`'s order (descending unless asked), else best match: the
    /// most relevant first, then the most starred; ties by id.
    static func sorted(_ entries: [Entry], sort: RepositorySearchSort?) -> [Entry] {
        guard let sort else {
            return entries.sorted {
                ($0.relevance, $0.repository.stargazersCount, -$0.repository.id)
                    > ($1.relevance, $1.repository.stargazersCount, -$1.repository.id)
            }
        }
        func key(_ entry: Entry) -> Int64 {
            switch sort.order {
            case .stars: Int64(entry.repository.stargazersCount)
            case .forks: Int64(entry.repository.forksCount)
            case .updated: entry.repository.updatedAt
            case .helpWantedIssues: Int64(entry.repository.openIssuesCount)
            }
        }
        return entries.sorted { a, b in
            let (ka, kb) = (key(a), key(b))
            if ka != kb { return sort.ascending ? ka < kb : ka > kb }
            return a.repository.id < b.repository.id
        }
    }
}
