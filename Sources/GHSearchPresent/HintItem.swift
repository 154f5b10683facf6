import GHSearchText
/// One key hint on the status line (`Alt-Y copy`), and how much it matters:
/// when the row is narrow, hints go whole, the least important first,
/// never cut in the middle of a word.
public struct HintItem: Sendable, Equatable {
    /// The hint as shown: the key, then what it does.
    public var text: String
    /// Lower is kept longer; among equals, a later hint goes first.
    public var priority: Int

    public init(_ text: String, priority: Int) {
        self.text = text
        self.priority = priority
    }

    static let separator = " · "

    /// The hints that fit in `width` cells, in their order, one `·` apart:
    /// the least important are left out whole until the rest fit; "" when
    /// none fits.
    public static func fit(_ items: [HintItem], width: Int) -> String {
        var kept = items
        while !kept.isEmpty {
            let line = kept.map(\.text).joined(separator: separator)
            if TerminalText.width(line) <= width { return line }
            // The least important; among equals, the last.
            var drop = kept.count - 1
            for index in kept.indices.reversed() where kept[index].priority > kept[drop].priority {
                drop = index
            }
            kept.remove(at: drop)
        }
        return ""
    }
}
