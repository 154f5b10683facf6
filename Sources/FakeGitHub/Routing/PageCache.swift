import Synchronization

/// The written repository objects, sort orders and pages of one account.
final class PageCache: Sendable {
    private let user: FakeUser
    private let htmlBase: String
    private let rootBase: String
    private let state = Mutex(State())

    private struct State: ~Copyable {
        var objects: [String: [[UInt8]]] = [:]
        var orders: [RepositoryListQuery.OrderKey: [Int]] = [:]
        var pages: [PageKey: CachedPage] = [:]
    }

    private struct PageKey: Hashable {
        var apiBase: String
        var query: RepositoryListQuery
    }

    /// Pages kept before the cache starts afresh (bounds memory when a
    /// client walks many page sizes).
    private static let pageLimit = 2_048

    init(user: FakeUser, htmlBase: String, rootBase: String) {
        self.user = user
        self.htmlBase = htmlBase
        self.rootBase = rootBase
    }

    /// The page, written on first demand. Building happens under the lock,
    /// so concurrent first requests wait for one build instead of each
    /// making their own copy.
    func page(query: RepositoryListQuery, apiBase: String) -> CachedPage {
        state.withLock { state in
            let key = PageKey(apiBase: apiBase, query: query)
            if let cached = state.pages[key] { return cached }
            let objects = objects(apiBase: apiBase, &state)
            let order = order(query.orderKey, &state)
            let lastPage = (order.count + query.perPage - 1) / query.perPage
            let (skipped, overflow) = (query.page - 1).multipliedReportingOverflow(by: query.perPage)
            let start = overflow ? order.count : min(order.count, skipped)
            let end = min(order.count, start + query.perPage)
            var body: [UInt8] = [UInt8(ascii: "[")]
            body.reserveCapacity(order[start..<end].reduce(2) { $0 + objects[$1].count + 1 })
            for (position, index) in order[start..<end].enumerated() {
                if position > 0 { body.append(UInt8(ascii: ",")) }
                body.append(contentsOf: objects[index])
            }
            body.append(UInt8(ascii: "]"))
            let page = CachedPage(body: body, itemCount: end - start, lastPage: lastPage)
            if state.pages.count >= Self.pageLimit { state.pages.removeAll() }
            state.pages[key] = page
            return page
        }
    }

    /// Indices of the account's repositories in the order `key` sorts them
    /// (the REST listing's order, which the GraphQL connection shares).
    func orderedIndices(_ key: RepositoryListQuery.OrderKey) -> [Int] {
        state.withLock { order(key, &$0) }
    }

    private func objects(apiBase: String, _ state: inout State) -> [[UInt8]] {
        if let done = state.objects[apiBase] { return done }
        let encoder = RepositoryJSONEncoder(apiBase: apiBase, htmlBase: htmlBase, avatarBase: rootBase)
        let made = user.repositories.map { encoder.encode($0, listedFor: user.asOwner) }
        state.objects[apiBase] = made
        return made
    }

    private func order(_ key: RepositoryListQuery.OrderKey, _ state: inout State) -> [Int] {
        if let done = state.orders[key] { return done }
        let repositories = user.repositories
        let login = user.login.lowercased()
        let selected = repositories.indices.filter { index in
            let owned = (repositories[index].owner?.login.lowercased() ?? login) == login
            switch key.kind {
            case .owner: return owned
            case .member: return !owned
            case .all: return true
            }
        }
        func fullName(_ index: Int) -> String {
            "\(repositories[index].owner?.login ?? user.login)/\(repositories[index].name)".lowercased()
        }
        let sorted: [Int]
        switch key.sort {
        case .fullName:
            let names = Dictionary(uniqueKeysWithValues: selected.map { ($0, fullName($0)) })
            sorted = selected.sorted { (names[$0, default: ""], $0) < (names[$1, default: ""], $1) }
        case .created:
            sorted = selected.sorted { (repositories[$0].createdAt, $0) < (repositories[$1].createdAt, $1) }
        case .updated:
            sorted = selected.sorted { (repositories[$0].updatedAt, $0) < (repositories[$1].updatedAt, $1) }
        case .pushed:
            sorted = selected.sorted { (repositories[$0].pushedAt ?? 0, $0) < (repositories[$1].pushedAt ?? 0, $1) }
        }
        let made = key.ascending ? sorted : Array(sorted.reversed())
        state.orders[key] = made
        return made
    }
}
