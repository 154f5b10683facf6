
/// Searches and the token's own repositories, with the same retry policy as
/// a user's list: 3 attempts in all for what may succeed on retry, never for
/// a 422, a 401 or a spent limit.
extension RepositoryService {
    /// One page of a search with retries (a `Link` target exactly as
    /// given); then, with `staleIfError`, the cached one.
    public func fetchSearchPage(_ url: String) async throws(GitHubError) -> SearchResultPage {
        let client = self.client
        do {
            return try await retry.run { () async throws(GitHubError) -> SearchResultPage in
                try await client.fetchSearchPage(url)
            }
        } catch {
            guard staleIfError, error.isUnreachable, var page = await client.cachedSearchPage(url) else { throw error }
            page.page.stale = StaleAnswer(storedAt: page.page.cachedAt, failure: error)
            return page
        }
    }

    /// The first page of a search; nil for an empty query (no request). A
    /// query too long to send fails without a request.
    public func firstSearchPage(_ request: RepositorySearchRequest) async throws(GitHubError) -> SearchResultPage? {
        guard !request.isEmpty else { return nil }
        guard request.query.utf8.count <= RepositorySearchRequest.maximumQueryBytes else {
            throw .queryTooLong(limit: RepositorySearchRequest.maximumQueryBytes)
        }
        let length = SearchTextLength.of(request.query)
        guard length <= SearchTextLength.limit else { throw .searchTextTooLong(length: length, limit: SearchTextLength.limit) }
        return try await fetchSearchPage(client.endpoint.searchRepositoriesURL(request))
    }

    /// The first page of the token's own repositories (`@me`): private and
    /// organisation ones the token can see. Without a token nothing is sent.
    /// Further pages: `fetchPage(next, login: "@me")`.
    public func firstOwnPage(_ options: OwnRepositoryOptions) async throws(GitHubError) -> RepositoryPage {
        guard client.token != nil else { throw .authenticationRequired }
        return try await fetchPage(client.endpoint.ownRepositoriesURL(options), login: GitHubClient.ownRepositoriesLogin)
    }
}

extension GitHubClient {
    /// How the token's own repositories are named where a login is expected.
    public static let ownRepositoriesLogin = "@me"
}
