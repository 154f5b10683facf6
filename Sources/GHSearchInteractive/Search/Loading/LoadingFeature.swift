import FoundationEssentials
import GHSearchGitHub

/// The search stream's answers and the list's pages: a search started
/// (the spinner), its cached first page (stale-while-revalidate), its
/// answer (the rows, the status, the history, the rest of the pages), the
/// pages loaded in the background or asked for by the list, the response
/// cache's rows when the quota is spent, the rate limit and its retry.
/// A child feature: its state is `LoadingState`, and it fills the list's
/// rows (`ListState.results`) in place, lent to it with the list's state;
/// it reads `LoadingEnvironment`, and hands the search limit an answer
/// reported to the mode (`FeatureStep.also`).
public enum LoadingFeature {
    /// How often the spinner turns while a request is in flight.
    public static let spinnerInterval: Duration = .milliseconds(100)
    /// How often the rate-limit countdown is redrawn.
    public static let countdownInterval: Duration = .seconds(1)
    /// How many rows are loaded, at most, looking for a pasted `owner/repo`.
    public static let wantedRowsLoaded = 1_000

    public static func reduce(_ state: inout LoadingState, _ list: inout ListState, _ action: LoadingAction,
                              _ environment: LoadingEnvironment) -> FeatureStep {
        switch action {
        case .searchStarted(let subject):
            return FeatureStep(searchStarted(subject, &state, &list))
        case .searchCached(let subject, let page):
            return FeatureStep(searchCached(subject, page, &state, &list, environment))
        case .searchFinished(let subject, let outcome):
            return searchFinished(subject, outcome, &state, &list, environment)
        case .pageLoaded(let subject, let url, let outcome):
            var step = pageLoaded(subject, url, outcome, &state, &list, environment)
            // Looking for a pasted owner/repo goes on to the next page.
            // A page the search limit could not spare is asked again on a key, never at once.
            if list.wantedRepository != nil && list.results?.moreFailure == nil { step.effects += loadMoreIfWanted(&list) }
            step.effects.append(.redraw)
            return step
        case .cachedRowsLoaded(let subject, let page):
            return FeatureStep(cachedRowsLoaded(subject, page, state, &list, environment))
        case .quotaChanged(let limit):
            // News from an answer whose search is still going (its rows are
            // being decoded) waits for the next frame, the rows': a frame for
            // the quota alone would keep the editor's thread busy just as the
            // rows arrive.
            let also = note(limit, &state)
            return FeatureStep(state.searching == nil ? [.redraw] : [], also: also)
        case .listAsked(.followName):
            return FeatureStep(followName(state, &list, environment))
        case .listAsked(.pastBound):
            return FeatureStep(pastBound(state, &list, environment))
        case .listAsked(.more):
            return FeatureStep(loadMoreIfWanted(&list))
        case .freshList(let line):
            return FeatureStep(startList(afresh: line, &state, &list, environment))
        case .retryTicked(let now):
            return FeatureStep(retryTicked(now: now, &state, &list, environment))
        case .spinnerTicked:
            guard case .turning(let frame) = state.spinner else { return FeatureStep([]) }
            state.spinner = .turning(frame: frame + 1)
            return FeatureStep([.redraw])
        }
    }

    // MARK: The search stream

    private static func searchStarted(_ subject: SearchSubject, _ state: inout LoadingState,
                                      _ list: inout ListState) -> [SearchEffect] {
        state.searching = subject
        var effects: [SearchEffect] = []
        // A new search: loading more of the old rows stops.
        if list.results?.loadingMore == true {
            list.results?.pendingPages = 0
            effects.append(.cancel(.loadPage))
        }
        // Going back to a name seen this session: its rows show at once,
        // marked until the request revalidates them (the rows left keep
        // what was loaded of them).
        if let current = list.results, current.subject != subject {
            state.recent.remember(current)
            if var cached = state.recent.results(for: subject) {
                if cached.revalidating == nil, !cached.isStale { cached.revalidating = RevalidationMark(storedAt: nil) }
                list.show(cached)
                effects += changeStatus(&state, to: .results)
            }
        }
        return effects + [.redraw]
    }

    private static func searchFinished(_ subject: SearchSubject?, _ outcome: SearchOutcome, _ state: inout LoadingState,
                                       _ list: inout ListState, _ environment: LoadingEnvironment) -> FeatureStep {
        if state.searching == subject { state.searching = nil }
        guard let subject else { return FeatureStep(cleared(&state, &list)) }
        var revalidationFailed = false
        var also: SearchAction?  // the search limit, for the mode
        var history: [SearchEffect] = []  // a name that was found goes into the prompt's history
        let timer: [SearchEffect]  // the rate limit's retry, started or stopped
        switch outcome {
        case .cleared:
            return FeatureStep(cleared(&state, &list))
        case .loaded(let page):
            if let limit = page.rateLimit { also = note(limit, &state) }
            let keepSelection = list.results?.subject == subject
            if keepSelection, var old = list.results, confirms(page, old) {
                // A revalidated first page that did not change (a 304): the
                // rows stay as they are, with the pages loaded after it; only
                // a mark goes.
                old.isStale = false
                old.stale = page.stale
                old.revalidating = nil
                list.results = old
            } else {
                var loaded = LoadedResults(subject: subject, page: page)
                loaded.bound = environment.policy.maxRepositories
                list.show(loaded, keepingSelection: keepSelection)
            }
            state.recent.remember(list.results!)
            // Entries that were not repositories are no empty list: the status line says what they were.
            timer = changeStatus(&state, to: page.repositories.isEmpty && page.notRepositories == nil ? .noRepositories(subject) : .results)
            // Only the name on the line: a prefix answered while the user
            // typed on (`t` on the way to `torvalds`) is not a name they chose.
            // A search of all of GitHub is no name: the history holds names.
            if environment.mode == .user, subject.isSameList(as: list.query.subject) { history = [.rememberInHistory(subject.displayName)] }
        case .failed(let error):
            if let limit = error.rateLimit { also = note(limit, &state) }
            if list.results?.subject == subject, list.results?.revalidating != nil {
                // The revalidation failed: the rows drawn from the cache stay, marked stale, with the reason.
                list.results!.revalidating = nil
                list.results!.isStale = true
                revalidationFailed = true
            } else if error.keepsRows {
                // A query GitHub refused (422) keeps the rows it would have replaced.
            } else if let cached = staleRows(for: subject, after: error, state, list) {
                list.show(cached, keepingSelection: list.results?.subject == subject)  // the quota is spent: what we had, marked stale
            } else {
                list.results = nil  // the per-request fallback: an empty list, and why
                list.refilter(following: nil)
            }
            timer = changeStatus(&state, to: .failed(error, subject: subject, retry: RetryWait(after: error)))
        }
        let effects = timer + continueLoading(state, &list, environment) + loadMoreIfWanted(&list)
            + cachedRowsWanted(subject, outcome, list, overShown: revalidationFailed) + history + [.redraw]
        return FeatureStep(effects, also: also)
    }

    /// The line names nobody: `0 Repositories`, and no request was made.
    private static func cleared(_ state: inout LoadingState, _ list: inout ListState) -> [SearchEffect] {
        if let current = list.results { state.recent.remember(current) }  // what was loaded of it stays for later
        list.results = nil
        let timer = changeStatus(&state, to: .idle)
        list.refilter(following: nil)
        return timer + [.redraw]
    }

    /// After a toggle: the list of the other mode, with the line it had
    /// when the user left it. Rows seen for that line this session show at
    /// once; the line is searched as Enter would (through the throttle,
    /// which for a search spends the limit only as it allows).
    private static func startList(afresh restored: String, _ state: inout LoadingState, _ list: inout ListState,
                                  _ environment: LoadingEnvironment) -> [SearchEffect] {
        // The other mode's reasons do not belong to this one.
        var effects = changeStatus(&state, to: .idle)
        list.restart(on: restored, mode: environment.mode, seen: state.recent)
        if list.results != nil { effects += changeStatus(&state, to: .results) }
        return effects + [.setLine(list.line)] + list.searchForLine(urgent: true, mode: environment.mode) + [.redraw]
    }

    // MARK: The status and the quota

    /// The status becomes `new`. While rate limited the countdown ticks
    /// every second, and the search goes out again once the limit has
    /// reset: the `.rateLimitRetry` timer runs exactly while the status
    /// carries a wait, started (again) with a new one, stopped when one is dropped.
    static func changeStatus(_ state: inout LoadingState, to new: SearchStatus) -> [SearchEffect] {
        let wasWaiting = state.status.retry != nil
        state.status = new
        if new.retry != nil { return [.startTimer(.rateLimitRetry, every: countdownInterval)] }
        return wasWaiting ? [.cancel(.timer(.rateLimitRetry))] : []
    }

    /// The countdown ticked: once the wait is over the search goes out again.
    private static func retryTicked(now: Date, _ state: inout LoadingState, _ list: inout ListState,
                                    _ environment: LoadingEnvironment) -> [SearchEffect] {
        guard case .failed(let error, let subject, let wait?) = state.status else { return [] }
        let due: Bool
        switch wait {
        case .at(let date):
            due = now >= date
        case .afterTicks(let ticks):
            state.status = .failed(error, subject: subject, retry: .afterTicks(ticks - 1))
            due = ticks <= 1
        }
        guard due else { return [.redraw] }
        state.status = .failed(error, subject: subject, retry: nil)
        list.generation += 1
        return [.cancel(.timer(.rateLimitRetry)), .search(list.key(urgent: true, mode: environment.mode)), .redraw]
    }

    /// Takes in a rate limit GitHub reported. Answers to requests that ran
    /// at the same time arrive in any order: within one window (same reset)
    /// the lowest count left is the newest, so a higher one is not taken.
    /// The search limit is counted apart, by the mode: the action that tells it.
    static func note(_ limit: RateLimit, _ state: inout LoadingState) -> SearchAction? {
        if limit.resource == "search" { return .mode(.searchQuotaReported(limit)) }
        if let old = state.quota, let reset = old.reset, limit.reset == reset, limit.limit == old.limit,
           let before = old.remaining, let now = limit.remaining, now > before {
            return nil
        }
        state.quota = limit
        return nil
    }

    // MARK: The spinner

    /// Whether a request is in flight (the spinner turns).
    static func isWorking(_ state: LoadingState, _ list: ListState) -> Bool {
        state.searching != nil || list.results?.loadingMore == true
    }

    /// Starts the spinner when a request goes out and stops it when none is
    /// left in flight, whatever the action was.
    static func spinnerFollows(_ state: inout LoadingState, _ list: ListState) -> [SearchEffect] {
        switch (isWorking(state, list), state.spinner) {
        case (true, .stopped):
            state.spinner = .turning(frame: 0)
            return [.startTimer(.spinner, every: spinnerInterval)]
        case (false, .turning):
            state.spinner = .stopped
            return [.cancel(.timer(.spinner))]
        case (true, .turning), (false, .stopped):
            return []
        }
    }
}
