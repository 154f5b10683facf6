import GHSearchGitHub
extension GitHubClient {
    /// Whether the response cache holds `login`'s first page for these
    /// options and credentials: a REST request for it would be a free `304`.
    public func hasCachedFirstPage(login: String, options: ListOptions) async -> Bool {
        guard let cache else { return false }
        let url = endpoint.repositoriesURL(login: login, options: options)
        return await cache.lookup(ResponseCacheKey(url: url, credentialDigest: credentialDigest)) != nil
    }

    /// Whether the response cache holds the first page of `login`'s stars in `order`.
    public func hasCachedFirstStarredPage(login: String, order: StarredOrder?) async -> Bool {
        guard let cache else { return false }
        let url = endpoint.starredURL(.user(login), order: order)
        return await cache.lookup(ResponseCacheKey(url: url, credentialDigest: credentialDigest)) != nil
    }
}
