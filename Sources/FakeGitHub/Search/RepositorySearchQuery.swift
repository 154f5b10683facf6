/// The `q` of `GET /search/repositories`, read the way GitHub reads the
/// subset the fake serves (docs: "Searching for repositories",
/// "Understanding the search syntax").
///
/// Words are separated by spaces; `"…"` keeps a phrase (or a qualifier's
/// value) together. `key:value` with a known key is a qualifier, `-key:value`
/// excludes; any other word is a term. Terms are matched case-insensitively
/// as substrings (GitHub tokenises; the fake's simpler rule is predictable
/// in tests). Every term must match one of the fields `in:` names (default:
/// name, description and topics, as the docs say). Qualifiers:
/// `user:`, `org:` (each repeated = any of them), `language:` (any of
/// them), `topic:` (all of them), `stars:`/`forks:` ranges (`10`, `>10`,
/// `>=10`, `<10`, `<=10`, `10..50`, `*..50`, `10..*`), `fork:true|only`
/// (forks are left out unless asked for, as on GitHub), `archived:true|false`,
/// `is:public|private`, `in:name,description,topics`, and `sort:` as the web
/// search spells it (`stars`, `forks`, `updated`, `help-wanted-issues`, with
/// `-asc`/`-desc`). A qualifier whose value cannot be read (`stars:lots`) is
/// taken as a term, an undocumented corner the fake settles this way.
struct RepositorySearchQuery: Sendable, Equatable {
    enum Field: String, Sendable, CaseIterable {
        case name, description, topics
    }

    enum Forks: Sendable, Equatable {
        case excluded, included, only
    }

    /// Lower-cased terms, phrases kept whole.
    var terms: [String] = []
    var fields: Set<Field> = Set(Field.allCases)
    var users: [String] = []
    var organisations: [String] = []
    var languages: [String] = []
    var excludedLanguages: [String] = []
    var topics: [String] = []
    var excludedTopics: [String] = []
    var stars: [CountRange] = []
    var forkCounts: [CountRange] = []
    var forks = Forks.excluded
    var archived: Bool?
    /// `is:public` (false) or `is:private` (true).
    var isPrivate: Bool?
    /// A `sort:` qualifier.
    var sort: RepositorySearchSort?
    /// Characters of the text that is not qualifiers, which GitHub limits to 256.
    var textLength = 0

    init(_ text: String) {
        var textWords: [String] = []
        for word in Self.words(text) {
            if word.quoted || !apply(word.text) {
                // A qualifier the fake does not filter on (`pushed:>2020`) or an
                // operator is still no text to GitHub's length limit.
                if word.quoted || !(Self.isDocumentedQualifier(word.text) || Self.operators.contains(word.text)) {
                    textWords.append(word.text)
                }
                if !word.text.isEmpty { terms.append(word.text.lowercased()) }
            }
        }
        textLength = textWords.joined(separator: " ").count
    }

    /// GitHub's documented repository-search qualifiers ("Searching for
    /// repositories"), which its length limit does not count.
    static let documentedQualifiers: Set<String> = [
        "in", "repo", "user", "org", "size", "followers", "forks", "stars", "created", "pushed", "language",
        "topic", "topics", "license", "is", "mirror", "template", "archived", "good-first-issues",
        "help-wanted-issues", "fork", "sort", "has",
    ]
    /// Boolean operators, not counted either.
    static let operators: Set<String> = ["AND", "OR", "NOT"]

    static func isDocumentedQualifier(_ word: String) -> Bool {
        var word = Substring(word)
        if word.hasPrefix("-") { word = word.dropFirst() }
        guard let colon = word.firstIndex(of: ":"), word.index(after: colon) < word.endIndex else { return false }
        return documentedQualifiers.contains(word[..<colon].lowercased())
    }

    /// Applies `word` as a qualifier; false when it is not one this fake knows.
    private mutating func apply(_ word: String) -> Bool {
        var word = Substring(word)
        let negated = word.hasPrefix("-")
        if negated { word = word.dropFirst() }
        guard let colon = word.firstIndex(of: ":") else { return false }
        let key = word[..<colon].lowercased()
        let value = String(word[word.index(after: colon)...])
        let lowered = value.lowercased()
        guard !value.isEmpty else { return false }
        switch (key, negated) {
        case ("user", false): users.append(lowered)
        case ("org", false): organisations.append(lowered)
        case ("language", false): languages.append(lowered)
        case ("language", true): excludedLanguages.append(lowered)
        case ("topic", false): topics.append(lowered)
        case ("topic", true): excludedTopics.append(lowered)
        case ("stars", false):
            guard let range = CountRange(value) else { return false }
            stars.append(range)
        case ("forks", false):
            guard let range = CountRange(value) else { return false }
            forkCounts.append(range)
        case ("fork", false):
            switch lowered {
            case "true": forks = .included
            case "only": forks = .only
            case "false": forks = .excluded
            default: return false
            }
        case ("archived", false):
            switch lowered {
            case "true": archived = true
            case "false": archived = false
            default: return false
            }
        case ("is", false):
            switch lowered {
            case "public": isPrivate = false
            case "private": isPrivate = true
            default: return false
            }
        case ("in", false):
            let named = lowered.split(separator: ",").compactMap { Field(rawValue: String($0)) }
            guard !named.isEmpty else { return false }
            fields = Set(named)
        case ("sort", false):
            guard let sort = Self.sortQualifier(lowered) else { return false }
            self.sort = sort
        default:
            return false
        }
        return true
    }

    /// `stars`, `stars-asc`, `updated-desc`, …
    private static func sortQualifier(_ value: String) -> RepositorySearchSort? {
        var name = Substring(value)
        var ascending = false
        if name.hasSuffix("-asc") {
            name = name.dropLast(4)
            ascending = true
        } else if name.hasSuffix("-desc") {
            name = name.dropLast(5)
        }
        guard let order = RepositorySearchOrder(rawValue: String(name)) else { return nil }
        return RepositorySearchSort(order: order, ascending: ascending)
    }

    /// The words of `text`: split at spaces outside double quotes, quotes removed.
    static func words(_ text: String) -> [(text: String, quoted: Bool)] {
        var words: [(text: String, quoted: Bool)] = []
        var current = ""
        var inQuotes = false
        var startedQuoted = false
        var hasWord = false
        for character in text {
            if character == "\"" {
                if !hasWord { startedQuoted = true }
                inQuotes.toggle()
                hasWord = true
            } else if !inQuotes && (character == " " || character == "\t" || character == "\n" || character == "\r") {
                if hasWord { words.append((current, startedQuoted)) }
                current = ""
                hasWord = false
                startedQuoted = false
            } else {
                current.append(character)
                hasWord = true
            }
        }
        if hasWord { words.append((current, startedQuoted)) }
        return words
    }
}

/// A count qualifier's range: `10`, `>10`, `>=10`, `<10`, `<=10`,
/// `10..50`, `*..50`, `10..*`.
struct CountRange: Sendable, Equatable {
    var lower: Int?
    var upper: Int?

    init(lower: Int?, upper: Int?) {
        self.lower = lower
        self.upper = upper
    }

    init?(_ text: String) {
        func number(_ text: Substring) -> Int? {
            guard !text.isEmpty, text.count <= 12, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(text)
        }
        if let dots = text.range(of: "..") {
            let low = text[..<dots.lowerBound]
            let high = text[dots.upperBound...]
            lower = low == "*" ? nil : number(low)
            upper = high == "*" ? nil : number(high)
            guard low == "*" || lower != nil, high == "*" || upper != nil else { return nil }
        } else if text.hasPrefix(">=") {
            guard let value = number(text.dropFirst(2)) else { return nil }
            lower = value
        } else if text.hasPrefix("<=") {
            guard let value = number(text.dropFirst(2)) else { return nil }
            upper = value
        } else if text.hasPrefix(">") {
            guard let value = number(text.dropFirst()) else { return nil }
            lower = value + 1
        } else if text.hasPrefix("<") {
            guard let value = number(text.dropFirst()) else { return nil }
            upper = value - 1
        } else {
            guard let value = number(Substring(text)) else { return nil }
            lower = value
            upper = value
        }
    }

    func contains(_ value: Int) -> Bool {
        (lower.map { value >= $0 } ?? true) && (upper.map { value <= $0 } ?? true)
    }
}

/// The orders `sort` can ask for (best match when none is given).
enum RepositorySearchOrder: String, Sendable {
    case stars, forks, updated
    case helpWantedIssues = "help-wanted-issues"
}

/// An order and its direction (GitHub's default: descending).
struct RepositorySearchSort: Sendable, Equatable {
    var order: RepositorySearchOrder
    var ascending: Bool
}
