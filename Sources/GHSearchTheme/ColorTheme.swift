import GHSearchText
/// The styles of everything the interactive screen draws, as fzf's
/// `--color` names them: the list's rows (`fg`/`bg`), matched characters
/// (`hl`), the current row (`fg+`/`bg+`, `hl+`), the typed query, the
/// info and status lines, the prompt, the pointer and the marks, the
/// spinner, the table's header and the preview's border.
///
/// A theme says nothing about the terminal: its colours are brought down
/// to what the terminal shows by `ANSI.ColorMode` when a line is written,
/// and with `.off` nothing is styled at all.
public struct ColorTheme: Sendable, Hashable {
    /// Rows that are not the current one (`fg`, `bg`).
    public var list: ANSI.Style
    /// Matched characters in those rows (`hl`), laid over `list`.
    public var match: ANSI.Style
    /// The current row (`fg+`, `bg+`), across the whole line.
    public var current: ANSI.Style
    /// Matched characters in the current row (`hl+`), laid over `current`.
    public var currentMatch: ANSI.Style
    /// The text typed after the prompt (`query`).
    public var query: ANSI.Style
    /// The status line and the counts of the title (`info`).
    public var info: ANSI.Style
    /// The prompt (`prompt`).
    public var prompt: ANSI.Style
    /// The `›` before the current row, where one is drawn (`pointer`).
    public var pointer: ANSI.Style
    /// The `+` of a marked row with `--multi` (`marker`).
    public var marker: ANSI.Style
    /// The spinner and what it says is loading (`spinner`).
    public var spinner: ANSI.Style
    /// The table's column titles (`header`).
    public var header: ANSI.Style
    /// The line between the list and the preview (`border`).
    public var border: ANSI.Style

    public init(list: ANSI.Style = .plain, match: ANSI.Style, current: ANSI.Style, currentMatch: ANSI.Style,
                query: ANSI.Style = .plain, info: ANSI.Style, prompt: ANSI.Style = .plain, pointer: ANSI.Style = .plain,
                marker: ANSI.Style = .plain, spinner: ANSI.Style, header: ANSI.Style, border: ANSI.Style) {
        self.list = list
        self.match = match
        self.current = current
        self.currentMatch = currentMatch
        self.query = query
        self.info = info
        self.prompt = prompt
        self.pointer = pointer
        self.marker = marker
        self.spinner = spinner
        self.header = header
        self.border = border
    }

    /// The title line: bold, in the info line's colours.
    public var title: ANSI.Style {
        ANSI.Style(attributes: .bold, foreground: info.foreground, background: info.background)
    }
}

extension ColorTheme {
    /// What ghsearch showed before it had themes, and what `--color=bw`
    /// shows (no colour): matches underlined, the current row in reverse
    /// video, the header bold, the status line dim.
    public static let bw = ColorTheme(
        match: .underline, current: .reverse, currentMatch: .underline,
        info: .dim, spinner: .dim, header: .bold, border: .dim
    )

    /// The default on a terminal with 256 colours or more: readable on a
    /// dark and on a light background alike. Matches in a mid blue, bold;
    /// the current row light text on a dark grey (both set, so it does
    /// not depend on the terminal's own colours) with matches in a light
    /// blue; greys for the status line and the border.
    public static let standard = ColorTheme(
        match: ANSI.Style(attributes: .bold, foreground: .palette(32)),
        current: ANSI.Style(foreground: .palette(254), background: .palette(236)),
        currentMatch: ANSI.Style(attributes: .bold, foreground: .palette(81)),
        info: .foreground(.palette(244)),
        prompt: .foreground(.palette(32)),
        pointer: .foreground(.palette(161)),
        marker: .foreground(.palette(168)),
        spinner: .foreground(.palette(35)),
        header: ANSI.Style(attributes: .bold, foreground: .palette(67)),
        border: .foreground(.palette(244))
    )

    /// fzf's `dark` (its default on a 256-colour terminal), matches bold.
    public static let dark = ColorTheme(
        match: ANSI.Style(attributes: .bold, foreground: .palette(108)),
        current: ANSI.Style(foreground: .palette(254), background: .palette(236)),
        currentMatch: ANSI.Style(attributes: .bold, foreground: .palette(151)),
        info: .foreground(.palette(144)),
        prompt: .foreground(.palette(110)),
        pointer: .foreground(.palette(161)),
        marker: .foreground(.palette(168)),
        spinner: .foreground(.palette(148)),
        header: .foreground(.palette(109)),
        border: .foreground(.palette(59))
    )

    /// fzf's `light`, matches bold.
    public static let light = ColorTheme(
        match: ANSI.Style(attributes: .bold, foreground: .palette(66)),
        current: ANSI.Style(foreground: .palette(237), background: .palette(251)),
        currentMatch: ANSI.Style(attributes: .bold, foreground: .palette(23)),
        info: .foreground(.palette(101)),
        prompt: .foreground(.palette(25)),
        pointer: .foreground(.palette(161)),
        marker: .foreground(.palette(168)),
        spinner: .foreground(.palette(65)),
        header: .foreground(.palette(31)),
        border: .foreground(.palette(145))
    )

    /// The 16 basic colours (the default on a terminal with no more):
    /// fzf's `16`, with a current row readable on any background (white
    /// on grey) and a dim status line instead of white.
    public static let sixteen = ColorTheme(
        match: ANSI.Style(attributes: .bold, foreground: .green),
        current: ANSI.Style(foreground: .brightWhite, background: .brightBlack),
        currentMatch: ANSI.Style(attributes: .bold, foreground: .brightGreen),
        info: .dim,
        prompt: .foreground(.blue),
        pointer: .foreground(.red),
        marker: .foreground(.magenta),
        spinner: .foreground(.green),
        header: ANSI.Style(attributes: .bold, foreground: .cyan),
        border: .foreground(.brightBlack)
    )
}
