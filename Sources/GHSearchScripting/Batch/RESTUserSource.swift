import FoundationEssentials
import GHSearchGitHub

/// The REST path: every page of each user (or `--limit`), one request per
/// page, each let through by the `RateLimitGate`, `jobs` users at a time
/// (the first alone, so the quota is known before several requests go
/// out), each user handed over whole when done; the ETag cache makes a
/// repeat a free `304`.
///
/// 5xx and transport failures are retried by `RepositoryService` (3 attempts
/// in all); rate limits by `BatchLimitRetry`: a primary-limit answer waits
/// for the reset and sends the same request again, a secondary one waits
/// `retry-after` seconds, else 60 s doubling each time, up to a bound.
public struct RESTUserSource<C: Clock>: BatchSource where C.Duration == Duration {
    let service: RepositoryService<C>
    let gate: RateLimitGate<C>
    let options: BatchOptions
    let now: @Sendable () -> Date

    public init(service: RepositoryService<C>, gate: RateLimitGate<C>, options: BatchOptions,
                now: @escaping @Sendable () -> Date = { Date() }) {
        self.service = service
        self.gate = gate
        self.options = options
        self.now = now
    }

    public func fetch(_ logins: [String], onEvent: @escaping @Sendable (BatchEvent) -> Void,
                      finished: (BatchRecord) -> BatchContinuation) async -> BatchSourceEnd {
        var queue = logins[...]
        await withTaskGroup(of: BatchRecord?.self) { group in
            var running = 0
            var halted = false
            func start(upTo jobs: Int) {
                while running < jobs, !halted, let login = queue.popFirst() {
                    running += 1
                    group.addTask {
                        onEvent(.started(login))
                        return await search(login, onEvent: onEvent)
                    }
                }
            }
            start(upTo: 1)
            for await result in group {
                running -= 1
                if let record = result {
                    switch finished(record) {
                    case .proceed:
                        break
                    case .stop:
                        halted = true
                    case .abandon:
                        // Nothing more can reach the output: what is in flight would be spent for nothing.
                        halted = true
                        group.cancelAll()
                    }
                }
                if gate.stoppedAt != nil { halted = true }
                start(upTo: options.jobs)
            }
        }
        return BatchSourceEnd(stoppedAt: gate.stoppedAt)
    }

    /// One user, every page (as far as `PageFollower` believes them), each
    /// told to `onEvent` as it comes in; nil when the gate stopped before
    /// the user was done.
    func search(_ login: String, onEvent: @Sendable (BatchEvent) -> Void = { _ in }) async -> BatchRecord? {
        let sortLocally = options.sortsByStars
        let firstURL = options.firstURL(service.client.endpoint, login: login)
        var follower = PageFollower(firstURL: firstURL, limit: sortLocally ? nil : options.limit)
        var url = firstURL
        pages: while true {
            let page: RepositoryPage
            switch await fetch(url, login: login, isFirst: follower.pages == 0) {
            case .stopped: return nil
            case .failed(let error): return failure(login, error)
            case .page(let fetched): page = fetched
            }
            let step = follower.take(page, from: url)
            if case .follow = step { onEvent(.page(login, fetched: follower.pages, last: follower.lastPage)) }
            switch step {
            case .follow(let next): url = next
            case .finished: break pages
            case .stopped(let error): return failure(login, error)
            }
        }
        // Entries that were not repositories: the list is incomplete, as one cut short is.
        if let skipped = follower.notRepositories { return failure(login, .notRepositories(skipped)) }
        var repositories = follower.repositories
        if sortLocally { repositories.sort(by: RepositoryOrder.byStars) }
        if let limit = options.limit, repositories.count > limit { repositories.removeSubrange(limit...) }
        return BatchRecord(user: login, outcome: .repositories(repositories))
    }

    private func failure(_ login: String, _ error: GitHubError) -> BatchRecord {
        BatchRecord(user: login, outcome: .failure(BatchErrorCode(error), message: error.describe(apiURL: options.apiURL, now: now())))
    }

    enum PageOutcome {
        case page(RepositoryPage)
        case failed(GitHubError)
        case stopped
    }

    /// One page through the gate, waiting out rate limits and sending the same request again.
    func fetch(_ url: String, login: String, isFirst: Bool) async -> PageOutcome {
        switch await BatchGatedCall(gate: gate, options: options)({ () async throws(GitHubError) in
            try await page(url, login: login, isFirst: isFirst)
        }) {
        case nil: .stopped
        case .success(let page)?: .page(page)
        case .failure(let error)?: .failed(error)
        }
    }

    /// One attempt at a page of `login`'s list, or of their stars (a 404
    /// after the first page is a page gone, not an unknown user).
    private func page(_ url: String, login: String, isFirst: Bool) async throws(GitHubError) -> RepositoryPage {
        guard options.starred else {
            return try await isFirst ? service.fetchPage(url, login: login) : service.fetchNextPage(url, login: login)
        }
        do throws(GitHubError) {
            return try await service.fetchStarredPage(url, subject: .user(login))
        } catch {
            if !isFirst, case .userNotFound = error { throw .pageNotFound(url) }
            throw error
        }
    }
}
