import GHSearchFilter
/// gh repo list's query flags (`--language`, `--topic`, `--fork`/`--source`,
/// `--archived`/`--no-archived`; `--visibility` lives with `@me`'s options),
/// written as the qualifiers the interactive filter and GitHub's search
/// both read: the flags and the typed qualifiers are one filter.
public struct QueryFlags: Sendable, Equatable {
    /// `--language`: any of them (GitHub: several `language:` are alternatives).
    public var languages: [String] = []
    /// `--topic`, repeatable or comma-separated: all of them.
    public var topics: [String] = []
    /// `--fork` (only forks) or `--source` (no forks).
    public var forks: FilterQualifier.ForkInclusion?
    /// `--archived` (only archived) or `--no-archived` (none).
    public var archived: Bool?

    public init() {}

    public var isEmpty: Bool { languages.isEmpty && topics.isEmpty && forks == nil && archived == nil }

    /// The qualifiers, in the flags' order, with `is:` for `visibility`.
    /// A search leaves out `fork:false`: GitHub's search has no forks
    /// unless asked for (`fork:true`, `fork:only`).
    public func qualifiers(visibility: FilterQualifier.Visibility?, forSearch: Bool) -> [String] {
        var words = languages.map { "language:" + Self.quoted($0) }
        words += topics.map { "topic:" + Self.quoted($0) }
        if let forks, !(forSearch && forks == .exclude) { words.append("fork:" + forks.rawValue) }
        if let archived { words.append("archived:" + (archived ? "true" : "false")) }
        if let visibility { words.append("is:" + visibility.rawValue) }
        return words
    }

    /// `vim script` → `"vim script"`: a value with a space stays one qualifier.
    private static func quoted(_ value: String) -> String {
        value.contains(" ") ? "\"" + String(value.filter { $0 != "\"" }) + "\"" : value
    }
}
