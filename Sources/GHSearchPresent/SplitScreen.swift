import GHSearchInteractive
import FoundationEssentials
import GHSearchText

/// The list and a preview of its selection (the built-in details and
/// README, or `--preview COMMAND`'s pane) where `--preview-window` puts
/// the preview: beside the list (a bar in the theme's `border` style
/// between them, the status line under both across the whole width), or
/// above or below it (a rule between them). Pure: the list's lines (at
/// most `leftWidth` cells each) are padded to their width, then the bar,
/// then the other side's line.
public enum SplitScreen {
    /// The frame with the preview on (`model.previewShown`): rows
    /// 1…height-1, as `SearchScreen.render`.
    public static func render(_ model: SearchViewModel, list: inout SearchScreen, detail: DetailScreen, width: Int,
                              height: Int, now: Date, colorMode: ANSI.ColorMode) -> [String] {
        let pane: (Int) -> [String] = { count in
            guard count > 0 else { return [] }
            if model.presentation.previewCommand != nil { return paneRows(model, count: count) }
            return model.previewState.pane.map {
                detail.renderPane($0, width: model.previewColumns, height: count, now: now, colorMode: colorMode)
            } ?? []
        }
        let window = model.presentation.previewWindow
        let status = list.statusLines(model, width: width, now: now, colorMode: colorMode)
        if window.isBeside {
            let lines = list.render(model, width: model.listColumns, height: height, now: now, colorMode: colorMode,
                                    status: status)
            guard height > 2, lines.count > status.count else { return lines }
            let above = Array(lines.dropLast(status.count))
            let right = pane(above.count)
            return (window.position == .right
                ? join(left: above, leftWidth: model.listColumns, right: right, border: list.theme.border, colorMode: colorMode)
                : join(left: right + Array(repeating: "", count: max(0, above.count - right.count)),
                       leftWidth: model.previewColumns, right: above, border: list.theme.border, colorMode: colorMode)) + status
        }
        let listHeight = model.listScreenRows
        let lines = list.render(model, width: width, height: listHeight, now: now, colorMode: colorMode, status: status)
        guard lines.count > status.count else { return lines }
        let rule = list.theme.border.apply(to: String(repeating: "─", count: max(1, width)), mode: colorMode)
        let count = max(0, height - listHeight - 1)
        let shown = pane(count)
        let rows = shown + Array(repeating: "", count: max(0, count - shown.count))
        if window.position == .up { return rows + [rule] + lines }
        return Array(lines.dropLast(status.count)) + [rule] + rows + status
    }

    /// `count` rows of the command's output from where it is scrolled to.
    static func paneRows(_ model: SearchViewModel, count: Int) -> [String] {
        guard count > 0 else { return [] }
        let rows = model.previewState.command?.rows(width: model.previewColumns, wrap: model.presentation.previewWindow.wrap) ?? []
        let top = max(0, min(model.previewState.command?.top ?? 0, rows.count - count))
        let shown = rows.dropFirst(top).prefix(count)
        return Array(shown) + Array(repeating: "", count: count - shown.count)
    }

    public static func join(left: [String], leftWidth: Int, right: [String], border: ANSI.Style = .dim,
                            colorMode: ANSI.ColorMode) -> [String] {
        let bar = border.apply(to: "│", mode: colorMode)
        return (0..<max(left.count, right.count)).map { index in
            let line = index < left.count ? left[index] : ""
            let padding = max(0, leftWidth - DrawnLine.width(line))
            return line + String(repeating: " ", count: padding) + bar + (index < right.count ? right[index] : "")
        }
    }
}
