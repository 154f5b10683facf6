import GHSearchPreviewCommand

/// `--preview COMMAND`: the pane shows a command's output for the
/// selection, as fzf's preview window. When the selected repository (or the
/// pane's size) changes, the pane is emptied and the new run goes into the
/// preview command's stream (`.runPreview`), which the session runs through
/// the same operators as the README preview: throttled, deduplicated,
/// switched to the latest (the command in flight is killed, its whole
/// process group).
extension PreviewFeature {
    static func followCommand(_ state: inout PreviewState, _ environment: PreviewEnvironment) -> [SearchEffect] {
        guard environment.shown(toggled: state.toggled), let command = environment.presentation.previewCommand,
              let repository = environment.selected else {
            guard state.command != nil else { return [] }
            state.command = nil
            return [.runPreview(nil), .redraw]
        }
        let run = PreviewRun(commandLine: command.commandLine(for: repository), columns: environment.columns,
                             rows: environment.rows(toggled: state.toggled))
        guard state.command?.run != run else { return [] }
        state.command = CommandPreviewPane(run: run)
        return [.runPreview(run), .redraw]
    }

    /// The command of `run` wrote more (or ended): shown if it is still the pane's.
    static func commandOutput(_ state: inout PreviewState, _ run: PreviewRun, _ output: PreviewOutput,
                              _ environment: PreviewEnvironment) -> [SearchEffect] {
        guard var pane = state.command, pane.run == run else { return [] }
        pane.lines = PreviewText.lines(output.bytes, keepsColour: environment.presentation.colorMode != .off)
        pane.ended = output.ended
        guard pane != state.command else { return [] }
        state.command = pane
        return [.redraw]
    }

    /// The preview keys over the command's pane.
    static func scrollCommand(_ state: inout PreviewState, by lines: Int, _ environment: PreviewEnvironment) -> [SearchEffect] {
        guard environment.shown(toggled: state.toggled), let pane = state.command else { return [] }
        let rows = pane.rows(width: environment.columns, wrap: environment.presentation.previewWindow.wrap).count
        let maximum = max(0, rows - environment.rows(toggled: state.toggled))
        let (sum, overflow) = min(pane.top, maximum).addingReportingOverflow(lines)
        let top = max(0, min(overflow ? (lines > 0 ? maximum : 0) : sum, maximum))
        guard top != pane.top else { return [] }
        state.command?.top = top
        return [.redraw]
    }
}
