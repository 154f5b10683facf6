/// What `GET /users/{username}/starred` and `GET /user/starred` list
/// (docs: "List repositories starred by a user"): the repositories the
/// account starred that the fake serves, ordered by `sort` — `created`
/// (when starred; the default) or `updated` (when the repository was last
/// updated) — and `direction` (`desc` by default). A star of a repository
/// the fake does not serve is left out, as GitHub leaves out one it can no
/// longer show.
enum StarredRepositories {
    struct Entry: Sendable {
        var search: RepositorySearch.Entry
        var starredAt: Int64
    }

    static func select(_ stars: [FakeStar], target: RequestTarget, users: [FakeUser]) -> [Entry] {
        let byLogin = Dictionary(users.map { ($0.login.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        var entries: [Entry] = []
        for star in stars {
            guard let account = byLogin[star.owner.lowercased()],
                  let repository = account.repositories.first(where: {
                      $0.name.lowercased() == star.name.lowercased()
                          && ($0.owner?.login.lowercased() ?? account.login.lowercased()) == account.login.lowercased()
                  }) else { continue }
            entries.append(Entry(search: RepositorySearch.Entry(repository: repository, owner: account.asOwner,
                                                                account: account.asOwner),
                                 starredAt: star.starredAt))
        }
        let byUpdate = target.queryValue("sort") == "updated"
        let ascending = target.queryValue("direction") == "asc"
        return entries.sorted { a, b in
            let (ka, kb) = byUpdate ? (a.search.repository.updatedAt, b.search.repository.updatedAt) : (a.starredAt, b.starredAt)
            if ka == kb { return a.search.repository.id < b.search.repository.id }
            return ascending ? ka < kb : ka > kb
        }
    }

    /// Whether `Accept` asks for `application/vnd.github.star+json`: each
    /// element is then `{"starred_at": …, "repo": {…}}`.
    static func wantsStarredAt(_ head: RequestHead) -> Bool {
        head.headers.values(named: "Accept").contains { value in
            value.split(separator: ",").contains { type in
                let name = type.split(separator: ";").first?.trimmingCharacters(in: " \t").lowercased() ?? ""
                return name == "application/vnd.github.star+json" || name == "application/vnd.github.v3.star+json"
            }
        }
    }
}
