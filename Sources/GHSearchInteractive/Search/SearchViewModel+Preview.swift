import FoundationEssentials
/// README preview: the side preview that follows the selection.
///
/// After every action `reconcilePreview` compares the preview with the
/// selection; when the selected repository changes, the new one shows at
/// once (its README too, when this session already has it) and its README
/// goes into the preview stream (`.previewReadme`), which the session runs
/// through the search text's operators: throttled, deduplicated, switched
/// to the latest (a superseded transfer is aborted). Without a token a
/// README costs quota, so the stream gets it only once the selection has
/// rested for `previewRestInterval` (the `.previewRest` timer).
extension SearchViewModel {
    /// From this many columns the preview is on by itself.
    public static let previewMinimumColumns = 160
    /// Narrower than this the screen is not split, whatever was asked.
    public static let previewSplitMinimumColumns = 100
    /// Without a token: how long the selection must rest before its README is fetched.
    public static let previewRestInterval: Duration = .milliseconds(800)

    /// Above or below the list (`--preview-window up|down`), the built-in
    /// preview is on by itself from this many rows.
    public static let previewMinimumRows = 30
    /// Above or below the list, fewer rows than this and the screen is not split.
    public static let previewStackMinimumRows = 12

    /// Whether the list shares the screen with the preview: the built-in one
    /// (details and README) or the command's, where `--preview-window` puts it.
    public var previewShown: Bool {
        guard previewWanted else { return false }
        if presentation.previewCommand == nil {
            if presentation.previewWindow.isBeside, screenColumns < SearchViewModel.previewSplitMinimumColumns { return false }
            if !presentation.previewWindow.isBeside, screenRows < SearchViewModel.previewStackMinimumRows { return false }
        }
        return commandPaneCells > 0
    }

    /// Whether the preview is asked for (by Alt-V, else by the policy), room or not.
    var previewWanted: Bool {
        previewState.toggled ?? {
            if presentation.previewWindow.hidden { return false }
            if presentation.previewCommand != nil { return presentation.preview != .never }
            switch presentation.preview {
            case .always: return true
            case .never: return false
            case .automatic:
                return presentation.previewWindow.isBeside
                    ? screenColumns >= SearchViewModel.previewMinimumColumns
                    : screenRows >= SearchViewModel.previewMinimumRows
            }
        }()
    }

    /// The list's columns while the preview is shown: beside it, the rest
    /// of the screen less a bar; above or below it, the whole width.
    public var listColumns: Int {
        guard previewShown else { return screenColumns }
        return presentation.previewWindow.isBeside ? screenColumns - commandPaneCells - 1 : screenColumns
    }
    public var previewColumns: Int {
        presentation.previewWindow.isBeside ? max(1, commandPaneCells) : screenColumns
    }

    /// The preview's keys and the preview command's answers.
    mutating func reduce(preview action: PreviewAction) -> [SearchEffect] {
        switch action {
        case .toggle:
            return togglePreview()
        case .scroll(let scroll):
            return scrollPreview(scroll)
        case .output(let run, let output):
            return previewOutput(run, output)
        }
    }

    /// Alt-V: the preview on or off (over the policy, for the rest of the session).
    private mutating func togglePreview() -> [SearchEffect] {
        notice = nil
        previewState.toggled = !previewWanted
        if previewWanted && !previewShown && presentation.previewWindow.isBeside {
            notice = .previewNeedsWidth(columns: SearchViewModel.previewSplitMinimumColumns)
        }
        return [.redraw]
    }

    /// Brings the preview in line with the selection (after every action).
    mutating func reconcilePreview(_ effects: [SearchEffect]) -> [SearchEffect] {
        if presentation.previewCommand != nil { return reconcileCommandPreview(effects) }
        guard previewShown, let repository = selectedRepository else {
            guard previewState.pane != nil else { return effects }
            previewState.pane = nil
            return effects + [.previewReadme(nil)] + stopResting()
        }
        let target = ReadmeTarget(repository, listedBy: results?.subject)
        if var pane = previewState.pane, pane.target == target {
            // The same repository (perhaps revalidated): keep its README and place.
            guard pane.repository != repository || pane.body?.width != previewColumns else { return effects }
            pane.repository = repository
            relayout(&pane)
            previewState.pane = pane
            return effects
        }
        var pane = RepositoryDetail(repository: repository, avatar: .none, target: target)
        var follow: [SearchEffect]
        if let target, let known = readmes.value(for: target) {
            // Shown at once; the stream still gets it, so a README held for
            // an earlier selection is not fetched after all (a revalidation costs no quota).
            pane.readme = .shown(known)
            follow = [.previewReadme(target)] + stopResting()
        } else if let target, presentation.hasToken {
            pane.readme = .loading
            follow = [.previewReadme(target)] + stopResting()
        } else if target != nil {
            // No token: wait for the selection to rest (aborting the fetch in flight, if any).
            let fetching = previewState.pane?.readme == .loading
            pane.readme = .resting
            previewState.resting = true
            follow = (fetching ? [.previewReadme(nil)] : [])
                + [.startTimer(.previewRest, every: SearchViewModel.previewRestInterval)]
        } else {
            pane.readme = .shown(.missing)
            follow = [.previewReadme(nil)] + stopResting()
        }
        relayout(&pane)
        previewState.pane = pane
        return effects + follow + (effects.contains(.redraw) ? [] : [.redraw])
    }

    /// The selection rested: the preview's README goes into the stream.
    mutating func previewRested() -> [SearchEffect] {
        guard previewState.resting else { return [] }
        previewState.resting = false
        guard var pane = previewState.pane, pane.readme == .resting, let target = pane.target else {
            return [.cancel(.timer(.previewRest))]
        }
        pane.readme = .loading
        relayout(&pane)
        previewState.pane = pane
        return [.cancel(.timer(.previewRest)), .previewReadme(target), .redraw]
    }

    /// Lays the preview out for its width.
    mutating func relayoutPreview() {
        guard var pane = previewState.pane else { return }
        relayout(&pane)
        previewState.pane = pane
    }

    /// The README of `target` answered as `state`: shown if the preview
    /// asked for it; whether it changed anything.
    mutating func previewAnswered(_ target: ReadmeTarget, _ state: ReadmeState, at answered: Date) -> Bool {
        guard var pane = previewState.pane, pane.answer(target, state, at: answered) else { return false }
        relayout(&pane)
        previewState.pane = pane
        return true
    }

    /// The preview's keys: its window moves (the built-in one's, or the command's).
    private mutating func scrollPreview(_ scroll: PreviewScroll) -> [SearchEffect] {
        let lines = scroll.lines(page: max(1, DetailScreen.bodyRows(height: screenRows) - 1))
        if presentation.previewCommand != nil { return scrollCommandPreview(by: lines) }
        guard previewShown, let pane = previewState.pane, let body = pane.body else { return [] }
        let maximum = max(0, body.count - max(0, previewRows - 1))  // under the pane's title
        let (sum, overflow) = min(pane.top, maximum).addingReportingOverflow(lines)
        let top = max(0, min(overflow ? (lines > 0 ? maximum : 0) : sum, maximum))
        guard top != pane.top else { return [] }
        previewState.pane?.top = top
        return [.redraw]
    }

    /// Lays `pane` out for the preview's width, keeping its place.
    private mutating func relayout(_ pane: inout RepositoryDetail) {
        var environment = DetailEnvironment(presentation: presentation, layouts: readmeLayouts)
        environment.relayout(&pane, width: previewColumns)
        readmeLayouts = environment.layouts
    }

    private mutating func stopResting() -> [SearchEffect] {
        guard previewState.resting else { return [] }
        previewState.resting = false
        return [.cancel(.timer(.previewRest))]
    }
}
