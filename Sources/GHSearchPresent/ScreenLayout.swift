import GHSearchText

/// Where the interactive screen is drawn: the whole terminal on the
/// alternate screen (the default), or `--height N[%]` rows inline below
/// the cursor, as fzf does (the shell's screen above stays, and the rows
/// are cleared on exit); the prompt at the bottom (the default) or at the
/// top (`--layout reverse`); the list from the top (the default) or from
/// the prompt up (`--layout reverse-list`); a border around it all or not
/// (`--border`, drawn inside the region: the screens get what is left).
public struct ScreenLayout: Sendable, Equatable {
    public enum Height: Sendable, Equatable {
        /// The whole terminal, on the alternate screen.
        case full
        /// So many rows (at most the terminal's).
        case rows(Int)
        /// This part of the terminal's rows (1–100), at least `minHeight`.
        case percent(Int)
    }

    /// `--layout`: fzf's words. `default`: the prompt at the bottom, the
    /// list from the top down; `reverse`: the prompt at the top;
    /// `reverse-list`: the list turned over, as fzf's `reverse-list` turns
    /// its default's over: the first row at the bottom, just above the
    /// status line and the prompt, the rest going up.
    public enum Layout: String, Sendable, CaseIterable {
        case `default`
        case reverse
        case reverseList = "reverse-list"
    }

    public var height: Height
    /// `--min-height`: a percentage never gives fewer rows than this (fzf's default, 10).
    public var minHeight: Int
    public var layout: Layout
    /// `--border`: the lines around the region.
    public var border: ScreenBorder
    /// Inline: the terminal row (1-based) the region starts at, once the terminal is entered.
    public var inlineTop: Int?

    public init(height: Height = .full, minHeight: Int = 10, layout: Layout = .default, border: ScreenBorder = .none,
                inlineTop: Int? = nil) {
        self.height = height
        self.minHeight = minHeight
        self.layout = layout
        self.border = border
        self.inlineTop = inlineTop
    }

    public var isInline: Bool { height != .full }
    public var promptOnTop: Bool { layout == .reverse }
    /// Whether the list runs up from the prompt (`reverse-list`).
    public var listReversed: Bool { layout == .reverseList }

    /// The cells the border takes on a terminal `terminalRows` × `columns`.
    public func insets(terminalRows: Int, columns: Int) -> BorderInsets {
        BorderInsets(border, rows: rows(terminalRows: terminalRows), columns: columns)
    }

    /// The rows and columns the screens are drawn in: the region's, less the border.
    public func innerSize(terminalRows: Int, columns: Int) -> (rows: Int, columns: Int) {
        let insets = insets(terminalRows: terminalRows, columns: columns)
        return (max(1, rows(terminalRows: terminalRows) - insets.top - insets.bottom),
                max(1, columns - insets.left - insets.right))
    }

    /// The region's rows on a terminal `terminalRows` high.
    public func rows(terminalRows: Int) -> Int {
        let total = max(1, terminalRows)
        switch height {
        case .full: return total
        case .rows(let rows): return max(1, min(rows, total))
        case .percent(let percent): return max(1, min(total, max(minHeight, total * percent / 100)))
        }
    }

    /// The terminal row the region starts at: 1 full-screen; inline, where
    /// it was placed, moved up as far as a smaller terminal needs.
    public func top(terminalRows: Int) -> Int {
        guard let inlineTop, isInline else { return 1 }
        return max(1, min(inlineTop, terminalRows - rows(terminalRows: terminalRows) + 1))
    }

    /// The terminal row of the prompt (inside the border).
    public func promptRow(terminalRows: Int) -> Int {
        let top = top(terminalRows: terminalRows)
        let insets = insets(terminalRows: terminalRows, columns: 0)  // the rows' insets do not depend on the columns
        return promptOnTop ? top + insets.top : top + rows(terminalRows: terminalRows) - 1 - insets.bottom
    }

    /// The terminal row of the frame's first row (the screens' row 1).
    public func frameTop(terminalRows: Int) -> Int {
        top(terminalRows: terminalRows) + insets(terminalRows: terminalRows, columns: 0).top + (promptOnTop ? 1 : 0)
    }

    /// Where the frame, the prompt and the border go on a terminal
    /// `terminalRows` × `columns`, the border in `style`.
    public func placement(terminalRows: Int, columns: Int, style: ANSI.Style = .dim,
                          colorMode: ANSI.ColorMode = .off) -> FramePlacement {
        let insets = insets(terminalRows: terminalRows, columns: columns)
        return FramePlacement(frameTop: frameTop(terminalRows: terminalRows), promptRow: promptRow(terminalRows: terminalRows),
                              frameLeft: 1 + insets.left,
                              frameWidth: insets.left + insets.right > 0 ? max(1, columns - insets.left - insets.right) : nil,
                              border: borderDrawing(terminalRows: terminalRows, columns: columns, style: style,
                                                    colorMode: colorMode))
    }

    /// The bytes that draw the border (empty without one): its lines in
    /// `style`, and the blank cell inside each side line.
    public func borderDrawing(terminalRows: Int, columns: Int, style: ANSI.Style, colorMode: ANSI.ColorMode) -> String {
        let insets = insets(terminalRows: terminalRows, columns: columns)
        guard !insets.isEmpty, columns > 0 else { return "" }
        let top = top(terminalRows: terminalRows)
        let rows = rows(terminalRows: terminalRows)
        let lines = border.characters
        func line(_ horizontal: String, left: String, right: String) -> String {
            let middle = String(repeating: horizontal, count: max(0, columns - (insets.left > 0 ? 1 : 0) - (insets.right > 0 ? 1 : 0)))
            return style.apply(to: (insets.left > 0 ? left : "") + middle + (insets.right > 0 ? right : ""), mode: colorMode)
        }
        var drawing = ""
        if insets.top > 0 {
            drawing += TerminalControl.moveCursor(row: top, column: 1) + line(lines.top, left: lines.corners[0], right: lines.corners[1])
        }
        if insets.left + insets.right > 0 {
            for row in (top + insets.top)..<(top + rows - insets.bottom) {
                if insets.left > 0 {
                    drawing += TerminalControl.moveCursor(row: row, column: 1) + style.apply(to: lines.left, mode: colorMode) + " "
                }
                if insets.right > 0 {
                    drawing += TerminalControl.moveCursor(row: row, column: columns - 1) + " " + style.apply(to: lines.right, mode: colorMode)
                }
            }
        }
        if insets.bottom > 0 {
            drawing += TerminalControl.moveCursor(row: top + rows - 1, column: 1)
                + line(lines.bottom, left: lines.corners[2], right: lines.corners[3])
        }
        return drawing
    }

    /// Where a region of `rows` rows opened at `cursorRow` starts: there,
    /// or higher when the terminal scrolls to make room below.
    public static func inlineTop(cursorRow: Int, rows: Int, terminalRows: Int) -> Int {
        max(1, min(cursorRow, terminalRows - rows + 1))
    }

    /// `--height`'s value: `N` or `N%`; nil when it is neither.
    public static func parseHeight(_ text: String) -> Height? {
        let percent = text.hasSuffix("%")
        let digits = percent ? text.dropLast() : Substring(text)
        guard !digits.isEmpty, digits.count <= 4, digits.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
              let number = Int(digits), number >= 1 else { return nil }
        if percent { return number <= 100 ? .percent(number) : nil }
        return .rows(number)
    }
}
