/// `GET /users/{username}/starred` and `GET /user/starred`, one attempt
/// (retry is `RepositoryService`'s), asked for as
/// `application/vnd.github.star+json` so each repository comes with when it
/// was starred.
extension GitHubClient {
    /// The media type that adds `starred_at` to each element.
    static let starMediaType = "application/vnd.github.star+json"

    /// One page of `subject`'s stars at `url` (the first page's URL, or a
    /// `Link` target exactly as given).
    public func fetchStarredPage(_ url: String, subject: StarredSubject) async throws(GitHubError) -> RepositoryPage {
        let redactor = self.redactor
        let answer = try await get(url, accept: GitHubClient.starMediaType, read: { (body: [UInt8]) throws(GitHubError) in
            try GitHubClient.starredContent(body, redactor: redactor)
        }, failure: { response, rateLimit in
            if response.status == 401, RepositoryDecoder.errorMessage(response.body) == "Requires authentication" {
                return .authenticationRequired
            }
            return GitHubClient.error(for: response, login: subject.login ?? GitHubClient.ownRepositoriesLogin,
                                      rateLimit: rateLimit)
        })
        return RepositoryPage(repositories: answer.content.repositories, next: answer.link.next, last: answer.link.last,
                              rateLimit: answer.rateLimit, fromCache: answer.fromCache,
                              notRepositories: SkippedEntries(answer.content.skipped, from: url))
    }

    /// The starred page the response cache holds for `url` (no request).
    public func cachedStarredPage(_ url: String) async -> RepositoryPage? {
        guard let cached = await cache?.lookup(ResponseCacheKey(url: url, credentialDigest: credentialDigest)),
              let list = try? GitHubClient.starredContent(cached.body, redactor: redactor) else { return nil }
        let link = LinkHeader(cached.link ?? "")
        var page = RepositoryPage(repositories: list.repositories, next: link.next, last: link.last, fromCache: true,
                                  notRepositories: SkippedEntries(list.skipped, from: url))
        page.cachedAt = cached.storedDate
        return page
    }

    static func starredContent(_ body: [UInt8], redactor: TokenRedactor) throws(GitHubError) -> RepositoryList {
        try StarredScanner.scan(body).mapError { GitHubError.unreadableList($0, of: "starred repositories", redactor: redactor) }.get()
    }
}
