import GHSearchGitHub
/// Rows drawn before, or instead of, an answer: stale-while-revalidate
/// (the response cache's first page of the name searched is drawn at once,
/// marked, while the request revalidates it; the answer clears the mark
/// when it confirms the rows, replaces them when they changed, and when it
/// failed leaves them on screen marked stale, with the reason), and the
/// rows kept or cached of a name whose search failed for the quota.
extension LoadingFeature {
    /// The cached first page of `subject` arrived before its answer: shown,
    /// marked, while that search is still the one on its way and no rows of
    /// `subject` are on screen (those seen this session hold more pages).
    static func searchCached(_ subject: SearchSubject, _ page: RepositoryPage, _ state: inout LoadingState,
                             _ list: inout ListState, _ environment: LoadingEnvironment) -> [SearchEffect] {
        guard state.searching == subject, list.results?.subject != subject, !page.repositories.isEmpty else { return [] }
        var rows = LoadedResults(subject: subject, page: page)
        rows.bound = environment.policy.maxRepositories
        rows.revalidating = RevalidationMark(storedAt: page.cachedAt)
        list.show(rows)
        return changeStatus(&state, to: .results) + [.redraw]
    }

    /// Whether `page`, the answer to the first page of the rows `shown`,
    /// leaves them as they are: the same repositories as their first page
    /// and, for rows of one page only, the same next page.
    static func confirms(_ page: RepositoryPage, _ shown: LoadedResults) -> Bool {
        let count = page.repositories.count
        guard shown.repositories.count >= count,
              shown.repositories.prefix(count).elementsEqual(page.repositories) else { return false }
        if shown.repositories.count > count { return true }
        return shown.revalidating != nil && shown.next == page.next
    }

    /// The rows to show, marked stale, when `subject`'s search failed because
    /// the quota is spent and its rows were loaded before this session:
    /// never `0 Repositories` for a user whose data the program has.
    static func staleRows(for subject: SearchSubject, after error: GitHubError, _ state: LoadingState,
                          _ list: ListState) -> LoadedResults? {
        guard error.spentQuota,
              var rows = list.results?.subject == subject ? list.results : state.recent.results(for: subject) else { return nil }
        rows.isStale = true
        rows.pendingPages = 0
        return rows
    }

    /// The quota is spent and no rows of `subject` are in memory, or only
    /// those drawn before the request that failed (`overShown`: a cached
    /// first page): ask the response cache (no request) for all it holds of them.
    static func cachedRowsWanted(_ subject: SearchSubject, _ outcome: SearchOutcome, _ list: ListState,
                                 overShown: Bool = false) -> [SearchEffect] {
        guard case .failed(let error) = outcome, error.spentQuota, list.results == nil || overShown,
              subject.query == nil else { return [] }
        return [.loadCachedRows(subject)]
    }

    /// The response cache's rows of `subject`: shown, marked stale, if the
    /// screen still says that `subject` could not be searched for the quota;
    /// over rows of `subject` already shown stale only when it holds more.
    static func cachedRowsLoaded(_ subject: SearchSubject, _ page: RepositoryPage?, _ state: LoadingState,
                                 _ list: inout ListState, _ environment: LoadingEnvironment) -> [SearchEffect] {
        guard let page, !page.repositories.isEmpty, list.query.subject == subject,
              case .failed(let error, subject, _) = state.status else { return [] }
        if let shown = list.results {
            guard shown.subject == subject, shown.isStale, page.repositories.count > shown.repositories.count else { return [] }
        } else if staleRows(for: subject, after: error, state, list) != nil {
            return []
        }
        var rows = LoadedResults(subject: subject, page: page)
        rows.bound = environment.policy.maxRepositories
        rows.isStale = true
        list.show(rows, keepingSelection: list.results != nil)
        return [.redraw]
    }
}
