/// `.loadPages` (#13): a user's remaining pages in the background, `jobs` at
/// a time over the reused connection when `rel="last"` gives their URLs,
/// else one `next` link after the other, answered in page order. Cancelling
/// the task (a change of name, a replaced load) aborts the transfers in flight.
extension SearchSession {
    static func loadPages(_ load: PageLoad, service: RepositoryService<C>,
                          answer: @escaping @Sendable (SearchAction) -> Void) async {
        if load.jobs > 1, let urls = load.urls, urls.count > 1 {
            await loadConcurrently(urls, load: load, service: service, answer: answer)
            return
        }
        var url = load.next
        for _ in 0..<load.count {
            let outcome = await fetch(url, login: load.login, service: service)
            if Task.isCancelled { return }
            guard let outcome else { return }
            answer(.pageLoaded(login: load.login, outcome))
            guard case .success(let page) = outcome, let next = page.next else { return }
            url = next
        }
    }

    /// One page with the service's retries; nil when cancelled.
    private static func fetch(_ url: String, login: String,
                              service: RepositoryService<C>) async -> Result<RepositoryPage, GitHubError>? {
        do {
            return .success(try await service.fetchPage(url, login: login))
        } catch {
            if case .transport(.cancelled) = error { return nil }
            return .failure(error)
        }
    }

    /// `urls` fetched `load.jobs` at a time; each page is answered as soon as
    /// every page before it was, so rows arrive in list order. The first
    /// failure is answered after the pages before it, and ends the load.
    private static func loadConcurrently(_ urls: [String], load: PageLoad, service: RepositoryService<C>,
                                         answer: @escaping @Sendable (SearchAction) -> Void) async {
        await withTaskGroup(of: (Int, Result<RepositoryPage, GitHubError>?).self) { group in
            var started = 0
            var waiting: [Int: Result<RepositoryPage, GitHubError>] = [:]
            var nextToAnswer = 0
            func startNext() {
                guard started < urls.count else { return }
                let index = started
                let url = urls[index]
                started += 1
                group.addTask { (index, await fetch(url, login: load.login, service: service)) }
            }
            for _ in 0..<min(load.jobs, urls.count) { startNext() }
            for await (index, outcome) in group {
                guard let outcome, !Task.isCancelled else {
                    group.cancelAll()
                    return
                }
                waiting[index] = outcome
                while let ready = waiting.removeValue(forKey: nextToAnswer) {
                    answer(.pageLoaded(login: load.login, ready))
                    nextToAnswer += 1
                    guard case .success(let page) = ready, page.next != nil || nextToAnswer == urls.count else {
                        group.cancelAll()  // a failure, or the list ended early: nothing after it counts
                        return
                    }
                }
                startNext()
            }
        }
    }
}
