import GHSearchGitHub
/// What the interactive prompt searches: one user's repositories
/// (`user>`, the first word is a login and the rest filters locally) or all
/// of GitHub by keyword (`search>`, the whole line goes to
/// `GET /search/repositories` as `q`, GitHub's qualifiers included). Ctrl-T
/// toggles between them; each mode keeps its own last line.
public enum SearchMode: String, Sendable, Equatable, Hashable, CaseIterable {
    case user
    case search

    /// The other mode.
    public var toggled: SearchMode { self == .user ? .search : .user }

    /// The prompt that shows the mode: `user> ` / `search> `.
    public var prompt: String { rawValue + "> " }
}

extension SearchQuery {
    /// A search-mode line: the whole line (its words one space apart) is the
    /// query; nothing is filtered locally.
    init(searchLine line: String) {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        subject = SearchSubject(query: words.joined(separator: " "))
        filter = ""
    }

    /// The line read in `mode`.
    init(line: String, mode: SearchMode) {
        switch mode {
        case .user: self.init(line: line)
        case .search: self.init(searchLine: line)
        }
    }
}
