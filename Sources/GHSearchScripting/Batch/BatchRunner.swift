import FoundationEssentials
import GHSearchGitHub

/// Searches every user of a batch: all pages of each (or `--limit`), each
/// request let through by the `RateLimitGate`, `jobs` users at a time, and
/// hands each finished user over whole, one at a time, in order of completion.
///
/// 5xx and transport failures are retried by `RepositoryService` (3 attempts
/// in all); rate limits are handled here: a primary-limit answer waits for
/// the reset and sends the same request again, a secondary one waits
/// `retry-after` seconds, else 60 s doubling each time, up to a bound.
public struct BatchRunner<C: Clock>: Sendable where C.Duration == Duration {
    let service: RepositoryService<C>
    let gate: RateLimitGate<C>
    let options: BatchOptions
    let now: @Sendable () -> Date
    /// Where users are searched instead of this runner's own REST requests
    /// (`--api graphql`/`auto`); nil: REST, one request per page.
    let source: (any BatchUserSource)?

    public init(service: RepositoryService<C>, gate: RateLimitGate<C>, options: BatchOptions,
                now: @escaping @Sendable () -> Date = { Date() }, source: (any BatchUserSource)? = nil) {
        self.service = service
        self.gate = gate
        self.options = options
        self.now = now
        self.source = source
    }

    /// Runs the batch. `write` gets each finished user, one at a time, and
    /// must have stored it before returning; when it throws, the batch
    /// stops (no user is started after that, and none is counted as
    /// written that was not). `onEvent` may be called from any task. The
    /// first user is searched alone, so the quota is known before several
    /// requests go out at once.
    public func run(_ entries: [BatchEntry], write: (BatchRecord) throws(OutputFailure) -> Void,
                    onEvent: @escaping @Sendable (BatchEvent) -> Void = { _ in }) async -> BatchSummary {
        var summary = BatchSummary()
        func finish(_ record: BatchRecord) {
            guard summary.outputFailure == nil else { return }
            do {
                try write(record)
            } catch {
                summary.outputFailure = error
                return
            }
            summary.written += 1
            if record.isFailure { summary.failed += 1 }
            onEvent(.finished(record))
        }
        var logins: [String] = []
        for entry in entries {
            switch entry {
            case .search(let login):
                logins.append(login)
            case .invalid(let name, let reason):
                finish(BatchRecord(user: name, outcome: .failure(
                    .invalid_login, message: GitHubError.invalidLogin(name, reason: reason).describe(apiURL: options.apiURL))))
            }
        }
        if let source {
            let end = await source.fetch(logins, onEvent: onEvent, finished: { record in
                finish(record)
                if summary.outputFailure != nil { return false }  // nothing more can be written
                guard case .failure(.bad_credentials, _) = record.outcome else { return true }
                summary.stoppedByCredentials = true
                return false
            })
            summary.stoppedByCredentials = summary.stoppedByCredentials
                || (end.stoppedByCredentials && summary.outputFailure == nil)
            summary.left = entries.count - summary.written
            summary.stoppedAt = end.stoppedAt
            return summary
        }
        var queue = logins[...]
        await withTaskGroup(of: BatchRecord?.self) { group in
            var running = 0
            var halted = summary.outputFailure != nil
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
                    finish(record)
                    if case .failure(.bad_credentials, _) = record.outcome {
                        halted = true
                        summary.stoppedByCredentials = true
                    }
                }
                if gate.stoppedAt != nil { halted = true }
                if summary.outputFailure != nil {
                    // Nothing more can reach the output: what is in flight would be spent for nothing.
                    halted = true
                    group.cancelAll()
                }
                start(upTo: options.jobs)
            }
        }
        summary.left = entries.count - summary.written
        summary.stoppedAt = gate.stoppedAt
        return summary
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
        var limits = BatchLimitRetry(options: options)
        while true {
            guard let ticket = await gate.acquire() else { return .stopped }
            let outcome: Result<RepositoryPage, GitHubError>
            do {
                outcome = .success(try await page(url, login: login, isFirst: isFirst))
            } catch {
                outcome = .failure(error)
            }
            gate.release(ticket)
            switch outcome {
            case .success(let page):
                return .page(page)
            case .failure(let error):
                guard limits.waitsOut(error, gate: gate) else { return .failed(error) }
            }
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

    /// The wait after the `n`th secondary-limit answer without `retry-after`:
    /// 60 s, then 120 s, 240 s, … (GitHub: "at least one minute", growing).
    static func backoff(_ n: Int) -> Duration {
        min(.seconds(60 << min(max(0, n - 1), 6)), RateLimitGate<C>.maximumWait)
    }
}
