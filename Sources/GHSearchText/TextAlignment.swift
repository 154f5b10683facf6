/// Where text sits in a column wider than itself.
public enum TextAlignment: Sendable, Hashable {
    /// Text first, padding after (names, descriptions).
    case left
    /// Padding first, text after (numbers).
    case right
}
