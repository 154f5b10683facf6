import GHSearchGitHub
/// Stale-while-revalidate: the response cache's first page of the name
/// searched is drawn at once, marked (`LoadedResults.revalidating`), while
/// the request revalidates it. The answer clears the mark when it confirms
/// the rows (a 304, or the same rows), replaces them when they changed, and
/// when it failed leaves them on screen marked stale, with the reason.
extension SearchViewModel {
    /// The cached first page of `subject` arrived before its answer: shown,
    /// marked, while that search is still the one on its way and no rows of
    /// `subject` are on screen (those seen this session hold more pages).
    mutating func searchCached(_ subject: SearchSubject, _ page: RepositoryPage) -> [SearchEffect] {
        guard searching == subject, results?.subject != subject, !page.repositories.isEmpty else { return [] }
        var rows = LoadedResults(subject: subject, page: page)
        rows.bound = loading.maxRepositories
        rows.revalidating = RevalidationMark(storedAt: page.cachedAt)
        show(rows)
        return changeStatus(to: .results) + [.redraw]
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
}
