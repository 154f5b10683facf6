/// How much of a search query GitHub counts against its length limit:
/// "longer than 256 characters (not including operators or qualifiers)"
/// (docs: "Searching on GitHub", limitations on query length). Words are
/// split on blanks, a `"…"` phrase is one word (its quotes not counted), the
/// words that are left are counted one space apart.
public enum SearchTextLength {
    /// GitHub's limit: characters of text besides qualifiers and operators.
    public static let limit = 256

    /// The qualifiers GitHub documents for repository search (and `sort:`
    /// as the web search spells it), with or without a leading `-`.
    static let qualifierKeys: Set<String> = [
        "in", "repo", "user", "org", "size", "followers", "forks", "stars", "created", "pushed", "language",
        "topic", "topics", "license", "is", "mirror", "template", "archived", "good-first-issues",
        "help-wanted-issues", "fork", "sort", "has",
    ]
    static let operators: Set<String> = ["AND", "OR", "NOT"]

    /// Characters of `query` GitHub counts against `limit`.
    public static func of(_ query: String) -> Int {
        var counted: [String] = []
        for word in words(query) where word.quoted || !(isQualifier(word.text) || operators.contains(word.text)) {
            counted.append(word.text)
        }
        return counted.joined(separator: " ").count
    }

    static func isQualifier(_ word: String) -> Bool {
        var word = Substring(word)
        if word.hasPrefix("-") { word = word.dropFirst() }
        guard let colon = word.firstIndex(of: ":"), word.index(after: colon) < word.endIndex else { return false }
        return qualifierKeys.contains(word[..<colon].lowercased())
    }

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
