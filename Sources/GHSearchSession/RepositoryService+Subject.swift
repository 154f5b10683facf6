import GHSearchInteractive
import GHSearchGitHub
import GHSearchQuota
/// What the interactive stream asks for one key: a user's list, the
/// token's own repositories (`@me`), a search of all of GitHub, or whose
/// stars (`SearchSubject`); and the next page of any of them. What GitHub said of the search limit is told to
/// the quota-aware throttle on every answer.
extension RepositoryService {
    /// The first page for `key`; a failure is the per-request fallback's reason.
    func firstPage<T: Clock>(for key: SearchKey, options: ListOptions, searchOptions: SearchModeOptions,
                             quota: QuotaThrottle<SearchKey, T>) async -> SearchOutcome where T.Duration == Duration {
        do throws(GitHubError) {
            let page: RepositoryPage? = switch key.subject {
            case nil: nil
            case .search(let query): try await firstSearchPage(searchOptions.request(query)).map(\.repositoryPage)
            case .own: try await firstOwnPage(searchOptions.own)
            case .starred(let subject): try await firstStarredPage(subject, order: searchOptions.starredOrder)
            case .user(let login): try await firstPage(login: login, options: options)
            }
            if let limit = page?.rateLimit { quota.report(limit) }
            return page.map(SearchOutcome.loaded) ?? .cleared
        } catch {
            Self.tell(quota, about: error)
            return .failed(error)
        }
    }

    /// What the response cache holds of `key`'s first page, read without a
    /// request (nil: nothing, or nothing that could be read, or a key that
    /// sends no request): what is drawn while the request revalidates it.
    func cachedFirstPage(for key: SearchKey, options: ListOptions, searchOptions: SearchModeOptions) async -> RepositoryPage? {
        switch key.subject {
        case nil:
            return nil
        case .search(let query):
            let request = searchOptions.request(query)
            guard !request.isEmpty, request.query.utf8.count <= RepositorySearchRequest.maximumQueryBytes,
                  SearchTextLength.of(request.query) <= SearchTextLength.limit else { return nil }
            return await client.cachedSearchPage(client.endpoint.searchRepositoriesURL(request))?.repositoryPage
        case .own:
            guard client.hasToken else { return nil }
            return await client.cachedPage(client.endpoint.ownRepositoriesURL(searchOptions.own))
        case .starred(let subject):
            if case .me = subject, !client.hasToken { return nil }
            if let login = subject.login, GitHubLogin(login) != .valid(login) { return nil }
            return await client.cachedStarredPage(client.endpoint.starredURL(subject, order: searchOptions.starredOrder))
        case .user(let text):
            guard case .valid(let login) = GitHubLogin(text) else { return nil }
            return await client.cachedPage(client.endpoint.repositoriesURL(login: login, options: options))
        }
    }

    /// The page at `url` (a `Link` followed exactly as given) of
    /// `subject`'s list: a search's pages are read as search answers.
    func nextPage<T: Clock>(_ url: String, subject: SearchSubject, quota: QuotaThrottle<SearchKey, T>)
        async throws(GitHubError) -> RepositoryPage where T.Duration == Duration
    {
        guard case .search = subject else { return try await fetchListPage(url, of: subject) }
        // A page nobody typed spends the search limit only as the throttle allows.
        guard quota.requestBackgroundSearch() else { throw .searchLimitReserved }
        do throws(GitHubError) {
            let page = try await fetchSearchPage(url).repositoryPage
            if let limit = page.rateLimit { quota.report(limit) }
            return page
        } catch {
            Self.tell(quota, about: error)
            throw error
        }
    }

    private static func tell<T: Clock>(_ quota: QuotaThrottle<SearchKey, T>, about error: GitHubError) where T.Duration == Duration {
        if case .rateLimited(let limit) = error {
            quota.reportRejection(limit)
        } else if let limit = error.rateLimit {
            quota.report(limit)
        }
    }
}

