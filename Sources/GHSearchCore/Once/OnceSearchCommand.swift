import Foundation

/// `ghsearch --once --search QUERY` and `ghsearch --once --mine` (#15): one
/// search of all of GitHub (or the token's own repositories), printed as
/// `--once ID` prints a user's list (TSV when piped, the titled table on a
/// terminal, `--json`), with the same exit statuses (0 found, 1 failure,
/// 3 rate limited, 64 a query GitHub refused or too long to send).
///
/// A search follows `Link` up to `--limit` (default: 100, one request of
/// the search limit's 10 a minute; at most the 1,000 GitHub serves).
public enum OnceSearchCommand {
    public static let defaultSearchLimit = 100

    public static func run<C: Clock>(
        query: String?,
        options: CommandLineOptions,
        service: RepositoryService<C>,
        target: OutputTarget,
        now: @Sendable () -> Date = { Date() },
        catalogue: Catalogue = .english,
        write: (String) -> Void,
        writeError: (String) -> Void
    ) async -> ExitStatus where C.Duration == Duration {
        let collected: (collection: RepositoryCollection, totals: SearchTotals?)
        if let query {
            let limit = min(options.limit ?? defaultSearchLimit, SearchResultPage.reachableResults)
            collected = await collect(subject: query, limit: limit) { () async throws(GitHubError) in
                try await service.firstSearchPage(options.searchRequest(query))?.repositoryPage
            } next: { (url: String) async throws(GitHubError) in
                try await service.fetchSearchPage(url).repositoryPage
            }
        } else {
            let own = OwnRepositoryOptions(sort: options.sort)
            collected = await collect(subject: GitHubClient.ownRepositoriesLogin, limit: options.limit) { () async throws(GitHubError) in
                try await service.firstOwnPage(own)
            } next: { (url: String) async throws(GitHubError) in
                try await service.fetchPage(url, login: GitHubClient.ownRepositoriesLogin)
            }
        }
        if let totals = collected.totals, totals.incompleteResults {
            writeError(catalogue.incompleteResultsWarning + "\n")
        }
        return OnceCommand.report(collected.collection, title: collected.totals.map(catalogue.searchCount), options: options,
                                  target: target, now: now, catalogue: catalogue, write: write, writeError: writeError)
    }

    /// The first page, then `Link` pages one after another up to `limit`.
    static func collect(
        subject: String, limit: Int?,
        first: () async throws(GitHubError) -> RepositoryPage?,
        next: (String) async throws(GitHubError) -> RepositoryPage
    ) async -> (collection: RepositoryCollection, totals: SearchTotals?) {
        var result = RepositoryCollection(login: subject)
        var totals: SearchTotals?
        var link: String?
        do throws(GitHubError) {
            guard let page = try await first() else { return (result, nil) }
            result.add(page)
            totals = page.searchTotals
            link = page.next
            while let url = link, !result.isFull(limit) {
                let page = try await next(url)
                result.add(page)
                if let newer = page.searchTotals { totals = newer }
                link = page.next
            }
        } catch {
            result.failure = error
        }
        result.trim(to: limit, moreExist: link != nil)
        return (result, totals)
    }
}
