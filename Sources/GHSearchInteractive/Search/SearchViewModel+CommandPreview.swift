import GHSearchPreviewCommand
/// `--preview COMMAND`: the pane that shows a command's output for the
/// selection, as fzf's preview window.
///
/// After every action `reconcileCommandPreview` compares the pane with the
/// selection: when the selected repository (or the pane's size) changes,
/// the pane is emptied and the new run goes into the preview command's
/// stream (`.runPreview`), which the session runs through the same
/// operators as the README preview: throttled, deduplicated, switched to
/// the latest (the command in flight is killed, its whole process group).
extension SearchViewModel {
    /// The list keeps at least this many columns beside the pane, or this
    /// many rows (title, header, a row, status) above or below it.
    static let listMinimumColumns = 20
    static let listMinimumRows = 5

    /// The pane's columns (left, right) or rows (up, down), 0 when there is
    /// no room: the command's pane, or the built-in preview, where
    /// `--preview-window` puts it.
    var commandPaneCells: Int {
        let window = presentation.previewWindow
        return window.isBeside
            ? window.paneCells(of: screenColumns - 1, keep: SearchViewModel.listMinimumColumns)
            : window.paneCells(of: screenRows - 2, keep: SearchViewModel.listMinimumRows)
    }

    /// The pane's rows (the built-in preview's or the command's): beside
    /// the list, the frame's less the status line; above or below it, its
    /// share (a rule separates it from the list).
    public var previewRows: Int {
        guard previewShown else { return 0 }
        if presentation.previewWindow.isBeside { return max(0, screenRows - 2) }
        return commandPaneCells
    }

    /// The rows the list is drawn in, as if it had the screen (the prompt's
    /// included): the screen's, less the pane and its rule above or below it.
    public var listScreenRows: Int {
        guard previewShown, !presentation.previewWindow.isBeside else { return screenRows }
        return screenRows - commandPaneCells - 1
    }

    mutating func reconcileCommandPreview(_ effects: [SearchEffect]) -> [SearchEffect] {
        guard previewShown, let command = presentation.previewCommand, let repository = selectedRepository else {
            guard previewState.command != nil else { return effects }
            previewState.command = nil
            return effects + [.runPreview(nil)] + (effects.contains(.redraw) ? [] : [.redraw])
        }
        let run = PreviewRun(commandLine: command.commandLine(for: repository), columns: previewColumns, rows: previewRows)
        guard previewState.command?.run != run else { return effects }
        previewState.command = CommandPreviewPane(run: run)
        return effects + [.runPreview(run)] + (effects.contains(.redraw) ? [] : [.redraw])
    }

    /// The command of `run` wrote more (or ended): shown if it is still the pane's.
    mutating func previewOutput(_ run: PreviewRun, _ output: PreviewOutput) -> [SearchEffect] {
        guard var pane = previewState.command, pane.run == run else { return [] }
        pane.lines = PreviewText.lines(output.bytes, keepsColour: presentation.colorMode != .off)
        pane.ended = output.ended
        guard pane != previewState.command else { return [] }
        previewState.command = pane
        return [.redraw]
    }

    /// The preview keys over the command's pane.
    mutating func scrollCommandPreview(by lines: Int) -> [SearchEffect] {
        guard previewShown, let pane = previewState.command else { return [] }
        let rows = pane.rows(width: previewColumns, wrap: presentation.previewWindow.wrap).count
        let maximum = max(0, rows - previewRows)
        let (sum, overflow) = min(pane.top, maximum).addingReportingOverflow(lines)
        let top = max(0, min(overflow ? (lines > 0 ? maximum : 0) : sum, maximum))
        guard top != pane.top else { return [] }
        previewState.command?.top = top
        return [.redraw]
    }
}
