/// A GitHub-style qualifier of a filter: a condition on a repository's
/// data rather than on its text.
///
/// | typed                               | keeps repositories…                         |
/// |-------------------------------------|---------------------------------------------|
/// | `language:swift`                    | in Swift (several `language:` = any of them) |
/// | `topic:cli`                         | with that topic (several = all of them)     |
/// | `fork:true` / `fork:false` / `fork:only` | forks too (the default) / no forks / only forks |
/// | `archived:true` / `archived:false`  | only archived ones / no archived ones        |
/// | `stars:>10`, `>=`, `<`, `<=`, `10..50`, `*..10`, `10..*`, `10` | with that many stars |
/// | `forks:…`                           | the same, for forks                          |
/// | `pushed:>2024-01-01` (same forms)   | pushed in that time (`created:` likewise)    |
/// | `is:public` / `is:private` / `is:internal` | of that visibility (the last `is:` wins) |
///
/// `-` (GitHub) or `!` (fzf) before `language:`, `topic:`, `stars:`,
/// `forks:`, `pushed:` or `created:` negates it.
public struct FilterQualifier: Sendable, Hashable {
    public enum Condition: Sendable, Hashable {
        case language(String)
        case topic(String)
        case fork(ForkInclusion)
        case archived(Bool)
        case stars(FilterRange)
        case forks(FilterRange)
        case pushed(FilterRange)
        case created(FilterRange)
        case visibility(Visibility)
    }

    /// GitHub's repository visibilities, as `is:` names them.
    public enum Visibility: String, Sendable, Hashable, CaseIterable {
        case `public`, `private`, `internal`
    }

    public enum ForkInclusion: String, Sendable, Hashable {
        case include = "true", exclude = "false", only
    }

    public var condition: Condition
    public var isNegated: Bool
    /// The word as typed.
    public var typed: String

    public init(_ condition: Condition, isNegated: Bool = false, typed: String = "") {
        self.condition = condition
        self.isNegated = isNegated
        self.typed = typed
    }

    public static func == (lhs: FilterQualifier, rhs: FilterQualifier) -> Bool {
        lhs.condition == rhs.condition && lhs.isNegated == rhs.isNegated
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(condition)
        hasher.combine(isNegated)
    }

    /// The qualifier keys, as typed before `:`.
    static let keys = ["language", "topic", "fork", "archived", "stars", "forks", "pushed", "created", "sort", "is"]
}
