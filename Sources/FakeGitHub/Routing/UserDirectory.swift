/// The accounts the server knows, looked up the way GitHub does
/// (logins case-insensitively), with their pages written once and cached.
final class UserDirectory: Sendable {
    let users: [FakeUser]
    private let indexByLogin: [String: Int]
    private let indexByID: [Int: Int]
    private let caches: [PageCache]

    init(users: [FakeUser], htmlBase: String, rootBase: String) {
        self.users = users
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

    /// Indices of account `index`'s repositories in the order `key` sorts them.
    func orderedIndices(account index: Int, key: RepositoryListQuery.OrderKey) -> [Int] {
        caches[index].orderedIndices(key)
    }

    /// The page of account `index` for `query`, served under `apiBase`.
    func page(account index: Int, query: RepositoryListQuery, apiBase: String) -> CachedPage {
        caches[index].page(query: query, apiBase: apiBase)
    }
}
