import FoundationEssentials
import GHSearchGitHub

/// `ghsearch --once --search QUERY` and `ghsearch --once --mine`: one
/// search of all of GitHub (or the token's own repositories), printed by
/// `OnceCommand` as `--once ID` prints a user's list (TSV when piped, the
/// titled table on a terminal, `--json`), with the same exit statuses
/// (0 found, 1 failure, 3 rate limited, 64 a query GitHub refused or too
/// long to send).
///
/// A search follows `Link` up to `--limit` (default: 100, one request of
/// the search limit's 10 a minute; at most the 1,000 GitHub serves).
public enum OnceSearchCommand {
    public static let defaultSearchLimit = 100

    /// The search's repositories (`query`), or the token's own (nil), and
    /// the newest totals a search page gave.
    static func collect<C: Clock>(query: String?, options: OnceOptions, service: RepositoryService<C>) async
        -> (collection: RepositoryCollection, totals: SearchTotals?) where C.Duration == Duration {
        if let query {
            let limit = min(options.limit ?? defaultSearchLimit, SearchResultPage.reachableResults)
            let request = options.searchRequest(query)
            return await collect(subject: query, firstURL: service.client.endpoint.searchRepositoriesURL(request),
                                 limit: limit) { () async throws(GitHubError) in
                try await service.firstSearchPage(request)?.repositoryPage
            } next: { (url: String) async throws(GitHubError) in
                try await service.fetchSearchPage(url).repositoryPage
            }
        }
        let own = options.own
        return await collect(subject: GitHubClient.ownRepositoriesLogin,
                             firstURL: service.client.endpoint.ownRepositoriesURL(own),
                             limit: options.limit) { () async throws(GitHubError) in
            try await service.firstOwnPage(own)
        } next: { (url: String) async throws(GitHubError) in
            try await service.fetchNextPage(url, login: GitHubClient.ownRepositoriesLogin)
        }
    }

    /// The first page, then `Link` pages one after another as `PageFollower`
    /// allows (each repository once, an empty or short page the last, no
    /// loop, bounded), up to `limit`; the newest totals a page gave.
    static func collect(
        subject: String, firstURL: String, limit: Int?,
        first: () async throws(GitHubError) -> RepositoryPage?,
        next: (String) async throws(GitHubError) -> RepositoryPage
    ) async -> (collection: RepositoryCollection, totals: SearchTotals?) {
        var result = RepositoryCollection(login: subject)
        let page: RepositoryPage
        do throws(GitHubError) {
            guard let first = try await first() else { return (result, nil) }
            page = first
        } catch {
            result.failure = error
            return (result, nil)
        }
        var totals = page.searchTotals
        var follower = PageFollower(firstURL: firstURL, limit: limit)
        result.add(page)
        let step = await result.follow(from: follower.take(page, from: firstURL), with: &follower) {
            (url: String) async throws(GitHubError) in
            let page = try await next(url)
            if let newer = page.searchTotals { totals = newer }
            return page
        }
        result.finish(step, follower: follower, limit: limit)
        return (result, totals)
    }
}
