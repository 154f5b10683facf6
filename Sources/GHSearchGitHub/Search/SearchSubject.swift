/// What one interactive request lists: a user's repositories, the token's
/// own (`@me`), a search of all of GitHub, or whose stars. The stream and
/// the view model name a request by one string (`SearchKey.login`,
/// `LoadedResults.login`, `SearchEvent`); this is the one place that string
/// is read (`init(name:)`) and written (`name`), so every decision — which
/// endpoint, how a next page is read, whether rows show their owner, what
/// the title says — switches on a case, never on a prefix.
///
/// Stars are typed at the prompt as `starred:USER` (`starred:@me` for the
/// token's own), the `--starred` option's name: `stars:` is a qualifier of
/// the filter and of GitHub's search (`stars:>100`), and a login has no
/// `:`, so the word can never be a user's name or a filter word.
public enum SearchSubject: Sendable, Hashable {
    /// A user's or an organisation's repositories (`GET /users/{login}/repos`).
    case user(String)
    /// The token's own repositories (`@me`, `GET /user/repos`).
    case own
    /// A search of all of GitHub (the search mode's query).
    case search(String)
    /// The repositories a user (or `@me`) starred.
    case starred(StarredSubject)

    /// The prompt's word for whose stars: `starred:octocat`.
    public static let starredPrefix = "starred:"

    /// The subject a request's name stands for.
    public init(name: String) {
        if let query = SearchSubject.query(ofName: name) {
            self = .search(query)
        } else if let user = SearchSubject.starredUser(name) {
            self = .starred(StarredSubject(user))
        } else if name == GitHubClient.ownRepositoriesLogin {
            self = .own
        } else {
            self = .user(name)
        }
    }

    /// The name the stream and the view model know the request by.
    public var name: String {
        switch self {
        case .user(let login): login
        case .own: GitHubClient.ownRepositoriesLogin
        case .search(let query): SearchSubject.name(ofSearch: query)
        case .starred(let subject): SearchSubject.starredPrefix + subject.displayName
        }
    }

    /// How a search is named where a request is named by a string: the
    /// query behind a prefix no login can have (a login has no `:`), so a
    /// search for `swift` and the user `swift` never share rows, a cache
    /// entry or a late answer.
    static let searchPrefix = "search:"

    /// The name of a search for `query`; empty for an empty query.
    public static func name(ofSearch query: String) -> String {
        query.isEmpty ? "" : searchPrefix + query
    }

    /// The query of a search's name; nil for any other name.
    public static func query(ofName name: String) -> String? {
        name.hasPrefix(searchPrefix) ? String(name.dropFirst(searchPrefix.count)) : nil
    }

    /// The user after `starred:` (any case), when the word is one.
    public static func starredUser(_ word: String) -> String? {
        guard word.utf8.count > starredPrefix.utf8.count, word.lowercased().hasPrefix(starredPrefix) else { return nil }
        return String(word.dropFirst(starredPrefix.count))
    }

    /// Rows of many owners (a search, stars): each shows `owner/name`.
    public var listsManyOwners: Bool {
        switch self {
        case .search, .starred: true
        case .user, .own: false
        }
    }

    /// Whose stars, when the subject is stars.
    public var starred: StarredSubject? {
        if case .starred(let subject) = self { return subject }
        return nil
    }
}
