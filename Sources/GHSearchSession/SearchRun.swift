import GHSearchInteractive
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

    let subject: SearchSubject?
    let cached: @Sendable (SearchSubject) async -> RepositoryPage?
    let search: @Sendable (SearchSubject) async -> SearchOutcome

    init(subject: SearchSubject?, cached: @escaping @Sendable (SearchSubject) async -> RepositoryPage? = { _ in nil },
         search: @escaping @Sendable (SearchSubject) async -> SearchOutcome) {
        self.subject = subject
        self.cached = cached
        self.search = search
    }

    func makeAsyncIterator() -> Iterator {
        Iterator(subject: subject, cached: cached, search: search)
    }

    struct Iterator: AsyncIteratorProtocol {
        let subject: SearchSubject?
        let cached: @Sendable (SearchSubject) async -> RepositoryPage?
        let search: @Sendable (SearchSubject) async -> SearchOutcome
        var step = 0

        mutating func next() async -> SearchEvent? {
            if Task.isCancelled { return nil }
            guard let subject else {
                guard step == 0 else { return nil }
                step = 3
                return .finished(nil, outcome: .cleared)
            }
            switch step {
            case 0:
                step = 1
                return .started(subject)
            case 1:
                step = 2
                if let page = await cached(subject) {
                    if Task.isCancelled { return nil }
                    return .cached(subject, page: page)
                }
                fallthrough
            case 2:
                if Task.isCancelled { return nil }
                step = 3
                let outcome = await search(subject)
                if Task.isCancelled { return nil }
                return .finished(subject, outcome: outcome)
            default:
                return nil
            }
        }

        mutating func next(isolation actor: isolated (any Actor)?) async throws(Never) -> SearchEvent? {
            await next()
        }
    }
}
