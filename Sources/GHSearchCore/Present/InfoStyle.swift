/// `--info`, in fzf's words: where the count of repositories and the
/// spinner go (what ghsearch's title row shows).
public enum InfoStyle: String, Sendable, CaseIterable {
    /// On the title row, above the list's header.
    case `default`
    /// After the query on the prompt row, after ` < ` (the title row goes, the list gains it).
    case inline
    /// At the right end of the prompt row (the title row goes, the list gains it).
    case inlineRight = "inline-right"
    /// Nowhere: the title row goes, the list gains it.
    case hidden

    /// Whether the list's title row is drawn.
    public var showsTitle: Bool { self == .default }
    /// Whether the prompt row shows the count.
    public var isInline: Bool { self == .inline || self == .inlineRight }
    /// What comes before the count on the prompt row.
    public var inlinePrefix: String { self == .inline ? " < " : "" }
}
