import GHSearchGitHub
/// Complete results: after the first page, the remaining pages load
/// in the background, as far as `--max-repos` and the quota above
/// `--reserve` allow; a change of name stops them at once, coming back to
/// the name goes on where they stopped, and PageDown loads past a bound.
extension SearchViewModel {
    /// Starts loading the pages after those loaded, as many as the bound and
    /// the quota allow, or records why none may load. Nothing while pages
    /// are on their way, after a failure (Down at the bottom retries), for
    /// stale rows, or for rows not yet revalidated.
    mutating func continueLoading() -> [SearchEffect] {
        guard let current = results, let next = current.next, current.pendingPages == 0, !current.loadingMore,
              current.moreFailure == nil, !current.isStale, current.revalidating == nil,
              // A search's pages load as the user scrolls, each as the search limit allows.
              current.subject.query == nil else { return [] }
        let pageSize = max(1, current.pageSize)
        let room = current.bound == .max ? Int.max : current.bound - current.repositories.count
        guard room > 0 else {
            results?.stopped = .bound(current.repositories.count)
            return []
        }
        var pages = room == .max ? Int.max : (room + pageSize - 1) / pageSize
        if let remaining = quota?.remaining {
            let spendable = remaining - loading.reserve
            guard spendable > 0 else {
                results?.stopped = .reserve(remaining)
                return []
            }
            pages = min(pages, spendable)
        }
        if let last = current.last, let lastNumber = PageURLs.pageNumber(last), let nextNumber = PageURLs.pageNumber(next) {
            pages = min(pages, max(1, lastNumber - nextNumber + 1))
        }
        pages = min(pages, PageLoad.mostPages)
        if current.last != nil {  // the pages are full: room for them all, at once
            results?.reserveCapacity(current.repositories.count + pages * pageSize)
        }
        results?.stopped = nil
        results?.pendingPages = pages
        results?.loadingMore = true
        return [.loadPages(PageLoad(subject: current.subject, next: next, last: current.last, count: pages, jobs: loading.jobs,
                                    pageSize: pageSize))]
    }

    /// The line names another user than the rows shown: their loading stops
    /// at once (like any superseded request); back on their name, it goes on.
    mutating func loadingFollowsName() -> [SearchEffect] {
        guard let current = results else { return [] }
        guard current.subject == query.subject else {
            guard current.pendingPages > 0 || current.loadingMore else { return [] }
            results?.pendingPages = 0
            results?.loadingMore = false
            return [.cancel(.loadPage)]
        }
        return continueLoading()
    }

    /// PageDown where the loading stopped at a bound: `--max-repos` more
    /// (within the reserve), or, at the reserve, one more page (asked for).
    mutating func loadPastBound() -> [SearchEffect] {
        guard let current = results, let stop = current.stopped, current.pendingPages == 0, !current.loadingMore,
              let next = current.next else { return [] }
        switch stop {
        case .bound:
            let bound = current.repositories.count + loading.maxRepositories
            results?.bound = bound
            return continueLoading()
        case .reserve:
            results?.stopped = nil
            results?.pendingPages = 1
            results?.loadingMore = true
            return [.loadPage(url: next, subject: current.subject)]
        case .pagination:
            return []  // no next page (`next` is nil then)
        }
    }

    /// A page (of a background load, or the one Down asked for) fetched from
    /// `url` arrived for `subject`, or why it did not; ignored if the user
    /// moved on. Appended in place: the rows and the corpus grow by the page
    /// only. `PageFollower` says whether the list goes on: when it ended or
    /// stopped, the pages still on their way are cancelled.
    mutating func pageLoaded(_ subject: SearchSubject, _ url: String, _ outcome: Result<RepositoryPage, GitHubError>) -> [SearchEffect] {
        guard results?.subject == subject else { return [] }
        // The top row stays selected as better matches arrive (fzf's cursor
        // stays put); a row the user chose is followed to where it ranks now.
        let followed = listState.chosenRow
        var effects: [SearchEffect] = []
        switch outcome {
        case .success(let page):
            if let limit = page.rateLimit { note(limit) }
            results!.append(page, from: url)
            results!.moreFailure = nil
            if results!.next == nil {
                if results!.pendingPages > 1 { effects.append(.cancel(.loadPage)) }
                results!.pendingPages = 0
            } else {
                results!.pendingPages = max(0, results!.pendingPages - 1)
            }
        case .failure(let error):
            if let limit = error.rateLimit { note(limit) }
            results!.moreFailure = error
            if results!.pendingPages > 1 { effects.append(.cancel(.loadPage)) }
            results!.pendingPages = 0
        }
        results!.loadingMore = results!.pendingPages > 0
        // Someone else spent the quota meanwhile: stop before the reserve.
        if results!.pendingPages > 0, let remaining = quota?.remaining, remaining <= loading.reserve {
            results!.pendingPages = 0
            results!.loadingMore = false
            results!.stopped = .reserve(remaining)
            effects.append(.cancel(.loadPage))
        }
        refilter(following: followed)
        return effects + continueLoading()
    }
}

extension PageLoad {
    /// The most pages one background load asks for (`PageFollower`'s cap of
    /// 100,000 repositories in pages of 100).
    public static let mostPages = 1_000
}

extension SearchViewModel {
    /// The rows to show, marked stale, when `subject`'s search failed because
    /// the quota is spent and its rows were loaded before this session:
    /// never `0 Repositories` for a user whose data the program has.
    func staleRows(for subject: SearchSubject, after error: GitHubError) -> LoadedResults? {
        switch error {
        case .rateLimited, .secondaryRateLimit: break
        default: return nil
        }
        guard var rows = results?.subject == subject ? results : recent.results(for: subject) else { return nil }
        rows.isStale = true
        rows.loadingMore = false
        rows.pendingPages = 0
        return rows
    }
}

extension SearchViewModel {
    /// Takes in a rate limit GitHub reported. Answers to requests that ran
    /// at the same time arrive in any order: within one window (same reset)
    /// the lowest count left is the newest, so a higher one is not taken.
    mutating func note(_ limit: RateLimit) {
        // The search limit is counted apart.
        if limit.resource == "search" {
            _ = reduce(mode: .searchQuotaReported(limit))
            return
        }
        if let old = quota, let reset = old.reset, limit.reset == reset, limit.limit == old.limit,
           let before = old.remaining, let now = limit.remaining, now > before {
            return
        }
        quota = limit
    }
}

extension SearchViewModel {
    /// The quota is spent and no rows of `subject` are in memory, or only
    /// those drawn before the request that failed (`overShown`: a cached
    /// first page): ask the response cache (no request) for all it holds of them.
    func cachedRowsWanted(_ subject: SearchSubject, _ outcome: SearchOutcome, overShown: Bool = false) -> [SearchEffect] {
        guard case .failed(let error) = outcome, results == nil || overShown, subject.query == nil else { return [] }
        switch error {
        case .rateLimited, .secondaryRateLimit: return [.loadCachedRows(subject)]
        default: return []
        }
    }

    /// The response cache's rows of `subject`: shown, marked stale, if the
    /// screen still says that `subject` could not be searched for the quota;
    /// over rows of `subject` already shown stale only when it holds more.
    mutating func cachedRowsLoaded(_ subject: SearchSubject, _ page: RepositoryPage?) -> [SearchEffect] {
        guard let page, !page.repositories.isEmpty, query.subject == subject,
              case .failed(let error, subject, _) = status else { return [] }
        if let shown = results {
            guard shown.subject == subject, shown.isStale, page.repositories.count > shown.repositories.count else { return [] }
        } else if staleRows(for: subject, after: error) != nil {
            return []
        }
        var rows = LoadedResults(subject: subject, page: page)
        rows.bound = loading.maxRepositories
        rows.isStale = true
        show(rows, keepingSelection: results != nil)
        return [.redraw]
    }
}
