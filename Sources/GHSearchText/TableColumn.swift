/// What a table column holds and how much room it wants. `TableLayout`
/// reads these to decide which columns a terminal width can show.
public struct TableColumn: Sendable, Hashable {
    /// Whether a column is always shown or only when there is room.
    public enum Visibility: Sendable, Hashable {
        /// Always shown, shrunk (if flexible) when the terminal is narrow.
        case always
        /// Shown only when it fits beside the columns already chosen; among
        /// such columns a higher `priority` is offered room first.
        case whenRoom(priority: Int)
        /// Shown only when every other column shown has its natural width
        /// and it fits beside them at its own (the interactive URL: never at
        /// the cost of a description cut short).
        case whenAllElseFits
    }

    /// The header text.
    public let title: MeasuredText
    /// The narrowest a flexible column may become (at least 1).
    public let minWidth: Int
    /// The widest the column gets, however long its content (at least
    /// `minWidth`).
    public let maxWidth: Int
    public let visibility: Visibility
    public let alignment: TextAlignment
    /// Whether the column may be narrower than its content (cutting it with
    /// `…`) and may take spare room. A column that is not flexible is shown
    /// at its content width (up to `maxWidth`) or not at all, unless the
    /// terminal is too narrow even for the columns that are always shown.
    public let isFlexible: Bool

    public init(
        title: String,
        minWidth: Int,
        maxWidth: Int,
        visibility: Visibility,
        alignment: TextAlignment = .left,
        isFlexible: Bool = false
    ) {
        self.title = MeasuredText(sanitizing: title)
        self.minWidth = max(1, minWidth)
        self.maxWidth = max(self.minWidth, maxWidth)
        self.visibility = visibility
        self.alignment = alignment
        self.isFlexible = isFlexible
    }
}
