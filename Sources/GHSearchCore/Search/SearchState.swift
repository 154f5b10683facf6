import FoundationEssentials

/// Everything the interactive screen shows, as a value. The view model
/// changes it only through the methods below; the view only reads it.
public struct SearchState: Sendable, Equatable {
    /// The prompt line as typed.
    public private(set) var line = ""
    public private(set) var query = SearchQuery(line: "")
    /// The rows on screen (kept while a new search is in flight: no flash of
    /// an empty table).
    public private(set) var results: LoadedResults?
    /// The login a request is in flight for (the spinner shows).
    public private(set) var searching: String?
    public private(set) var status: SearchStatus = .idle
    /// The login whose search ended in the current `.failed` status.
    public private(set) var failedLogin: String?
    /// The newest rate limit GitHub reported.
    public private(set) var quota: RateLimit?
    /// Indices into `results.repositories` that pass the local filter.
    public private(set) var visible: [Int] = []
    /// Position in `visible` of the highlighted row; nil when there is none.
    public private(set) var selection: Int?
    /// A one-off message for the status line (e.g. the URL to copy when no
    /// browser could be opened); gone at the next key that changes anything.
    public private(set) var notice: String?
    /// The repository shown full-screen, if any; the list stays as it was
    /// underneath (rows, selection, scroll position).
    public private(set) var detail: RepositoryDetail?
    /// Results seen earlier this session, by lower-cased login, shown at once
    /// when the user goes back to that name (and revalidated).
    private var recent: [String: LoadedResults] = [:]
    private var recentOrder: [String] = []
    static let recentCapacity = 32

    public init() {}

    public var selectedRepository: Repository? {
        guard let selection, let results, selection < visible.count else { return nil }
        return results.repositories[visible[selection]]
    }

    /// The title: `N Repositories`, `100+ Repositories` while more pages exist.
    public var count: (shown: Int, total: Int, more: Bool) {
        (visible.count, results?.repositories.count ?? 0, results?.hasMore ?? false)
    }

    // MARK: Events

    /// The line changed: a new filter applies at once; a new login waits for the search.
    public mutating func lineChanged(_ newLine: String) {
        notice = nil
        line = newLine
        let newQuery = SearchQuery(line: newLine)
        let oldQuery = query
        query = newQuery
        guard newQuery.filter != oldQuery.filter else { return }
        // Typing on narrows what already matched: look only at those rows.
        let narrowing = newQuery.login == oldQuery.login && !oldQuery.filter.isEmpty
            && newQuery.filter.lowercased().hasPrefix(oldQuery.filter.lowercased())
            && !oldQuery.filter.hasSuffix(" ")
        refilter(keepingSelection: false, within: narrowing ? visible : nil)
    }

    public mutating func apply(_ event: SearchEvent) {
        switch event {
        case .started(let login):
            searching = login
            // Going back to a name seen this session: its rows show at once.
            if results?.login != login, let cached = recent[login.lowercased()] {
                show(cached)
                status = .results
            }
        case .finished(let login, let outcome):
            if searching == login { searching = nil }
            switch outcome {
            case .cleared:
                results = nil
                status = .idle
                refilter(keepingSelection: false)
            case .loaded(let page):
                if let limit = page.rateLimit { quota = limit }
                let keepSelection = results?.login == login
                var loaded = LoadedResults(login: login, page: page)
                if keepSelection, let old = results, old.repositories.count > page.repositories.count,
                   Array(old.repositories.prefix(page.repositories.count)) == page.repositories {
                    // A revalidated first page that did not change: keep the pages loaded after it.
                    loaded = old
                }
                show(loaded, keepingSelection: keepSelection)
                remember(loaded)
                status = page.repositories.isEmpty ? .noRepositories(login: login) : .results
            case .failed(let error):
                if let limit = error.rateLimit { quota = limit }
                results = nil  // the per-request fallback: an empty list, and why
                status = .failed(error)
                failedLogin = login
                refilter(keepingSelection: false)
            }
        }
    }

    /// Records the rate limit of an answer that did not change the rows.
    public mutating func quotaChanged(_ limit: RateLimit) {
        quota = limit
    }

    public mutating func moveSelection(by delta: Int) {
        notice = nil
        guard !visible.isEmpty else { selection = nil; return }
        let current = selection ?? (delta > 0 ? -1 : visible.count)
        selection = max(0, min(visible.count - 1, current + delta))
    }

    public mutating func showNotice(_ text: String?) {
        notice = text
    }

    /// Shows the selected repository full-screen; nil (and nothing shown)
    /// when no row is selected.
    public mutating func openDetail(avatar: AvatarStatus) -> Repository? {
        guard let repository = selectedRepository else { return nil }
        notice = nil
        detail = RepositoryDetail(repository: repository, avatar: avatar)
        return repository
    }

    public mutating func closeDetail() {
        detail = nil
    }

    /// The avatar of the repository on screen finished loading (ignored if
    /// the detail view was left, or shows another repository).
    public mutating func avatarChanged(_ avatar: AvatarStatus, for repository: Repository) {
        guard detail?.repository == repository else { return }
        detail?.avatar = avatar
    }

    /// Whether the selection sits on the last loaded row and more can be loaded.
    public var wantsMore: Bool {
        guard let results, results.hasMore, !results.loadingMore, results.moreFailure == nil else { return false }
        return selection.map { $0 >= visible.count - 1 } ?? visible.isEmpty
    }

    public mutating func loadMoreStarted() {
        results?.loadingMore = true
    }

    /// The next page arrived (or failed) for `login`; ignored if the user moved on.
    public mutating func loadMoreFinished(login: String, outcome: Result<RepositoryPage, GitHubError>) {
        guard var current = results, current.login == login else { return }
        current.loadingMore = false
        switch outcome {
        case .success(let page):
            if let limit = page.rateLimit { quota = limit }
            current.append(page)
            current.moreFailure = nil
        case .failure(let error):
            if let limit = error.rateLimit { quota = limit }
            current.moreFailure = error
        }
        results = current
        remember(current)
        refilter(keepingSelection: true)
    }

    // MARK: Helpers

    private mutating func show(_ loaded: LoadedResults, keepingSelection: Bool = false) {
        results = loaded
        refilter(keepingSelection: keepingSelection)
    }

    private mutating func refilter(keepingSelection: Bool, within candidates: [Int]? = nil) {
        let previous = keepingSelection ? selection : nil
        visible = results?.indices(matching: query.filter, within: candidates) ?? []
        if let previous, !visible.isEmpty {
            selection = min(previous, visible.count - 1)
        } else {
            selection = nil
        }
    }

    private mutating func remember(_ loaded: LoadedResults) {
        var stored = loaded
        stored.loadingMore = false
        let key = loaded.login.lowercased()
        recent[key] = stored
        recentOrder.removeAll { $0 == key }
        recentOrder.append(key)
        if recentOrder.count > SearchState.recentCapacity {
            recent[recentOrder.removeFirst()] = nil
        }
    }
}
