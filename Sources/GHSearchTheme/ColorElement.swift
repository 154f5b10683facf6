import GHSearchText
/// A part of the screen `--color` can style, named as fzf names it.
public enum ColorElement: String, Sendable, Hashable, CaseIterable {
    case fg, bg, hl
    case fgCurrent = "fg+"
    case bgCurrent = "bg+"
    case hlCurrent = "hl+"
    case query, info, prompt, pointer, marker, spinner, header, border

    /// The element `name` means: its own name, or fzf's other spelling
    /// of it (`current-fg` for `fg+`, `input-fg` for `query`, `list-fg`
    /// for `fg`…).
    public init?(name: String) {
        switch name {
        case "current-fg": self = .fgCurrent
        case "current-bg": self = .bgCurrent
        case "current-hl": self = .hlCurrent
        case "list-fg": self = .fg
        case "list-bg": self = .bg
        case "input-fg": self = .query
        case "header-fg": self = .header
        default: self.init(rawValue: name)
        }
    }

    /// Every name, as the messages and the help list them.
    public static let names = allCases.map(\.rawValue)

    /// fzf's colour names for parts ghsearch does not draw (a gutter, a
    /// scrollbar, labels, the input and header windows…): read and checked
    /// like the others, then left alone, so a theme written for fzf (in
    /// `GHSEARCH_DEFAULT_OPTS` or the config file) works as it is.
    public static let ignoredNames: Set<String> = [
        "gutter", "scrollbar", "separator", "gap-line", "disabled", "nth", "ghost", "nomatch", "alt-bg",
        "selected-fg", "selected-bg", "selected-hl",
        "preview-fg", "preview-bg", "preview-border", "preview-scrollbar", "preview-label",
        "input-bg", "input-border", "input-label",
        "header-bg", "header-border", "header-label",
        "list-border", "list-label", "label",
        "footer", "footer-fg", "footer-bg", "footer-border", "footer-label",
    ]

    /// Whether the colour given sets the background (`bg`, `bg+`) rather
    /// than the foreground.
    var isBackground: Bool { self == .bg || self == .bgCurrent }

    /// The theme's style this element changes.
    var style: WritableKeyPath<ColorTheme, ANSI.Style> {
        switch self {
        case .fg, .bg: \.list
        case .hl: \.match
        case .fgCurrent, .bgCurrent: \.current
        case .hlCurrent: \.currentMatch
        case .query: \.query
        case .info: \.info
        case .prompt: \.prompt
        case .pointer: \.pointer
        case .marker: \.marker
        case .spinner: \.spinner
        case .header: \.header
        case .border: \.border
        }
    }
}
