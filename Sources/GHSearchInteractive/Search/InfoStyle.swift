import GHSearchText

/// `--info`, in fzf's words: where the count of repositories and the
/// spinner go (what ghsearch's title row shows): `default`, `right`,
/// `inline[:PREFIX]`, `inline-right[:PREFIX]`, `hidden`.
public struct InfoStyle: Sendable, Equatable {
    public enum Place: String, Sendable, CaseIterable {
        /// On the title row, above the list's header, the count at the left.
        case `default`
        /// On the title row, the count at the right end.
        case right
        /// After the query on the prompt row (the title row goes, the list gains it).
        case inline
        /// At the right end of the prompt row (the title row goes, the list gains it).
        case inlineRight = "inline-right"
        /// Nowhere: the title row goes, the list gains it.
        case hidden
    }

    public var place: Place
    /// What comes before the count on the prompt row: fzf's ` < ` after
    /// the query, nothing at the right end, unless `inline:PREFIX` says.
    public var inlinePrefix: String

    public init(_ place: Place, prefix: String? = nil) {
        self.place = place
        inlinePrefix = prefix ?? (place == .inline ? " < " : "")
    }

    public static let `default` = InfoStyle(.default)
    public static let right = InfoStyle(.right)
    public static let inline = InfoStyle(.inline)
    public static let inlineRight = InfoStyle(.inlineRight)
    public static let hidden = InfoStyle(.hidden)

    /// The words a value may start with, as help and the completions list them.
    public static let words = Place.allCases.map(\.rawValue)

    /// `--info`'s value: a place, and after `inline:` or `inline-right:` a
    /// prefix of the user's (made terminal-safe); nil for anything else.
    public static func parse(_ text: String) -> InfoStyle? {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard let place = Place(rawValue: String(parts[0])) else { return nil }
        guard parts.count == 2 else { return InfoStyle(place) }
        guard place == .inline || place == .inlineRight else { return nil }
        return InfoStyle(place, prefix: TerminalText.sanitize(String(parts[1])))
    }

    /// Whether the list's title row is drawn.
    public var showsTitle: Bool { place == .default || place == .right }
    /// Whether the prompt row shows the count.
    public var isInline: Bool { place == .inline || place == .inlineRight }
    /// Whether the count goes at the right end (of the title row or the prompt row).
    public var alignsRight: Bool { place == .right || place == .inlineRight }
}
