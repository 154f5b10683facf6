import FoundationEssentials
import GHSearchGitHub

extension SearchViewModel {
    /// Applies `action` and returns what must be done, in order. The
    /// parent only routes: a key goes to the list or the detail view (as
    /// `ScreenKey` says), each child's action to its reduce function, a
    /// timer to the feature it ticks for; then the list's window, the
    /// spinner and the preview follow what changed.
    ///
    /// To add a key the list acts on: a case in `ListAction` (and its
    /// binding in the line editor, as `.key(.list(…))`), then its meaning in
    /// the detail view in `ListAction.inDetail`; a key of another child
    /// whose meaning depends on the screen: a case in `ScreenKey`, then
    /// `ScreenKey.inList` and `inDetail`. The switches are exhaustive, so
    /// every screen says what the key does there, if only "nothing".
    public mutating func send(_ action: SearchAction) -> [SearchEffect] {
        let followed = previewFollowed
        let routed = route(action)
        listState.scroll(showing: listWindowRows, of: visible.count)
        let effects = previewFollows(routed, since: followed)
        let spinner = LoadingFeature.spinnerFollows(&loadingState, listState)
        return effects + spinner + autoExitIfSettled()
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
        case .loading(let action):
            effects = reduce(loading: action)
        case .browserFinished(let url, let opened):
            notice = opened ? .openedInBrowser(url: url) : .copyURL(url)
            effects = [.redraw]
        case .timerFired(let timer, let now):
            return route(timer.fired(at: now))
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
        var effects = step.load.flatMap { reduce(loading: .listAsked($0)) } + step.effects
        if let also = step.also { effects += route(also) }
        if let rows = step.moveSelection { effects += apply(ListFeature.move(&listState, by: rows)) }
        if let line = step.freshList {
            notice = nil
            effects += reduce(loading: .freshList(line))
        }
        if let next = step.then { effects = effects.filter { $0 != .redraw } + route(next) }
        return effects
    }
}
