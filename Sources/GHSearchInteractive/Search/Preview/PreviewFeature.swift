import FoundationEssentials

/// The side preview: the selected repository beside (or above, below) the
/// list, its README, and a window scrolled over them; or, with `--preview
/// COMMAND`, the command's output for it. A child feature: its state is
/// `PreviewState`, it reads the parent through `PreviewEnvironment`, and
/// asks the parent only for the notice.
///
/// The parent sends `.follow` after an action that changed what the pane
/// follows (`PreviewFollowed`: the selected repository, the pane's size):
/// the new one shows at once (its
/// README too, when this session already has it) and its README goes into
/// the preview stream (`.previewReadme`), which the session runs through
/// the search text's operators: throttled, deduplicated, switched to the
/// latest. Without a token a README costs quota, so the stream gets it only
/// once the selection has rested for `previewRestInterval` (`.rested`).
public enum PreviewFeature {
    public static func reduce(_ state: inout PreviewState, _ action: PreviewAction,
                              _ environment: PreviewEnvironment) -> FeatureStep {
        switch action {
        case .toggle:
            // Over the policy, for the rest of the session.
            state.toggled = !environment.wanted(toggled: state.toggled)
            let narrow = environment.wanted(toggled: state.toggled) && !environment.shown(toggled: state.toggled)
                && environment.presentation.previewWindow.isBeside
            return FeatureStep([.redraw], notice: .set(narrow ? .previewNeedsWidth(columns: SearchViewModel.previewSplitMinimumColumns) : nil))
        case .scroll(let scroll):
            let lines = scroll.lines(page: max(1, ScreenGeometry.detailBodyRows(height: environment.screenRows) - 1))
            if environment.presentation.previewCommand != nil { return FeatureStep(scrollCommand(&state, by: lines, environment)) }
            return FeatureStep(scrollPane(&state, by: lines, environment))
        case .output(let run, let output):
            return FeatureStep(commandOutput(&state, run, output, environment))
        case .follow:
            if environment.presentation.previewCommand != nil { return FeatureStep(followCommand(&state, environment)) }
            return FeatureStep(follow(&state, environment))
        case .rested:
            return FeatureStep(rested(&state, environment))
        case .readmeAnswered(let target, let readme, let answered):
            guard var pane = state.pane, pane.answer(target, readme, at: answered) else { return FeatureStep([]) }
            let layout = layoutRequest(&pane, environment)
            state.pane = pane
            return FeatureStep([layout])
        case .laidOut(let request, let body):
            guard var pane = state.pane, pane.take(body, for: request) else { return FeatureStep([]) }
            state.pane = pane
            return FeatureStep([.redraw])
        }
    }

    /// Brings the pane in line with the selection and its width.
    private static func follow(_ state: inout PreviewState, _ environment: PreviewEnvironment) -> [SearchEffect] {
        guard environment.shown(toggled: state.toggled), let repository = environment.selected else {
            guard state.pane != nil else { return [] }
            state.pane = nil
            return [.previewReadme(nil)] + stopResting(&state)
        }
        let target = environment.selectedTarget
        if var pane = state.pane, pane.target == target {
            // The same repository (perhaps revalidated): keep its README and place.
            guard pane.repository != repository || pane.layoutWidth != environment.columns else { return [] }
            pane.repository = repository
            let layout = layoutRequest(&pane, environment)
            state.pane = pane
            return [layout]
        }
        var pane = RepositoryDetail(repository: repository, avatar: .none, target: target)
        var follow: [SearchEffect]
        if let target, let known = environment.readmes.value(for: target) {
            // Shown at once; the stream still gets it, so a README held for
            // an earlier selection is not fetched after all (a revalidation costs no quota).
            pane.readme = .shown(known)
            follow = [.previewReadme(target)] + stopResting(&state)
        } else if let target, environment.presentation.hasToken {
            pane.readme = .loading
            follow = [.previewReadme(target)] + stopResting(&state)
        } else if target != nil {
            // No token: wait for the selection to rest (aborting the fetch in flight, if any).
            let fetching = state.pane?.readme == .loading
            pane.readme = .resting
            state.resting = true
            follow = (fetching ? [.previewReadme(nil)] : []) + [.startTimer(.previewRest, every: SearchViewModel.previewRestInterval)]
        } else {
            pane.readme = .shown(.missing)
            follow = [.previewReadme(nil)] + stopResting(&state)
        }
        let layout = layoutRequest(&pane, environment)
        state.pane = pane
        return follow + [layout, .redraw]
    }

    /// The selection rested: the pane's README goes into the stream.
    private static func rested(_ state: inout PreviewState, _ environment: PreviewEnvironment) -> [SearchEffect] {
        guard state.resting else { return [] }
        state.resting = false
        guard var pane = state.pane, pane.readme == .resting, let target = pane.target else {
            return [.cancel(.timer(.previewRest))]
        }
        pane.readme = .loading
        let layout = layoutRequest(&pane, environment)
        state.pane = pane
        return [.cancel(.timer(.previewRest)), .previewReadme(target), layout, .redraw]
    }

    /// The built-in pane's window moves, within its lines (under its title).
    private static func scrollPane(_ state: inout PreviewState, by lines: Int, _ environment: PreviewEnvironment) -> [SearchEffect] {
        guard environment.shown(toggled: state.toggled), let pane = state.pane, let body = pane.body else { return [] }
        let maximum = max(0, body.count - max(0, environment.rows(toggled: state.toggled) - 1))
        let (sum, overflow) = min(pane.top, maximum).addingReportingOverflow(lines)
        let top = max(0, min(overflow ? (lines > 0 ? maximum : 0) : sum, maximum))
        guard top != pane.top else { return [] }
        state.pane?.top = top
        return [.redraw]
    }

    /// Asks for `pane` laid out at the pane's width.
    private static func layoutRequest(_ pane: inout RepositoryDetail, _ environment: PreviewEnvironment) -> SearchEffect {
        pane.layoutRequest(.preview, width: environment.columns, presentation: environment.presentation)
    }

    private static func stopResting(_ state: inout PreviewState) -> [SearchEffect] {
        guard state.resting else { return [] }
        state.resting = false
        return [.cancel(.timer(.previewRest))]
    }
}
