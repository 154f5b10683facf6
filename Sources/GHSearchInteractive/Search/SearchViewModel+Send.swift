import FoundationEssentials
import GHSearchGitHub

extension SearchViewModel {
    /// Applies `action` and returns what must be done, in order. The
    /// parent only routes: a key goes to the list or the detail view (as
    /// `ScreenKey` says), each child's action to its reduce function; the
    /// search stream's answers are the parent's own.
    ///
    /// To add a key the list acts on: a case in `ListAction` (and its
    /// binding in the line editor, as `.key(.list(…))`), then its meaning in
    /// the detail view in `ListAction.inDetail`; a key of another child
    /// whose meaning depends on the screen: a case in `ScreenKey`, then
    /// `ScreenKey.inList` and `inDetail`. The switches are exhaustive, so
    /// every screen says what the key does there, if only "nothing".
    public mutating func send(_ action: SearchAction) -> [SearchEffect] {
        let followed = previewFollowed
        let effects = route(action)
        listState.scroll(showing: listWindowRows, of: visible.count)
        return reconcileSpinner(previewFollows(effects, since: followed)) + autoExitIfSettled()
    }

    /// `action` to the child it is for, or to the parent's own handlers.
    private mutating func route(_ action: SearchAction) -> [SearchEffect] {
        var effects: [SearchEffect]
        switch action {
        case .key(let key):
            guard detail != nil else { return route(key.inList) }
            guard let routed = key.inDetail(printing: pick.printField, line: line) else { return [] }
            return route(routed)
        case .endOfInput, .interrupt:
            // Leaving without a pick: fzf's 130, whatever the view.
            return [.exit(.aborted)]
        case .list(let action):
            effects = reduce(list: action)
        case .detail(let action):
            effects = reduce(detail: action)
        case .preview(let action):
            effects = reduce(preview: action)
        case .pick(let action):
            effects = reduce(pick: action)
        case .mode(let action):
            effects = reduce(mode: action)
        case .resized(let rows, let columns):
            screenRows = rows
            screenColumns = columns
            // The preview follows its new width as it follows the selection (`previewFollows`).
            effects = reduce(detail: .resized) + [.redraw]
        case .searchStarted(let subject):
            effects = searchStarted(subject)
        case .searchCached(let subject, let page):
            effects = searchCached(subject, page)
        case .searchFinished(let subject, let outcome):
            effects = searchFinished(subject, outcome)
        case .pageLoaded(let subject, let url, let outcome):
            effects = pageLoaded(subject, url, outcome)
            // Looking for a pasted owner/repo goes on to the next page.
            // A page the search limit could not spare is asked again on a key, never at once.
            effects += (listState.wantedRepository != nil && results?.moreFailure == nil ? loadMoreIfWanted() : []) + [.redraw]
        case .browserFinished(let url, let opened):
            notice = opened ? .openedInBrowser(url: url) : .copyURL(url)
            effects = [.redraw]
        case .timerFired(let timer, let now):
            effects = timerFired(timer, now: now)
        case .quotaChanged(let limit):
            // News from an answer whose search is still going (its rows are
            // being decoded) waits for the next frame, the rows': a frame for
            // the quota alone would keep the editor's thread busy just as the
            // rows arrive (the first frame came ~1 ms later, docs/RELEASE.md).
            note(limit)
            effects = searching == nil ? [.redraw] : []
        case .cachedRowsLoaded(let subject, let page):
            effects = cachedRowsLoaded(subject, page)
        case .readmeLoaded(let target, let result, let at):
            effects = readmeLoaded(target, result, at: at)
        }
        return effects
    }

    // MARK: The children

    /// The detail view's action, with the screen lent to it.
    mutating func reduce(detail action: DetailAction) -> [SearchEffect] {
        let environment = DetailEnvironment(screenRows: screenRows, screenColumns: screenColumns, presentation: presentation,
                                            showsAvatars: showsAvatars)
        return apply(DetailFeature.reduce(&detail, action, environment))
    }

    /// Pick and act's action, with the rows it acts on.
    mutating func reduce(pick action: PickAction) -> [SearchEffect] {
        let step = PickFeature.reduce(&pickState, action, pickContext)
        return apply(step)
    }

    /// What pick and act reads: the options, the repository shown, the rows.
    var pickContext: PickContext {
        PickContext(options: pick, shown: detail?.repository, results: results, visible: visible, selection: listState.selected)
    }

    /// Carries out what a child asked of the parent.
    mutating func apply(_ step: FeatureStep) -> [SearchEffect] {
        if case .set(let newNotice) = step.notice { notice = newNotice }
        var effects = load(step.load) + step.effects
        if let rows = step.moveSelection { effects += apply(ListFeature.move(&listState, by: rows)) }
        if let line = step.freshList { effects += startList(afresh: line) }
        if let next = step.then { effects = effects.filter { $0 != .redraw } + route(next) }
        return effects
    }

    /// The loading a list action asked for, in its order.
    private mutating func load(_ loads: [ListLoad]) -> [SearchEffect] {
        loads.flatMap { load -> [SearchEffect] in
            switch load {
            case .followName: loadingFollowsName()
            case .pastBound: loadPastBound()
            case .more: loadMoreIfWanted()
            }
        }
    }

    /// The key the stream gets for the current line.
    func key(urgent: Bool) -> SearchKey {
        listState.key(urgent: urgent, mode: modeState.mode)
    }

    // MARK: The stream

    private mutating func searchStarted(_ subject: SearchSubject) -> [SearchEffect] {
        searching = subject
        var effects: [SearchEffect] = []
        // A new search: loading more of the old rows stops.
        if results?.loadingMore == true || (results?.pendingPages ?? 0) > 0 {
            results?.loadingMore = false
            results?.pendingPages = 0
            effects.append(.cancel(.loadPage))
        }
        // Going back to a name seen this session: its rows show at once,
        // marked until the request revalidates them (the rows left keep
        // what was loaded of them).
        if let current = results, current.subject != subject {
            recent.remember(current)
            if var cached = recent.results(for: subject) {
                if cached.revalidating == nil, !cached.isStale { cached.revalidating = RevalidationMark(storedAt: nil) }
                show(cached)
                effects += changeStatus(to: .results)
            }
        }
        return effects + [.redraw]
    }

    private mutating func searchFinished(_ subject: SearchSubject?, _ outcome: SearchOutcome) -> [SearchEffect] {
        if searching == subject { searching = nil }
        guard let subject else { return cleared() }
        var revalidationFailed = false
        var history: [SearchEffect] = []  // a name that was found goes into the prompt's history
        let timer: [SearchEffect]  // the rate limit's retry, started or stopped
        switch outcome {
        case .cleared:
            return cleared()
        case .loaded(let page):
            if let limit = page.rateLimit { note(limit) }
            let keepSelection = results?.subject == subject
            if keepSelection, var old = results, SearchViewModel.confirms(page, old) {
                // A revalidated first page that did not change (a 304): the
                // rows stay as they are, with the pages loaded after it; only
                // a mark goes.
                old.isStale = false
                old.stale = page.stale
                old.revalidating = nil
                results = old
            } else {
                var loaded = LoadedResults(subject: subject, page: page)
                loaded.bound = loading.maxRepositories
                show(loaded, keepingSelection: keepSelection)
            }
            let loaded = results!
            recent.remember(loaded)
            // Entries that were not repositories are no empty list: the status line says what they were.
            timer = changeStatus(to: page.repositories.isEmpty && page.notRepositories == nil ? .noRepositories(subject) : .results)
            // Only the name on the line: a prefix answered while the user
            // typed on (`t` on the way to `torvalds`) is not a name they chose.
            // A search of all of GitHub is no name: the history holds names.
            if modeState.mode == .user, subject.isSameList(as: query.subject) { history = [.rememberInHistory(subject.displayName)] }
        case .failed(let error):
            if let limit = error.rateLimit { note(limit) }
            if results?.subject == subject, results?.revalidating != nil {
                // The revalidation failed: the rows drawn from the cache stay, marked stale, with the reason.
                results!.revalidating = nil
                results!.isStale = true
                revalidationFailed = true
            } else if error.keepsRows {
                // A query GitHub refused (422) keeps the rows it would have replaced.
            } else if let cached = staleRows(for: subject, after: error) {
                show(cached, keepingSelection: results?.subject == subject)  // the quota is spent: what we had, marked stale
            } else {
                results = nil  // the per-request fallback: an empty list, and why
                refilter(following: nil)
            }
            timer = changeStatus(to: .failed(error, subject: subject, retry: RetryWait(after: error)))
        }
        return timer + continueLoading() + loadMoreIfWanted() + cachedRowsWanted(subject, outcome, overShown: revalidationFailed)
            + history + [.redraw]
    }

    /// The line names nobody: `0 Repositories`, and no request was made.
    private mutating func cleared() -> [SearchEffect] {
        if let current = results { recent.remember(current) }  // what was loaded of it stays for later
        results = nil
        let timer = changeStatus(to: .idle)
        refilter(following: nil)
        return timer + [.redraw]
    }

    /// Loads the next page when the selection reached the last loaded row.
    mutating func loadMoreIfWanted() -> [SearchEffect] {
        guard wantsMore, let subject = results?.subject, let next = results?.next else { return [] }
        results?.loadingMore = true
        results?.pendingPages = 1
        return [.loadPage(url: next, subject: subject)]
    }

    // MARK: Timers

    /// The status becomes `new`. While rate limited the countdown ticks
    /// every second, and the search goes out again once the limit has
    /// reset: the `.rateLimitRetry` timer runs exactly while the status
    /// carries a wait, started (again) with a new one, stopped when one is dropped.
    mutating func changeStatus(to new: SearchStatus) -> [SearchEffect] {
        let wasWaiting = status.retry != nil
        status = new
        if new.retry != nil { return [.startTimer(.rateLimitRetry, every: SearchViewModel.countdownInterval)] }
        return wasWaiting ? [.cancel(.timer(.rateLimitRetry))] : []
    }

    private mutating func timerFired(_ timer: SearchTimer, now: Date) -> [SearchEffect] {
        switch timer {
        case .spinner:
            guard case .turning(let frame) = spinner else { return [] }
            spinner = .turning(frame: frame + 1)
            return [.redraw]
        case .rateLimitRetry:
            guard case .failed(let error, let subject, let wait?) = status else { return [] }
            let due: Bool
            switch wait {
            case .at(let date):
                due = now >= date
            case .afterTicks(let ticks):
                status = .failed(error, subject: subject, retry: .afterTicks(ticks - 1))
                due = ticks <= 1
            }
            guard due else { return [.redraw] }
            status = .failed(error, subject: subject, retry: nil)
            listState.generation += 1
            return [.cancel(.timer(.rateLimitRetry)), .search(key(urgent: true)), .redraw]
        case .previewRest:
            return reduce(preview: .rested)
        case .searchQuotaCountdown:
            return reduce(mode: .countdownTicked)
        }
    }

    /// Starts the spinner when a request goes out and stops it when none is
    /// left in flight, whatever the action was.
    private mutating func reconcileSpinner(_ effects: [SearchEffect]) -> [SearchEffect] {
        switch (isWorking, spinner) {
        case (true, .stopped):
            spinner = .turning(frame: 0)
            return effects + [.startTimer(.spinner, every: SearchViewModel.spinnerInterval)]
        case (false, .turning):
            spinner = .stopped
            return effects + [.cancel(.timer(.spinner))]
        case (true, .turning), (false, .stopped):
            return effects
        }
    }
}
