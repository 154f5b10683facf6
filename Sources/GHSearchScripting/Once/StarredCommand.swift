import GHSearchGitHub
/// `ghsearch --once --starred USER` (or `@me`): every page of the user's
/// stars (`Link` followed through `PageFollower`, up to `--limit`), most
/// recently starred first (GitHub's order, from the `starred_at` the star
/// media type adds); `--sort` takes a `StarredOrder`: `starred` and
/// `updated` GitHub sorts, `stars` is sorted here over every page. Printed
/// by `OnceCommand` like any list, the rows as `owner/name`.
enum StarredCommand {
    static func collect<C: Clock>(_ subject: StarredSubject, options: OnceOptions, service: RepositoryService<C>) async
        -> RepositoryCollection where C.Duration == Duration {
        let order = options.starredOrder
        let sortLocally = order?.sortsLocally ?? false
        let firstURL = service.client.endpoint.starredURL(subject, order: order)
        var (collection, _) = await OnceSearchCommand.collect(
            subject: subject.displayName, firstURL: firstURL, limit: sortLocally ? nil : options.limit
        ) { () async throws(GitHubError) -> RepositoryPage? in
            try await service.firstStarredPage(subject, order: order)
        } next: { (url: String) async throws(GitHubError) -> RepositoryPage in
            do throws(GitHubError) {
                return try await service.fetchStarredPage(url, subject: subject)
            } catch {
                if case .userNotFound = error { throw .pageNotFound(url) }
                throw error
            }
        }
        if sortLocally {
            collection.repositories.sort(by: RepositoryOrder.byStars)
            collection.trim(to: options.limit, moreExist: collection.hasMore)
        }
        return collection
    }
}
