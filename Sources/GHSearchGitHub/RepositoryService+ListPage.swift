extension RepositoryService {
    /// A next page of the list named `name`: a user's, `@me`'s, or stars
    /// (read as stars; a 404 there is a page gone, not an unknown user).
    public func fetchListPage(_ url: String, of name: String) async throws(GitHubError) -> RepositoryPage {
        guard case .starred(let subject) = SearchSubject(name: name) else { return try await fetchNextPage(url, login: name) }
        do throws(GitHubError) {
            return try await fetchStarredPage(url, subject: subject)
        } catch {
            if case .userNotFound = error { throw .pageNotFound(url) }
            throw error
        }
    }
}
