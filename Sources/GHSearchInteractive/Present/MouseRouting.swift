import GHSearchKeys
/// Where a mouse report lands on the frame the screens draw, and the
/// actions it is: the wheel scrolls what is under the pointer (the list's
/// selection, the side preview, the detail view); a click on a row selects
/// it, a double-click picks it (Enter's action); with `--multi`, a
/// right-click or a Shift-click marks it. Pure: the frame's geometry is
/// the view model's (`listColumns`, `previewRows`, `listScreenRows`) and
/// the list's scroll position the list screen's (`SearchScreen.scrollTop`).
public enum MouseRouting {
    /// Lines a notch of the wheel scrolls the preview or the detail view.
    public static let wheelLines = 3

    /// What is under a cell of the frame.
    public enum Target: Equatable, Sendable {
        /// A row of the list: its position in `visible`.
        case row(Int)
        /// The list, but no row of it (the title, the header, past the last row).
        case list
        /// The side preview, or the command's pane.
        case preview
        /// The status line, the prompt, a bar between panes.
        case elsewhere
    }

    /// The actions `event` is. `clicks` counts this press among quick ones on
    /// the same target (`ClickCounter`): 2 is a double-click.
    /// `tableRows`: the table rows the list screen drew last (`SearchScreen.drawnTableRows`), when known.
    public static func actions(for event: MouseEvent, model: SearchViewModel, listTop: Int, tableRows: Int? = nil,
                               clicks: Int = 1) -> [SearchAction] {
        guard !event.isMotion else { return [] }
        if model.view == .detail {
            switch event.button {
            case .wheelUp: return [.key(.previewScroll(.lines(-wheelLines)))]
            case .wheelDown: return [.key(.previewScroll(.lines(wheelLines)))]
            default: return []
            }
        }
        let target = self.target(row: event.row, column: event.column, model: model, listTop: listTop, tableRows: tableRows)
        switch (event.button, target) {
        case (.wheelUp, .preview): return [.key(.previewScroll(.lines(-wheelLines)))]
        case (.wheelDown, .preview): return [.key(.previewScroll(.lines(wheelLines)))]
        case (.wheelUp, .row), (.wheelUp, .list): return [.key(.list(.moveSelection(-1)))]
        case (.wheelDown, .row), (.wheelDown, .list): return [.key(.list(.moveSelection(1)))]
        case (.left, .row(let position)) where event.isPress:
            if model.pick.multi && event.modifiers.contains(.shift) { return [.key(.list(.markRow(position)))] }
            return clicks >= 2 ? [.key(.list(.pickRow(position)))] : [.key(.list(.selectRow(position)))]
        case (.right, .row(let position)) where event.isPress && model.pick.multi:
            return [.key(.list(.markRow(position)))]
        default:
            return []
        }
    }

    /// What is under 1-based `row`, `column` of a frame drawn from `model`.
    public static func target(row: Int, column: Int, model: SearchViewModel, listTop: Int, tableRows drawn: Int? = nil) -> Target {
        let screenRows = model.screenRows
        guard row >= 1, row < screenRows, column >= 1 else { return .elsewhere }
        var listFirstRow = 1  // the list's title
        if model.previewShown {
            let window = model.presentation.previewWindow
            switch window.isBeside ? window.position : nil {
            case .right?:
                if column == model.listColumns + 1 { return .elsewhere }
                if column > model.listColumns + 1 { return row < screenRows - 1 ? .preview : .elsewhere }
            case .left?:
                if column == model.previewColumns + 1 { return .elsewhere }
                if column <= model.previewColumns { return row < screenRows - 1 ? .preview : .elsewhere }
            default:
                // Above or below: the pane's rows and the rule.
                let listRows = model.listScreenRows
                if window.position == .up {
                    if row <= model.previewRows { return .preview }
                    if row == model.previewRows + 1 { return .elsewhere }
                    listFirstRow = model.previewRows + 2
                } else {
                    let paneFirst = listRows  // after the list's rows (its status line below the pane)
                    if row == paneFirst - 1 { return .elsewhere }
                    if row >= paneFirst && row < paneFirst + model.previewRows { return .preview }
                    if row >= paneFirst + model.previewRows { return .elsewhere }
                }
            }
        }
        let titled = model.presentation.info.showsTitle
        let tableRows = drawn ?? SearchScreen.tableRows(height: model.listScreenRows, titled: titled)
        let offset = row - (listFirstRow + (titled ? 2 : 1))  // after the title (unless --info moved it) and the header
        guard offset >= 0 else { return .list }
        guard offset < tableRows else { return .elsewhere }
        // `reverse-list`: the first row at the bottom.
        let position = listTop + (model.presentation.listReversed ? tableRows - 1 - offset : offset)
        return position < model.visible.count ? .row(position) : .list
    }
}

/// Counts quick presses on one target, as a double-click is told: a press
/// within `interval` of the last one, on the same target, counts one more.
public struct ClickCounter: Sendable {
    public static let interval: Duration = .milliseconds(500)

    private var last: (at: Duration, target: MouseRouting.Target, count: Int)?

    public init() {}

    /// This press's count (1, 2, …) at time `at` (any steady clock's reading) on `target`.
    public mutating func press(at: Duration, on target: MouseRouting.Target) -> Int {
        var count = 1
        if let last, last.target == target, at - last.at <= ClickCounter.interval, at >= last.at { count = last.count + 1 }
        last = (at, target, count)
        return count
    }
}
