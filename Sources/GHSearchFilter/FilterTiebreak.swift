/// How rows of equal score are ordered (`--tiebreak`, fzf's option): a
/// list of criteria, each deciding only where the ones before it tie, the
/// list's own order (`index`) always last. The subset of fzf's criteria
/// that means something for a repository, and three of ghsearch's own:
///
/// - `length`: the shorter name first (fzf's default, for the whole line);
/// - `begin`: the first word's match nearer the start of its best field;
/// - `index`: the list's order (`--sort`'s, GitHub's A–Z by default);
/// - `name`: A–Z by name, case and accents ignored;
/// - `stars`: the most stars first; `pushed`: the latest push first
///   (rows without the value last).
public struct FilterTiebreak: Sendable, Hashable {
    public enum Criterion: String, Sendable, Hashable, CaseIterable {
        case length, begin, name, stars, pushed, index
    }

    /// The criteria before `index`.
    public let criteria: [Criterion]

    /// `index` alone: the list's order.
    public static let index = FilterTiebreak(criteria: [])

    /// fzf's default: `length`, then `index`.
    public static let length = FilterTiebreak(criteria: [.length])

    /// ghsearch's default: `index`, the list's order, which `--sort` chose
    /// (fzf's is `length`: its input has no order of its own to keep). It
    /// costs nothing; a criterion sorts every run of equal scores.
    public static let `default` = index

    init(criteria: [Criterion]) {
        self.criteria = criteria
    }

    /// Why a `--tiebreak` value cannot be read.
    public enum ParseError: Error, Sendable, Equatable {
        case unknown(String)
        case repeated(String)
        /// `index` before another criterion: it decides every tie, so nothing may follow it.
        case indexNotLast
    }

    /// A comma-separated list, as fzf reads it: each criterion once, `index` only at the end.
    public static func parse(_ text: String) throws(ParseError) -> FilterTiebreak {
        var criteria: [Criterion] = []
        let words = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).lowercased() }
        for (position, word) in words.enumerated() {
            guard let criterion = Criterion(rawValue: word) else { throw .unknown(word) }
            if criteria.contains(criterion) { throw .repeated(word) }
            if criterion == .index {
                guard position == words.count - 1 else { throw .indexNotLast }
                continue
            }
            criteria.append(criterion)
        }
        return FilterTiebreak(criteria: criteria)
    }

    /// The option's words, as the help and completions list them.
    public static let names = Criterion.allCases.map(\.rawValue)
}
