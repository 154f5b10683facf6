import GHSearchText
/// A local filter as typed after the user name, parsed: fzf's extended
/// search words (see `FilterTerm`), GitHub's qualifiers (see
/// `FilterQualifier`), a `sort:` (see `FilterSort`), and what could not be
/// understood (see `FilterProblem`; such words are left out, the rest
/// applies). Parsing is cheap and pure; matching is `FilterEngine`'s.
///
/// Words are ANDed; `a | b` makes a group of alternatives (any of them).
public struct Filter: Sendable, Hashable {
    /// The filter as typed.
    public let text: String
    /// Every group must match; within a group, any term.
    public let groups: [[FilterTerm]]
    public let qualifiers: [FilterQualifier]
    /// The last `sort:` typed, if any.
    public let sort: FilterSort?
    public let problems: [FilterProblem]

    public static let empty = Filter("")

    public init(_ text: String) {
        self.text = text
        var parser = FilterParser()
        for token in FilterToken.split(text) { parser.read(token) }
        groups = parser.groups
        qualifiers = parser.qualifiers
        sort = parser.sort
        problems = parser.problems
    }

    /// Whether every repository passes (no words, no qualifiers; a `sort:` may be set).
    public var isEmpty: Bool { groups.isEmpty && qualifiers.isEmpty }

    /// Whether rows have a score to rank by: some group has a positive word.
    public var isScored: Bool { groups.contains { $0.contains { !$0.isInverse } } }

    /// The longest word, in units (scratch buffers are sized by it).
    var longestTerm: Int { groups.joined().map(\.keys.count).max() ?? 0 }

    /// What decides which rows pass: groups and qualifiers, not the sort or
    /// the spelling (`a  b` and `a b` are the same filter).
    struct Selection: Hashable {
        var groups: [[FilterTerm]]
        var qualifiers: [FilterQualifier]
    }

    var selection: Selection { Selection(groups: groups, qualifiers: qualifiers) }

    public static func == (lhs: Filter, rhs: Filter) -> Bool { lhs.text == rhs.text }

    public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}

/// Reads a filter's words one at a time (fzf's term grammar, GitHub's qualifiers).
struct FilterParser {
    var groups: [[FilterTerm]] = []
    var qualifiers: [FilterQualifier] = []
    var sort: FilterSort?
    var problems: [FilterProblem] = []

    private enum Last { case nothing, term, qualifier }
    private var last = Last.nothing
    private var afterBar = false

    mutating func read(_ token: FilterToken) {
        if token.text == "|" && !token.isLiteral {
            switch last {
            case .term where !afterBar:
                afterBar = true
                return
            case .qualifier:
                problems.append(FilterProblem(word: "|", key: "", kind: .barNextToQualifier))
                afterBar = false
                return
            default:
                break  // a leading or doubled bar is a word, as in fzf
            }
        }
        let parts: QualifierParts?
        switch qualifierParts(token) {
        case .word: parts = nil
        case .unknown: return
        case .qualifier(let qualifier): parts = qualifier
        }
        if let qualifier = parts {
            if afterBar {
                problems.append(FilterProblem(word: "|", key: "", kind: .barNextToQualifier))
                afterBar = false
            }
            readQualifier(qualifier, token)
            last = .qualifier
            return
        }
        if let term = Self.term(token.text) {
            if afterBar, !groups.isEmpty {
                groups[groups.count - 1].append(term)
            } else {
                groups.append([term])
            }
            last = .term
        }
        afterBar = false
    }

    // MARK: Terms

    /// fzf's operators: `!` inverse (exact unless `!'`), `'` exact (`'w'`
    /// whole word), `^` prefix, `$` suffix, `^…$` equal. Nil when nothing is
    /// left to look for (`!`, `^`, `'` alone).
    static func term(_ word: String) -> FilterTerm? {
        var text = Substring(word)
        var kind = FilterTerm.Kind.fuzzy
        var inverse = false
        if text.hasPrefix("!") {
            inverse = true
            kind = .exact
            text = text.dropFirst()
        }
        if text != "$", text.hasSuffix("$") {
            kind = .suffix
            text = text.dropLast()
        }
        if text.hasPrefix("'") {
            text = text.dropFirst()
            if inverse {
                kind = .fuzzy
            } else if text.count > 1, text.hasSuffix("'") {
                kind = .exactBoundary
                text = text.dropLast()
            } else {
                kind = .exact
            }
        } else if text.hasPrefix("^") {
            kind = kind == .suffix ? .equal : .prefix
            text = text.dropFirst()
        }
        guard !text.isEmpty else { return nil }
        return FilterTerm(kind: kind, text: String(text), isInverse: inverse)
    }

    // MARK: Qualifiers

    private struct QualifierParts {
        var key: String
        var value: Substring
        var negated: Bool
    }

    private enum Reading {
        case word
        case qualifier(QualifierParts)
        /// A key close to a qualifier's, reported.
        case unknown
    }

    /// The parts of `key:value` when `key` is a qualifier's. A key close to
    /// one (`lang:`) is reported and the word dropped; any other `x:y` is a word.
    private mutating func qualifierParts(_ token: FilterToken) -> Reading {
        let text = Substring(token.text)
        guard let colon = text.firstIndex(of: ":") else { return .word }
        var key = text[..<colon]
        var negated = false
        if key.first == "-" || key.first == "!" {
            negated = true
            key = key.dropFirst()
        }
        guard !key.isEmpty, key.allSatisfy({ $0.isASCII && $0.isLetter }) else { return .word }
        let lowered = key.lowercased()
        if FilterQualifier.keys.contains(lowered) {
            return .qualifier(QualifierParts(key: lowered, value: text[text.index(after: colon)...], negated: negated))
        }
        if lowered.count >= 3, let suggestion = DidYouMean.suggestion(for: lowered, among: FilterQualifier.keys) {
            problems.append(FilterProblem(word: token.typed, key: String(key), kind: .unknownQualifier(suggestion: suggestion)))
            return .unknown
        }
        return .word
    }

    private mutating func readQualifier(_ parts: QualifierParts, _ token: FilterToken) {
        func problem(_ kind: FilterProblem.Kind) {
            problems.append(FilterProblem(word: token.typed, key: parts.key, kind: kind))
        }
        let value = parts.value
        guard !value.isEmpty else { return problem(.missingValue) }
        let condition: FilterQualifier.Condition
        switch parts.key {
        case "sort":
            guard !parts.negated else { return problem(.notNegatable) }
            guard let parsed = FilterSort.parse(value) else { return problem(.notOneOf(FilterSort.spellings)) }
            sort = parsed
            return
        case "language":
            condition = .language(FilterLanguage.key(String(value)))
        case "topic":
            condition = .topic(value.lowercased())
        case "fork":
            guard !parts.negated else { return problem(.notNegatable) }
            guard let inclusion = FilterQualifier.ForkInclusion(rawValue: value.lowercased()) else {
                return problem(.notOneOf(["true", "false", "only"]))
            }
            condition = .fork(inclusion)
        case "archived":
            guard !parts.negated else { return problem(.notNegatable) }
            switch value.lowercased() {
            case "true": condition = .archived(true)
            case "false": condition = .archived(false)
            default: return problem(.notOneOf(["true", "false"]))
            }
        case "is":
            guard !parts.negated else { return problem(.notNegatable) }
            guard let visibility = FilterQualifier.Visibility(rawValue: value.lowercased()) else {
                return problem(.notOneOf(FilterQualifier.Visibility.allCases.map(\.rawValue)))
            }
            condition = .visibility(visibility)
        case "stars", "forks":
            guard let range = FilterRange.parse(value, value: FilterRange.count) else { return problem(.notANumber) }
            guard !range.isEmpty else { return problem(.emptyRange) }
            condition = parts.key == "stars" ? .stars(range) : .forks(range)
        default:  // pushed, created
            guard let range = FilterRange.parse(value, value: FilterDate.interval) else { return problem(.notADate) }
            guard !range.isEmpty else { return problem(.emptyRange) }
            condition = parts.key == "pushed" ? .pushed(range) : .created(range)
        }
        qualifiers.append(FilterQualifier(condition, isNegated: parts.negated, typed: token.typed))
    }
}
