/// The accounts the server knows, looked up the way GitHub does
/// (logins case-insensitively), with their pages written once and cached.
final class UserDirectory: Sendable {
    /// Where a repository is: the account that lists it, and its index there.
    struct Location: Sendable, Hashable {
        var account: Int
        var repository: Int
    }

    let users: [FakeUser]
    private let indexByLogin: [String: Int]
    private let indexByID: [Int: Int]
    private let caches: [PageCache]
    /// `owner/name`, lower-cased, of every repository.
    private let locations: [String: Location]
    let readmes: ReadmeCache

    init(users: [FakeUser], htmlBase: String, rootBase: String) {
        self.users = users
        var locations: [String: Location] = [:]
        for (account, user) in users.enumerated() {
            for (index, repository) in user.repositories.enumerated() {
                let key = "\(repository.owner?.login ?? user.login)/\(repository.name)".lowercased()
                locations[key] = locations[key] ?? Location(account: account, repository: index)
            }
        }
        self.locations = locations
        readmes = ReadmeCache(htmlBase: htmlBase)
        var byLogin: [String: Int] = [:]
        var byID: [Int: Int] = [:]
        for (index, user) in users.enumerated() {
            byLogin[user.login.lowercased()] = byLogin[user.login.lowercased()] ?? index
            byID[user.id] = byID[user.id] ?? index
        }
        indexByLogin = byLogin
        indexByID = byID
        caches = users.map { PageCache(user: $0, htmlBase: htmlBase, rootBase: rootBase) }
    }

    func index(login: String) -> Int? {
        indexByLogin[login.lowercased()]
    }

    func index(id: Int) -> Int? {
        indexByID[id]
    }

    /// The repository `owner/repository` (names compared case-insensitively).
    func location(owner: String, repository: String) -> Location? {
        locations["\(owner)/\(repository)".lowercased()]
    }

    /// The README at `location` in the asked form, nil when it has none.
    func readme(at location: Location, raw: Bool, apiBase: String) -> CachedPage? {
        let user = users[location.account]
        return readmes.readme(user.repositories[location.repository], listedBy: user.login, at: location, raw: raw,
                              apiBase: apiBase)
    }

    /// Indices of account `index`'s repositories in the order `key` sorts them.
    func orderedIndices(account index: Int, key: RepositoryListQuery.OrderKey) -> [Int] {
        caches[index].orderedIndices(key)
    }

    /// The page of account `index` for `query`, served under `apiBase`.
    func page(account index: Int, query: RepositoryListQuery, apiBase: String) -> CachedPage {
        caches[index].page(query: query, apiBase: apiBase)
    }
}
