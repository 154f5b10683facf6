import AsyncOperators
import GHSearchText

/// The policy around `GitHubClient`: 3 attempts in all for what may succeed
/// on retry (with a pause on the injected clock between attempts), and the
/// gathering of every page of a user, serially or a few pages at a time.
/// With `staleIfError` (`--once` and the interactive mode, not `--batch`),
/// a page GitHub could not give after every attempt (`isUnreachable`) is
/// answered from the response cache when it holds one, marked `stale`
/// (RFC 5861's stale-if-error); nothing is written to the cache then.
public struct RepositoryService<C: Clock>: Sendable where C.Duration == Duration {
    public let client: GitHubClient
    let retry: GitHubRetry<C>
    let staleIfError: Bool

    public init(client: GitHubClient, clock: C, attempts: Int = 3,
                retryDelay: @escaping @Sendable (Int) -> Duration = { .milliseconds(250 << min($0 - 1, 4)) },
                staleIfError: Bool = false) {
        self.client = client
        self.retry = GitHubRetry(clock: clock, attempts: attempts, delay: retryDelay)
        self.staleIfError = staleIfError
    }

    /// One page with retries (then, with `staleIfError`, the cached one).
    public func fetchPage(_ url: String, login: String) async throws(GitHubError) -> RepositoryPage {
        let client = self.client
        return try await withRetryOrCache { () async throws(GitHubError) -> RepositoryPage in
            try await client.fetchPage(url, login: login)
        } cached: {
            await client.cachedPage(url)
        }
    }

    /// `fetch` with retries; when every attempt failed for want of GitHub
    /// and `staleIfError` is on, what `cached` reads instead, marked stale.
    func withRetryOrCache(_ fetch: () async throws(GitHubError) -> RepositoryPage,
                          cached: () async -> RepositoryPage?) async throws(GitHubError) -> RepositoryPage {
        do {
            return try await retry.run(fetch)
        } catch {
            guard staleIfError, error.isUnreachable, var page = await cached() else { throw error }
            page.stale = StaleAnswer(storedAt: page.cachedAt, failure: error)
            return page
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

    /// What the response cache holds of `subject`'s list, without a request:
    /// the first page and the pages after it as far as they are cached,
    /// through `PageFollower` as if fetched (each repository once, no loop),
    /// as one page whose `next` is the first page not cached; nil when the
    /// first page is not cached.
    ///
    /// A user's stars are read in `starredOrder`; `@me` and a search have
    /// no such list here (nil).
    public func cachedPages(of subject: SearchSubject, options: ListOptions, starredOrder: StarredOrder? = nil) async -> RepositoryPage? {
        let client = self.client
        let firstURL: String
        let cachedPage: (String) async -> RepositoryPage?
        switch subject {
        case .starred(let whose):
            if let login = whose.login, GitHubLogin(login) != .valid(login) { return nil }
            firstURL = client.endpoint.starredURL(whose, order: starredOrder)
            cachedPage = { await client.cachedStarredPage($0) }
        case .user(let text):
            guard case .valid(let login) = GitHubLogin(text) else { return nil }
            firstURL = client.endpoint.repositoriesURL(login: login, options: options)
            cachedPage = { await client.cachedPage($0) }
        case .own, .search:
            return nil
        }
        guard let first = await cachedPage(firstURL) else { return nil }
        var follower = PageFollower(firstURL: firstURL, limit: nil)
        var step = follower.take(first, from: firstURL)
        var page = first
        page.next = nil
        while case .follow(let next) = step {
            page.next = next
            guard let following = await cachedPage(next) else { break }
            step = follower.take(following, from: next)
            page.next = nil
        }
        page.repositories = follower.repositories
        page.notRepositories = follower.notRepositories
        return page
    }

    /// A page after the first (a `next` link): a 404 there means the list
    /// changed under us or the server is inconsistent, not an unknown user.
    public func fetchNextPage(_ url: String, login: String) async throws(GitHubError) -> RepositoryPage {
        do {
            return try await fetchPage(url, login: login)
        } catch {
            if case .userNotFound = error { throw .pageNotFound(url) }
            throw error
        }
    }

    /// Every page of `login` up to `limit` repositories, as far as
    /// `PageFollower` finds them believable. With `jobs > 1`, a full first
    /// page and a `rel="last"` link, the following pages are fetched `jobs`
    /// at a time (never more than the follower's budget, and none after an
    /// empty or short one); otherwise `next` links are followed one by one,
    /// exactly as given.
    public func collect(login text: String, options: ListOptions, limit: Int?, jobs: Int = 1) async -> RepositoryCollection {
        let login = text.trimmingSpaces()
        var result = RepositoryCollection(login: login)
        let firstURL = client.endpoint.repositoriesURL(login: login, options: options)
        let first: RepositoryPage
        do {
            guard let page = try await firstPage(login: text, options: options) else { return result }
            first = page
        } catch {
            result.failure = error
            return result
        }
        var follower = PageFollower(firstURL: firstURL, limit: limit)
        result.add(first)
        var step = follower.take(first, from: firstURL)
        if case .follow = step, follower.lastPage != nil {
            // Room for as many as the pages the first one's `rel="last"`
            // allows can bring, made once instead of grown (and copied) page
            // after page.
            let (most, overflow) = first.entryCount.multipliedReportingOverflow(by: follower.pages + follower.pageBudget)
            follower.reserveCapacity(min(limit ?? .max, overflow ? .max : most))
        }
        if case .follow(let next) = step, jobs > 1, first.entryCount >= options.perPage,
           let last = first.last, let urls = PageURLs.between(next: next, last: last) {
            step = await collectConcurrently(Array(urls.prefix(follower.pageBudget)), login: login, jobs: jobs,
                                             pageSize: first.entryCount, follower: &follower, into: &result)
        }
        step = await result.follow(from: step, with: &follower) { (next: String) async throws(GitHubError) in
            try await fetchNextPage(next, login: login)
        }
        result.finish(step, follower: follower, limit: limit)
        return result
    }

    /// A later page with retries, as a value. (A `do throws(GitHubError)` block
    /// inside the task closure was miscompiled in release builds by Swift 6.3:
    /// the task returned a garbage index, and `--once` trapped on every user
    /// with more than one page.)
    private func fetchOutcome(_ url: String, subject: SearchSubject) async -> Result<RepositoryPage, GitHubError> {
        do {
            return .success(try await fetchListPage(url, of: subject))
        } catch {
            return .failure(error)
        }
    }

    /// Fetches `urls` (pages 2, 3, … of the first page's `rel="last"`)
    /// `jobs` at a time and hands them to `follower` in order. Returns the
    /// follower's last step; `.follow` when every page was taken and the
    /// last still names a next one.
    private func collectConcurrently(_ urls: [String], login: String, jobs: Int, pageSize: Int,
                                     follower: inout PageFollower,
                                     into result: inout RepositoryCollection) async -> PageFollower.Step {
        guard !urls.isEmpty else { return .stopped(.endlessPagination(pages: follower.pages)) }
        var step = PageFollower.Step.follow(urls[0])
        await fetchInOrder(urls, subject: .user(login), jobs: jobs, pageSize: pageSize) { index, outcome in
            switch outcome {
            case .success(let page):
                result.add(page)
                step = follower.take(page, from: urls[index])
            case .failure(let error):
                step = .stopped(error)
            }
            if case .follow = step { return true }
            return false
        }
        return step
    }

    /// The one way pages whose URLs are known (`rel="last"`) are fetched
    /// several at a time, for `--once` and for the interactive mode's
    /// background loading: `jobs` requests at a time, never more than a few
    /// pages ahead of the first one missing (a slow page must not leave
    /// every later one waiting in memory), and none after a page known to
    /// be the last (empty, short, or naming no next one). Each outcome is
    /// handed to `take` in page order, as soon as those before it were;
    /// `take` returns whether to go on. Cancelling the calling task
    /// cancels the transfers in flight (their outcomes are then
    /// `.transport(.cancelled)`).
    public func fetchInOrder(_ urls: [String], subject: SearchSubject, jobs: Int, pageSize: Int,
                             take: (Int, Result<RepositoryPage, GitHubError>) -> Bool) async {
        var arrived = [Int: Result<RepositoryPage, GitHubError>]()
        var taken = 0
        var goingOn = true
        // The first page known to be the last.
        var end = urls.count - 1
        await withTaskGroup(of: (Int, Result<RepositoryPage, GitHubError>).self) { group in
            var started = 0
            var inFlight = 0
            func fill() {
                while inFlight < jobs, started <= end, started < taken + 4 * jobs {
                    let index = started
                    let url = urls[index]
                    started += 1
                    inFlight += 1
                    group.addTask { (index, await self.fetchOutcome(url, subject: subject)) }
                }
            }
            fill()
            for await (index, outcome) in group {
                inFlight -= 1
                if case .success(let page) = outcome, page.next == nil || page.entryCount < pageSize {
                    end = min(end, index)
                }
                arrived[index] = outcome
                // Hand over every page that is next in order.
                while goingOn, let next = arrived.removeValue(forKey: taken) {
                    goingOn = take(taken, next)
                    taken += 1
                }
                guard goingOn, taken <= end else {
                    group.cancelAll()
                    break
                }
                fill()
            }
        }
    }
}

extension RepositoryCollection {
    /// Counts a page fetched (its repositories go through `PageFollower`).
    public mutating func add(_ page: RepositoryPage) {
        pagesFetched += 1
        if page.fromCache { pagesFromCache += 1 }
        if let mark = page.stale { stale = mark.older(stale) }
        if let limit = page.rateLimit { rateLimit = limit }
    }

    /// Follows `next` links one after another from `step`, each page
    /// fetched with `fetch` and judged by `follower`; returns the last step.
    public mutating func follow(from step: PageFollower.Step, with follower: inout PageFollower,
                         fetch: (String) async throws(GitHubError) -> RepositoryPage) async -> PageFollower.Step {
        var step = step
        while case .follow(let next) = step {
            do throws(GitHubError) {
                let page = try await fetch(next)
                add(page)
                step = follower.take(page, from: next)
            } catch {
                step = .stopped(error)
            }
        }
        return step
    }

    /// Takes the follower's repositories and what its last step says:
    /// trimmed to `limit`, with the reason it stopped early if it did, or
    /// else the entries left out as not repositories, if there were any.
    public mutating func finish(_ step: PageFollower.Step, follower: PageFollower, limit: Int?) {
        repositories = follower.repositories
        switch step {
        case .follow:
            break
        case .finished(let more):
            failure = follower.notRepositories.map(GitHubError.notRepositories)
            trim(to: limit, moreExist: more)
        case .stopped(let error):
            failure = error
            trim(to: limit, moreExist: true)
        }
    }

    public mutating func trim(to limit: Int?, moreExist: Bool) {
        hasMore = moreExist
        if let limit, repositories.count > limit {
            repositories.removeSubrange(limit...)
            hasMore = true
        }
    }
}
