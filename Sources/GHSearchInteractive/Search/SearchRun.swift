import GHSearchGitHub
/// The inner sequence of the search stream for one key: `started` (unless
/// the name is empty), `cached` when the response cache holds the key's
/// first page (read without a request, so it is drawn before the request
/// answers), then `finished` with the outcome. The cache is read and the
/// request runs inside `next()`, in the task that iterates, so when
/// `flatMapLatest` cancels that task (a newer key) the read is dropped and
/// the transfer itself aborted, and a cancelled run ends without emitting
/// anything.
struct SearchRun: AsyncSequence, Sendable {
    typealias Element = SearchEvent
    typealias Failure = Never

    let login: String
    let cached: @Sendable (String) async -> RepositoryPage?
    let search: @Sendable (String) async -> SearchOutcome

    init(login: String, cached: @escaping @Sendable (String) async -> RepositoryPage? = { _ in nil },
         search: @escaping @Sendable (String) async -> SearchOutcome) {
        self.login = login
        self.cached = cached
        self.search = search
    }

    func makeAsyncIterator() -> Iterator {
        Iterator(login: login, cached: cached, search: search)
    }

    struct Iterator: AsyncIteratorProtocol {
        let login: String
        let cached: @Sendable (String) async -> RepositoryPage?
        let search: @Sendable (String) async -> SearchOutcome
        var step = 0

        mutating func next() async -> SearchEvent? {
            if Task.isCancelled { return nil }
            switch step {
            case 0 where login.isEmpty:
                step = 3
                return .finished(login: login, outcome: .cleared)
            case 0:
                step = 1
                return .started(login: login)
            case 1:
                step = 2
                if let page = await cached(login) {
                    if Task.isCancelled { return nil }
                    return .cached(login: login, page: page)
                }
                fallthrough
            case 2:
                if Task.isCancelled { return nil }
                step = 3
                let outcome = await search(login)
                if Task.isCancelled { return nil }
                return .finished(login: login, outcome: outcome)
            default:
                return nil
            }
        }

        mutating func next(isolation actor: isolated (any Actor)?) async throws(Never) -> SearchEvent? {
            await next()
        }
    }
}
