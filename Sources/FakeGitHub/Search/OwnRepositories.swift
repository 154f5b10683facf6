/// What `GET /user/repos` lists for the token's user (docs: "List
/// repositories for the authenticated user"): `affiliation` (comma-separated
/// `owner`, `collaborator`, `organization_member`; default all three),
/// `visibility` (`all`, `public`, `private`; default all), or instead of both
/// the older `type` (`all`, `owner`, `public`, `private`, `member`) — giving
/// `type` with either of the others is GitHub's 422. `sort` is `full_name`
/// (default, ascending), `created`, `updated` or `pushed` (descending), and
/// `direction` overrides.
///
/// In the fake, a viewer's `owner` repositories are those its account owns,
/// `collaborator` ones are the repositories its account lists under another
/// owner, and `organization_member` ones are every repository of the
/// organisations it belongs to. Private repositories are all included.
enum OwnRepositories {
    enum Affiliation: String, CaseIterable {
        case owner, collaborator
        case organizationMember = "organization_member"
    }

    /// `type` given together with `visibility` or `affiliation`.
    struct TypeConflict: Error {}

    static func select(target: RequestTarget, users: [FakeUser], viewer: FakeViewer?) -> Result<[RepositorySearch.Entry], TypeConflict> {
        let type = target.queryValue("type")
        let visibilityText = target.queryValue("visibility")
        let affiliationText = target.queryValue("affiliation")
        if type != nil, visibilityText != nil || affiliationText != nil { return .failure(TypeConflict()) }
        var affiliations = Set(Affiliation.allCases)
        var isPrivate: Bool?
        switch type {
        case "owner": affiliations = [.owner]
        case "public": isPrivate = false
        case "private": isPrivate = true
        case "member": affiliations = [.collaborator, .organizationMember]
        default: break
        }
        if let affiliationText {
            let named = affiliationText.split(separator: ",").compactMap {
                Affiliation(rawValue: $0.trimmingCharacters(in: " "))
            }
            if !named.isEmpty { affiliations = Set(named) }
        }
        switch visibilityText {
        case "public": isPrivate = false
        case "private": isPrivate = true
        default: break
        }
        guard let viewer else { return .success([]) }
        let login = viewer.login.lowercased()
        let byLogin = Dictionary(users.map { ($0.login.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        var entries: [RepositorySearch.Entry] = []
        var seen = Set<String>()
        func add(_ repository: FakeRepository, account: FakeOwner) {
            let owner = repository.owner ?? account
            guard isPrivate.map({ $0 == repository.isPrivate }) ?? true,
                  seen.insert("\(owner.login)/\(repository.name)".lowercased()).inserted else { return }
            entries.append(RepositorySearch.Entry(repository: repository, owner: owner, account: account))
        }
        if let own = byLogin[login] {
            for repository in own.repositories {
                let owned = (repository.owner?.login.lowercased() ?? login) == login
                if owned ? affiliations.contains(.owner) : affiliations.contains(.collaborator) {
                    add(repository, account: own.asOwner)
                }
            }
        }
        if affiliations.contains(.organizationMember) {
            for organisation in viewer.organisations {
                guard let account = byLogin[organisation.lowercased()] else { continue }
                for repository in account.repositories { add(repository, account: account.asOwner) }
            }
        }
        return .success(sorted(entries, target: target))
    }

    static func sorted(_ entries: [RepositorySearch.Entry], target: RequestTarget) -> [RepositorySearch.Entry] {
        let sort = target.queryValue("sort") ?? "full_name"
        let ascending = target.queryValue("direction").map { $0 == "asc" } ?? (sort == "full_name")
        func fullName(_ entry: RepositorySearch.Entry) -> String {
            "\(entry.owner.login)/\(entry.repository.name)".lowercased()
        }
        return entries.sorted { a, b in
            let ordered: Bool?
            switch sort {
            case "created": ordered = a.repository.createdAt == b.repository.createdAt ? nil : a.repository.createdAt < b.repository.createdAt
            case "updated": ordered = a.repository.updatedAt == b.repository.updatedAt ? nil : a.repository.updatedAt < b.repository.updatedAt
            case "pushed":
                let (pa, pb) = (a.repository.pushedAt ?? 0, b.repository.pushedAt ?? 0)
                ordered = pa == pb ? nil : pa < pb
            default: ordered = fullName(a) == fullName(b) ? nil : fullName(a) < fullName(b)
            }
            guard let ordered else { return a.repository.id < b.repository.id }
            return ascending ? ordered : !ordered
        }
    }
}
