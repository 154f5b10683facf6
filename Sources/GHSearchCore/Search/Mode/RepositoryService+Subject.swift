/// What the interactive stream asks for one key (#15): a user's list, the
/// token's own repositories (`@me`), or a search of all of GitHub; and the
/// next page of any of them. What GitHub said of the search limit is told to
/// the quota-aware throttle on every answer.
extension RepositoryService {
    /// The first page for `key`; a failure is the per-request fallback's reason.
    func firstPage<T: Clock>(for key: SearchKey, options: ListOptions, searchOptions: SearchModeOptions,
                             quota: QuotaThrottle<SearchKey, T>) async -> SearchOutcome where T.Duration == Duration {
        do throws(GitHubError) {
            let page: RepositoryPage?
            if key.mode == .search, let query = SearchMode.query(ofSubject: key.login) {
                page = try await firstSearchPage(searchOptions.request(query)).map(\.repositoryPage)
            } else if key.login == GitHubClient.ownRepositoriesLogin {
                page = try await firstOwnPage(searchOptions.own)
            } else {
                page = try await firstPage(login: key.login, options: options)
            }
            if let limit = page?.rateLimit { quota.report(limit) }
            return page.map(SearchOutcome.loaded) ?? .cleared
        } catch {
            Self.tell(quota, about: error)
            return .failed(error)
        }
    }

    /// The page at `url` (a `Link` followed exactly as given) of the list
    /// named `subject`: a search's pages are read as search answers.
    func nextPage<T: Clock>(_ url: String, subject: String, quota: QuotaThrottle<SearchKey, T>)
        async throws(GitHubError) -> RepositoryPage where T.Duration == Duration
    {
        guard SearchMode.query(ofSubject: subject) != nil else { return try await fetchNextPage(url, login: subject) }
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

extension SearchResultPage {
    /// The page as the list shows it, with the search's totals.
    var repositoryPage: RepositoryPage {
        var shown = page
        shown.searchTotals = SearchTotals(totalCount: totalCount, incompleteResults: incompleteResults)
        return shown
    }
}
