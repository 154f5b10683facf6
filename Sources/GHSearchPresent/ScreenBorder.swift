/// `--border[=STYLE]`: the lines drawn around the whole interface, in
/// fzf's words. A side takes its line and a blank cell beside it (the
/// left and right sides) or one row (the top and bottom); the screens are
/// drawn inside. `none`, the default, draws nothing.
public enum ScreenBorder: String, Sendable, CaseIterable {
    case rounded, sharp, bold, double, block, thinblock, horizontal, vertical, top, bottom, left, right, none

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
        case .rounded, .sharp, .bold, .double, .block, .thinblock: (true, true, true, true)
        case .horizontal: (true, true, false, false)
        case .vertical: (false, false, true, true)
        case .top: (true, false, false, false)
        case .bottom: (false, true, false, false)
        case .left: (false, false, true, false)
        case .right: (false, false, false, true)
        case .none: (false, false, false, false)
        }
    }

    /// The characters of its lines (the top, the bottom, the left, the
    /// right) and corners (top left, top right, bottom left, bottom right).
    /// Every one takes one cell in any locale (box drawing and block
    /// elements are not East Asian wide).
    var characters: (top: String, bottom: String, left: String, right: String, corners: [String]) {
        switch self {
        case .sharp: ("─", "─", "│", "│", ["┌", "┐", "└", "┘"])
        case .bold: ("━", "━", "┃", "┃", ["┏", "┓", "┗", "┛"])
        case .double: ("═", "═", "║", "║", ["╔", "╗", "╚", "╝"])
        // Half blocks, so the lines hug a background of another colour.
        case .block: ("▀", "▄", "▌", "▐", ["▛", "▜", "▙", "▟"])
        // Eighth blocks and their corners (Unicode's legacy computing symbols).
        case .thinblock: ("▔", "▁", "▏", "▕", ["\u{1FB7D}", "\u{1FB7E}", "\u{1FB7C}", "\u{1FB7F}"])
        default: ("─", "─", "│", "│", ["╭", "╮", "╰", "╯"])
        }
    }
}
