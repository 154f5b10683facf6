import AsyncOperators

/// The policy around `GitHubClient`: 3 attempts in all for what may succeed
/// on retry (with a pause on the injected clock between attempts), and the
/// gathering of every page of a user, serially or a few pages at a time.
public struct RepositoryService<C: Clock>: Sendable where C.Duration == Duration {
    public let client: GitHubClient
    let clock: C
    let attempts: Int
    let retryDelay: @Sendable (Int) -> Duration

    public init(client: GitHubClient, clock: C, attempts: Int = 3,
                retryDelay: @escaping @Sendable (Int) -> Duration = { .milliseconds(250 << min($0 - 1, 4)) }) {
        self.client = client
        self.clock = clock
        self.attempts = attempts
        self.retryDelay = retryDelay
    }

    /// One page with retries.
    public func fetchPage(_ url: String, login: String) async throws(GitHubError) -> RepositoryPage {
        let client = self.client
        return try await withRetry(attempts: attempts, clock: clock, delay: retryDelay,
                                   shouldRetry: { (error: GitHubError) in error.isRetryable }) { () async throws(GitHubError) -> RepositoryPage in
            try await client.fetchPage(url, login: login)
        }
    }

    /// The first page for what the user typed; nil for an empty name (no request).
    public func firstPage(login text: String, options: ListOptions) async throws(GitHubError) -> RepositoryPage? {
        switch GitHubLogin(text) {
        case .empty:
            return nil
        case .invalid(let name, let reason):
            throw .invalidLogin(name, reason: reason)
        case .valid(let login):
            return try await fetchPage(client.endpoint.repositoriesURL(login: login, options: options), login: login)
        }
    }

    /// Every page of `login` up to `limit` repositories. With `jobs > 1` and a
    /// `rel="last"` link, the remaining pages are fetched `jobs` at a time;
    /// otherwise `next` links are followed one by one, exactly as given.
    public func collect(login text: String, options: ListOptions, limit: Int?, jobs: Int = 1) async -> RepositoryCollection {
        let login = text.trimmingSpaces()
        var result = RepositoryCollection(login: login)
        let first: RepositoryPage
        do {
            guard let page = try await firstPage(login: text, options: options) else { return result }
            first = page
        } catch {
            result.failure = error
            return result
        }
        result.add(first)
        guard var next = first.next, !result.isFull(limit) else {
            result.trim(to: limit, moreExist: first.next != nil)
            return result
        }
        let pageSize = max(1, first.repositories.count)
        if jobs > 1, let last = first.last, let urls = PageURLs.between(next: next, last: last) {
            let needed = limit.map { max(0, ($0 - result.repositories.count + pageSize - 1) / pageSize) } ?? urls.count
            let wanted = Array(urls.prefix(needed))
            await collectConcurrently(wanted, login: login, jobs: jobs, into: &result)
            result.trim(to: limit, moreExist: wanted.count < urls.count || result.hasMore)
            return result
        }
        var visited: Set<String> = [client.endpoint.repositoriesURL(login: login, options: options)]
        // A page can come back under another URL (`/users/{login}/repos` and
        // `/user/{id}/repos?page=1` are the same page): a page that brings
        // nothing new is a loop too.
        var seen = Set(result.repositories)
        while true {
            guard visited.insert(next).inserted, visited.count <= 100_000 else {
                result.failure = .paginationLoop(next)
                result.hasMore = true
                break
            }
            do {
                let page = try await fetchPage(next, login: login)
                let fresh = page.repositories.filter { seen.insert($0).inserted }
                if fresh.isEmpty, !page.repositories.isEmpty {
                    result.failure = .paginationLoop(next)
                    result.hasMore = true
                    break
                }
                result.add(page)
                guard let following = page.next else { break }
                if result.isFull(limit) {
                    result.hasMore = true
                    break
                }
                next = following
            } catch {
                result.failure = error
                result.hasMore = true
                break
            }
        }
        result.trim(to: limit, moreExist: result.hasMore)
        return result
    }

    /// One page with retries, as a value. (A `do throws(GitHubError)` block
    /// inside the task closure was miscompiled in release builds by Swift 6.3:
    /// the task returned a garbage index, and `--once` trapped on every user
    /// with more than one page.)
    private func fetchOutcome(_ url: String, login: String) async -> Result<RepositoryPage, GitHubError> {
        do {
            return .success(try await fetchPage(url, login: login))
        } catch {
            return .failure(error)
        }
    }

    private func collectConcurrently(_ urls: [String], login: String, jobs: Int, into result: inout RepositoryCollection) async {
        var pages = [RepositoryPage?](repeating: nil, count: urls.count)
        var firstFailure: (index: Int, error: GitHubError)?
        await withTaskGroup(of: (Int, Result<RepositoryPage, GitHubError>).self) { group in
            var started = 0
            func startNext() {
                guard started < urls.count else { return }
                let index = started
                started += 1
                let url = urls[index]
                group.addTask { (index, await self.fetchOutcome(url, login: login)) }
            }
            for _ in 0..<min(jobs, urls.count) { startNext() }
            for await (index, outcome) in group {
                switch outcome {
                case .success(let page):
                    pages[index] = page
                    if firstFailure == nil { startNext() }
                case .failure(let error):
                    if firstFailure.map({ index < $0.index }) ?? true { firstFailure = (index, error) }
                    group.cancelAll()
                }
            }
        }
        for index in pages.indices {
            if let failure = firstFailure, index >= failure.index {
                result.failure = failure.error
                result.hasMore = true
                return
            }
            guard let page = pages[index] else { break }
            result.add(page)
        }
    }
}

extension RepositoryCollection {
    mutating func add(_ page: RepositoryPage) {
        repositories += page.repositories
        pagesFetched += 1
        if page.fromCache { pagesFromCache += 1 }
        if let limit = page.rateLimit { rateLimit = limit }
    }

    func isFull(_ limit: Int?) -> Bool {
        limit.map { repositories.count >= $0 } ?? false
    }

    mutating func trim(to limit: Int?, moreExist: Bool) {
        hasMore = moreExist
        if let limit, repositories.count > limit {
            repositories.removeSubrange(limit...)
            hasMore = true
        }
    }
}
