/// A user's stars with the same retry policy as a list, and the same
/// stale-if-error answer from the cache.
extension RepositoryService {
    /// One page of stars with retries (then, with `staleIfError`, the cached one).
    public func fetchStarredPage(_ url: String, subject: StarredSubject) async throws(GitHubError) -> RepositoryPage {
        let client = self.client
        return try await withRetryOrCache { () async throws(GitHubError) -> RepositoryPage in
            try await client.fetchStarredPage(url, subject: subject)
        } cached: {
            await client.cachedStarredPage(url)
        }
    }

    /// The first page of `subject`'s stars: a login that can never exist
    /// fails without a request, `@me` without a token too.
    public func firstStarredPage(_ subject: StarredSubject, order: StarredOrder?) async throws(GitHubError) -> RepositoryPage {
        switch subject {
        case .me:
            guard client.token != nil else { throw .authenticationRequired }
        case .user(let text):
            switch GitHubLogin(text) {
            case .empty: throw .userNotFound(text)
            case .invalid(let name, let reason): throw .invalidLogin(name, reason: reason)
            case .valid: break
            }
        }
        return try await fetchStarredPage(client.endpoint.starredURL(subject, order: order), subject: subject)
    }
}
