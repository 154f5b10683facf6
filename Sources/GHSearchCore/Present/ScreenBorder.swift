/// `--border[=STYLE]`: the lines drawn around the whole interface, in
/// fzf's words. A side takes its line and a blank cell beside it (the
/// left and right sides) or one row (the top and bottom); the screens are
/// drawn inside. `none`, the default, draws nothing.
public enum ScreenBorder: String, Sendable, CaseIterable {
    case rounded, sharp, bold, double, horizontal, vertical, top, bottom, left, right, none

    /// The style a bare `--border` draws.
    public static let bare = ScreenBorder.rounded

    /// The style `word` names: its own name, or fzf's other one (`up` for
    /// `top`, `down` for `bottom`); nil for any other word.
    public init?(word: String) {
        switch word {
        case "up": self = .top
        case "down": self = .bottom
        default: self.init(rawValue: word)
        }
    }

    /// The words a value may be, as help and the completions list them.
    public static let words = allCases.map(\.rawValue)

    /// Which sides it draws.
    public var sides: (top: Bool, bottom: Bool, left: Bool, right: Bool) {
        switch self {
        case .rounded, .sharp, .bold, .double: (true, true, true, true)
        case .horizontal: (true, true, false, false)
        case .vertical: (false, false, true, true)
        case .top: (true, false, false, false)
        case .bottom: (false, true, false, false)
        case .left: (false, false, true, false)
        case .right: (false, false, false, true)
        case .none: (false, false, false, false)
        }
    }

    /// The characters: a horizontal line, a vertical one, and the corners
    /// (top left, top right, bottom left, bottom right). Every one takes
    /// one cell in any locale (box drawing is not East Asian wide).
    var characters: (horizontal: String, vertical: String, corners: [String]) {
        switch self {
        case .sharp: ("─", "│", ["┌", "┐", "└", "┘"])
        case .bold: ("━", "┃", ["┏", "┓", "┗", "┛"])
        case .double: ("═", "║", ["╔", "╗", "╚", "╝"])
        default: ("─", "│", ["╭", "╮", "╰", "╯"])
        }
    }
}
