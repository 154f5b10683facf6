/// Where the interactive screen is drawn: the whole terminal on the
/// alternate screen (the default), or `--height N[%]` rows inline below
/// the cursor, as fzf does (the shell's screen above stays, and the rows
/// are cleared on exit); the prompt at the bottom (the default) or at the
/// top (`--layout reverse`).
public struct ScreenLayout: Sendable, Equatable {
    public enum Height: Sendable, Equatable {
        /// The whole terminal, on the alternate screen.
        case full
        /// So many rows (at most the terminal's).
        case rows(Int)
        /// This part of the terminal's rows (1–100), at least `minHeight`.
        case percent(Int)
    }

    /// `--layout`: fzf's words. ghsearch's list always runs top-down under
    /// its title, so `default` and `reverse-list` are the same: the prompt
    /// at the bottom; `reverse` puts it at the top.
    public enum Layout: String, Sendable, CaseIterable {
        case `default`
        case reverse
        case reverseList = "reverse-list"
    }

    public var height: Height
    /// `--min-height`: a percentage never gives fewer rows than this (fzf's default, 10).
    public var minHeight: Int
    public var layout: Layout
    /// Inline: the terminal row (1-based) the region starts at, once the terminal is entered.
    public var inlineTop: Int?

    public init(height: Height = .full, minHeight: Int = 10, layout: Layout = .default, inlineTop: Int? = nil) {
        self.height = height
        self.minHeight = minHeight
        self.layout = layout
        self.inlineTop = inlineTop
    }

    public var isInline: Bool { height != .full }
    public var promptOnTop: Bool { layout == .reverse }

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

    /// The terminal row of the prompt.
    public func promptRow(terminalRows: Int) -> Int {
        let top = top(terminalRows: terminalRows)
        return promptOnTop ? top : top + rows(terminalRows: terminalRows) - 1
    }

    /// The terminal row of the frame's first row (the screens' row 1).
    public func frameTop(terminalRows: Int) -> Int {
        top(terminalRows: terminalRows) + (promptOnTop ? 1 : 0)
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
