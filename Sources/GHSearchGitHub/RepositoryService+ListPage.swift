extension RepositoryService {
    /// A next page of `subject`'s list: a user's, `@me`'s, a search's (read
    /// as a search answer) or stars (read as stars; a 404 there is a page
    /// gone, not an unknown user).
    public func fetchListPage(_ url: String, of subject: SearchSubject) async throws(GitHubError) -> RepositoryPage {
        switch subject {
        case .user(let login):
            return try await fetchNextPage(url, login: login)
        case .own:
            return try await fetchNextPage(url, login: GitHubClient.ownRepositoriesLogin)
        case .search:
            return try await fetchSearchPage(url).repositoryPage
        case .starred(let whose):
            do throws(GitHubError) {
                return try await fetchStarredPage(url, subject: whose)
            } catch {
                if case .userNotFound = error { throw .pageNotFound(url) }
                throw error
            }
        }
    }
}
