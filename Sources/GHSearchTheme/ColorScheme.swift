/// A base scheme of `--color`, as fzf names them: each replaces the whole
/// theme, and the colours named after it change it.
public enum ColorScheme: String, Sendable, Hashable, CaseIterable {
    /// fzf's colours for a dark 256-colour terminal.
    case dark
    /// fzf's colours for a light 256-colour terminal.
    case light
    /// The 16 basic colours.
    case sixteen = "16"
    /// No colour: attributes only (bold, underline, reverse, dim).
    case bw

    public var theme: ColorTheme {
        switch self {
        case .dark: .dark
        case .light: .light
        case .sixteen: .sixteen
        case .bw: .bw
        }
    }
}
