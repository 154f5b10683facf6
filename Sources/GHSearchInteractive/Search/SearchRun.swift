/// The inner sequence of the search stream for one key: `started` (unless
/// the name is empty), then `finished` with the outcome. The request runs
/// inside `next()`, in the task that iterates, so when `flatMapLatest`
/// cancels that task the transfer itself is aborted, and a cancelled run ends
/// without emitting anything.
struct SearchRun: AsyncSequence, Sendable {
    typealias Element = SearchEvent
    typealias Failure = Never

    let login: String
    let search: @Sendable (String) async -> SearchOutcome

    func makeAsyncIterator() -> Iterator {
        Iterator(login: login, search: search)
    }

    struct Iterator: AsyncIteratorProtocol {
        let login: String
        let search: @Sendable (String) async -> SearchOutcome
        var step = 0

        mutating func next() async -> SearchEvent? {
            defer { step += 1 }
            if Task.isCancelled { return nil }
            switch step {
            case 0 where login.isEmpty:
                step = 1
                return .finished(login: login, outcome: .cleared)
            case 0:
                return .started(login: login)
            case 1:
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
