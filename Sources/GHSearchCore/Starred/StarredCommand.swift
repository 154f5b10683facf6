/// `ghsearch --once --starred USER` (or `@me`): every page of the user's
/// stars (`Link` followed through `PageFollower`, up to `--limit`), most
/// recently starred first (GitHub's order, from the `starred_at` the star
/// media type adds); `--sort updated` asks GitHub for its update order,
/// `--sort stars` sorts here over every page. Printed by `OnceCommand`
/// like any list, the rows as `owner/name`.
enum StarredCommand {
    static func collect<C: Clock>(_ subject: StarredSubject, options: CommandLineOptions, service: RepositoryService<C>) async
        -> RepositoryCollection where C.Duration == Duration {
        let byUpdate = options.sort == .updated
        let sortLocally = options.sort == .stars
        let firstURL = service.client.endpoint.starredURL(subject, byUpdate: byUpdate)
        var (collection, _) = await OnceSearchCommand.collect(
            subject: subject.displayName, firstURL: firstURL, limit: sortLocally ? nil : options.limit
        ) { () async throws(GitHubError) -> RepositoryPage? in
            try await service.firstStarredPage(subject, byUpdate: byUpdate)
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
