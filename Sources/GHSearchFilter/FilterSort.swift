/// `sort:` — the order of the filtered rows, GitHub's spelling:
/// `sort:stars`, `sort:forks`, `sort:updated`, `sort:pushed`, `sort:created`
/// (most first, newest first), `sort:name` (A to Z), each with `-asc` or
/// `-desc` to choose the direction; `sort:best-match` ranks by how well the
/// words match (the default when words are typed). Rows without the value
/// (a repository GitHub sent no date for) come last either way; ties keep
/// the list order.
public struct FilterSort: Sendable, Hashable {
    public enum Key: String, Sendable, Hashable, CaseIterable {
        case bestMatch = "best-match"
        case stars, forks, updated, pushed, created, name
    }

    public var key: Key
    public var ascending: Bool

    public init(_ key: Key, ascending: Bool? = nil) {
        self.key = key
        self.ascending = ascending ?? (key == .name)
    }

    /// The order of `--sort name|pushed|updated|created|stars` (the same words).
    public init?(option: String) {
        guard let key = Key(rawValue: option.lowercased()) else { return nil }
        self.init(key)
    }

    /// Parses the value of `sort:`; nil if it is not one.
    static func parse(_ value: Substring) -> FilterSort? {
        let lowered = value.lowercased()
        for suffix in ["-asc", "-desc"] where lowered.hasSuffix(suffix) {
            guard let key = Key(rawValue: String(lowered.dropLast(suffix.count))) else { return nil }
            return FilterSort(key, ascending: suffix == "-asc")
        }
        return Key(rawValue: lowered).map { FilterSort($0) }
    }

    /// The values `sort:` takes, for messages.
    static let spellings = Key.allCases.map(\.rawValue)
}
