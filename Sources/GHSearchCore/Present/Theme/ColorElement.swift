import GHSearchText
/// A part of the screen `--color` can style, named as fzf names it.
public enum ColorElement: String, Sendable, Hashable, CaseIterable {
    case fg, bg, hl
    case fgCurrent = "fg+"
    case bgCurrent = "bg+"
    case hlCurrent = "hl+"
    case query, info, prompt, pointer, marker, spinner, header, border

    /// The element `name` means: its own name, or fzf's other spelling
    /// of the current row's (`current-fg`, `current-bg`, `current-hl`).
    public init?(name: String) {
        switch name {
        case "current-fg": self = .fgCurrent
        case "current-bg": self = .bgCurrent
        case "current-hl": self = .hlCurrent
        default: self.init(rawValue: name)
        }
    }

    /// Every name, as the messages and the help list them.
    public static let names = allCases.map(\.rawValue)

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
