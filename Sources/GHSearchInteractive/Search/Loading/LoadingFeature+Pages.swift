import GHSearchGitHub
/// Complete results: after the first page, the remaining pages load
/// in the background, as far as `--max-repos` and the quota above
/// `--reserve` allow; a change of name stops them at once, coming back to
/// the name goes on where they stopped, and PageDown loads past a bound.
extension LoadingFeature {
    /// Starts loading the pages after those loaded, as many as the bound and
    /// the quota allow, or records why none may load. Nothing while pages
    /// are on their way, after a failure (Down at the bottom retries), for
    /// stale rows, or for rows not yet revalidated.
    static func continueLoading(_ state: LoadingState, _ list: inout ListState, _ environment: LoadingEnvironment) -> [SearchEffect] {
        guard let current = list.results, let next = current.next, !current.loadingMore, current.moreFailure == nil,
              !current.isStale, current.revalidating == nil,
              // A search's pages load as the user scrolls, each as the search limit allows.
              current.subject.query == nil else { return [] }
        let policy = environment.policy
        let pageSize = max(1, current.pageSize)
        let room = current.bound == .max ? Int.max : current.bound - current.repositories.count
        guard room > 0 else {
            list.results?.stopped = .bound(current.repositories.count)
            return []
        }
        var pages = room == .max ? Int.max : (room + pageSize - 1) / pageSize
        if let remaining = state.quota?.remaining {
            let spendable = remaining - policy.reserve
            guard spendable > 0 else {
                list.results?.stopped = .reserve(remaining)
                return []
            }
            pages = min(pages, spendable)
        }
        if let last = current.last, let lastNumber = PageURLs.pageNumber(last), let nextNumber = PageURLs.pageNumber(next) {
            pages = min(pages, max(1, lastNumber - nextNumber + 1))
        }
        pages = min(pages, PageLoad.mostPages)
        if current.last != nil {  // the pages are full: room for them all, at once
            list.results?.reserveCapacity(current.repositories.count + pages * pageSize)
        }
        list.results?.stopped = nil
        list.results?.pendingPages = pages
        return [.loadPages(PageLoad(subject: current.subject, next: next, last: current.last, count: pages, jobs: policy.jobs,
                                    pageSize: pageSize))]
    }

    /// The line names another user than the rows shown: their loading stops
    /// at once (like any superseded request); back on their name, it goes on.
    static func followName(_ state: LoadingState, _ list: inout ListState, _ environment: LoadingEnvironment) -> [SearchEffect] {
        guard let current = list.results else { return [] }
        guard current.subject == list.query.subject else {
            guard current.loadingMore else { return [] }
            list.results?.pendingPages = 0
            return [.cancel(.loadPage)]
        }
        return continueLoading(state, &list, environment)
    }

    /// PageDown where the loading stopped at a bound: `--max-repos` more
    /// (within the reserve), or, at the reserve, one more page (asked for).
    static func pastBound(_ state: LoadingState, _ list: inout ListState, _ environment: LoadingEnvironment) -> [SearchEffect] {
        guard let current = list.results, let stop = current.stopped, !current.loadingMore, let next = current.next else { return [] }
        switch stop {
        case .bound:
            list.results?.bound = current.repositories.count + environment.policy.maxRepositories
            return continueLoading(state, &list, environment)
        case .reserve:
            list.results?.stopped = nil
            list.results?.pendingPages = 1
            return [.loadPage(url: next, subject: current.subject)]
        case .pagination:
            return []  // no next page (`next` is nil then)
        }
    }

    /// Whether the selection sits on the last loaded row and more can be
    /// loaded, or a pasted `owner/repo` names a row not loaded yet (up to
    /// `wantedRowsLoaded` rows).
    static func wantsMore(_ list: ListState) -> Bool {
        // A page the search limit could not spare yet is asked for again.
        guard let results = list.results, results.hasMore, !results.loadingMore,
              results.moreFailure == nil || results.moreFailure == .searchLimitReserved, !results.isStale,
              results.revalidating == nil else { return false }
        if list.wantedRepository != nil && results.repositories.count < wantedRowsLoaded { return true }
        return list.selected.map { $0 >= list.visible.count - 1 } ?? list.visible.isEmpty
    }

    /// Loads the next page when the selection reached the last loaded row.
    static func loadMoreIfWanted(_ list: inout ListState) -> [SearchEffect] {
        guard wantsMore(list), let subject = list.results?.subject, let next = list.results?.next else { return [] }
        list.results?.pendingPages = 1
        return [.loadPage(url: next, subject: subject)]
    }

    /// A page (of a background load, or the one Down asked for) fetched from
    /// `url` arrived for `subject`, or why it did not; ignored if the user
    /// moved on. Appended in place: the rows and the corpus grow by the page
    /// only. `PageFollower` says whether the list goes on: when it ended or
    /// stopped, the pages still on their way are cancelled.
    static func pageLoaded(_ subject: SearchSubject, _ url: String, _ outcome: Result<RepositoryPage, GitHubError>,
                           _ state: inout LoadingState, _ list: inout ListState, _ environment: LoadingEnvironment) -> FeatureStep {
        guard list.results?.subject == subject else { return FeatureStep([]) }
        // The top row stays selected as better matches arrive (fzf's cursor
        // stays put); a row the user chose is followed to where it ranks now.
        let followed = list.chosenRow
        var effects: [SearchEffect] = []
        var also: SearchAction?  // the search limit, for the mode
        switch outcome {
        case .success(let page):
            if let limit = page.rateLimit { also = note(limit, &state) }
            list.results!.append(page, from: url)
            list.results!.moreFailure = nil
            if list.results!.next == nil {
                if list.results!.pendingPages > 1 { effects.append(.cancel(.loadPage)) }
                list.results!.pendingPages = 0
            } else {
                list.results!.pendingPages = max(0, list.results!.pendingPages - 1)
            }
        case .failure(let error):
            if let limit = error.rateLimit { also = note(limit, &state) }
            list.results!.moreFailure = error
            if list.results!.pendingPages > 1 { effects.append(.cancel(.loadPage)) }
            list.results!.pendingPages = 0
        }
        // Someone else spent the quota meanwhile: stop before the reserve.
        if list.results!.loadingMore, let remaining = state.quota?.remaining, remaining <= environment.policy.reserve {
            list.results!.pendingPages = 0
            list.results!.stopped = .reserve(remaining)
            effects.append(.cancel(.loadPage))
        }
        list.refilter(following: followed)
        return FeatureStep(effects + continueLoading(state, &list, environment), also: also)
    }
}

extension PageLoad {
    /// The most pages one background load asks for (`PageFollower`'s cap of
    /// 100,000 repositories in pages of 100).
    public static let mostPages = 1_000
}
