/// The list: the line searches (throttled), Enter at once (or picks on a
/// searched line), the selection moves and pages, Tab opens the detail
/// view, Ctrl-O a browser, the mouse selects, picks and marks rows. A child
/// feature: its state is `ListState`, it reads the parent through
/// `ListEnvironment`, and asks the parent (`FeatureStep`) for the notice,
/// the pages to load (`ListLoad`) and the action another child takes on
/// from it (`then`: the pick, the detail view).
public enum ListFeature {
    public static func reduce(_ state: inout ListState, _ action: ListAction, _ environment: ListEnvironment) -> FeatureStep {
        switch action {
        case .lineChanged(let line):
            state.lineChanged(line, mode: environment.mode)
            return FeatureStep(state.searchForLine(urgent: false, mode: environment.mode) + [.redraw], notice: .set(nil),
                               load: [.followName])
        case .submit(let line):
            // On a searched line with a row selected (or marked): the pick.
            if line == state.line, let results = state.results, results.subject == state.query.subject,
               state.selectedRepository != nil || environment.marked {
                return FeatureStep([], then: .pick(.printField(environment.pick.printField)))
            }
            // The same name again sends nothing, unless the last search failed
            // in a way another attempt may cure (offline, time out, 5xx): then
            // Enter is the way to try again. An unknown user or a spent quota
            // is not asked again (that would only cost quota).
            state.lineChanged(line, mode: environment.mode)
            if let retryable = environment.retryable, retryable == state.query.subject { state.generation += 1 }
            return FeatureStep(state.searchForLine(urgent: true, mode: environment.mode) + [.redraw], notice: .set(nil),
                               load: [.followName])
        case .clear:
            // The Cancel button: an empty name, `0 Repositories`, no request.
            state.lineChanged("", mode: environment.mode)
            return FeatureStep([.search(state.key(urgent: true, mode: environment.mode)), .redraw], notice: .set(nil),
                               load: [.followName])
        case .escape:
            return FeatureStep([.exit(.aborted)])
        case .moveSelection(let rows):
            // Up on an empty line: the names searched before.
            if rows < 0, state.line.isEmpty, state.visible.isEmpty { return FeatureStep([.recallHistory]) }
            return move(&state, by: rows)
        case .page(let pages):
            // PageDown also loads past a bound the background loading stopped at.
            var step = move(&state, by: pages * max(1, environment.windowRows))
            if pages > 0 { step.load.insert(.pastBound, at: 0) }
            return step
        case .first:
            return move(&state, by: -state.visible.count)
        case .last:
            return move(&state, by: state.visible.count)
        case .openDetail:
            guard let repository = state.selectedRepository else { return nothingSelected }
            let target = ReadmeTarget(repository, listedBy: state.results?.subject)
            return FeatureStep([], then: .detail(.show(repository, target: target,
                                                       known: target.flatMap { environment.readmes.value(for: $0) })))
        case .openBrowser:
            guard let repository = state.selectedRepository else { return nothingSelected }
            return FeatureStep([.openBrowser(url: repository.htmlURL ?? "")])
        case .selectRow(let position):
            guard position >= 0, position < state.visible.count else { return FeatureStep([]) }
            return move(&state, by: position - (state.selected ?? 0))
        case .pickRow(let position):
            guard position >= 0, position < state.visible.count else { return FeatureStep([]) }
            var step = move(&state, by: position - (state.selected ?? 0))
            step.then = .list(.submit(state.line))
            return step
        case .markRow(let position):
            guard environment.pick.multi, position >= 0, position < state.visible.count else { return FeatureStep([]) }
            var step = move(&state, by: position - (state.selected ?? 0))
            step.then = .pick(.toggleMark(0))
            return step
        }
    }

    /// Moves the selection (clamped to the rows); the next page loads when
    /// it reaches the last loaded row.
    static func move(_ state: inout ListState, by rows: Int) -> FeatureStep {
        state.moveSelection(by: rows)
        return FeatureStep([.redraw], notice: .set(nil), load: [.more])
    }

    private static var nothingSelected: FeatureStep { FeatureStep([.redraw], notice: .set(.nothingSelected)) }
}
