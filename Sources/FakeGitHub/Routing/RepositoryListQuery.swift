/// The parameters of a repository list request, normalised the way
/// GitHub reads them.
struct RepositoryListQuery: Sendable, Hashable {
    enum Kind: String, Sendable { case owner, member, all }
    enum Sort: String, Sendable { case created, updated, pushed, fullName = "full_name" }

    var kind: Kind
    var sort: Sort
    var ascending: Bool
    var perPage: Int
    /// 1-based.
    var page: Int

    /// Reads `type`, `sort`, `direction`, `per_page` and `page`; values
    /// GitHub would not accept fall back to its defaults.
    init(target: RequestTarget, defaultPerPage: Int, maxPerPage: Int) {
        kind = target.queryValue("type").flatMap(Kind.init(rawValue:)) ?? .owner
        sort = target.queryValue("sort").flatMap(Sort.init(rawValue:)) ?? .fullName
        switch target.queryValue("direction") {
        case "asc": ascending = true
        case "desc": ascending = false
        default: ascending = sort == .fullName
        }
        if let requested = target.queryValue("per_page").flatMap({ Int($0) }), requested > 0 {
            perPage = min(requested, maxPerPage)
        } else {
            perPage = defaultPerPage
        }
        page = Self.pageNumber(target)
    }

    /// The `page` query value as GitHub reads it (absent, invalid or < 1 → 1).
    static func pageNumber(_ target: RequestTarget) -> Int {
        guard let value = target.queryValue("page").flatMap({ Int($0) }), value > 0 else { return 1 }
        return value
    }

    /// The key of a sorted listing (the same order serves every page size).
    struct OrderKey: Sendable, Hashable {
        var kind: Kind
        var sort: Sort
        var ascending: Bool
    }

    var orderKey: OrderKey {
        OrderKey(kind: kind, sort: sort, ascending: ascending)
    }
}
