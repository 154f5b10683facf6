/// What one interactive request lists: a user's repositories, the token's
/// own (`@me`), a search of all of GitHub, or whose stars. Every layer —
/// the search stream's keys and events, the view model, the loaded rows,
/// the page loading — names a request by this value, so every decision
/// (which endpoint, how a next page is read, whether rows show their
/// owner, what the title says) switches on a case, never on a prefix.
/// A line that names nothing yet (empty, or `starred:` alone) is no
/// subject at all: `nil`.
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

    /// The subject the first word of a user-mode line names: `@me`, whose
    /// stars (`starred:USER`), or a user; nil for an empty word or
    /// `starred:` alone (nobody yet).
    public init?(userWord word: String) {
        if word.isEmpty { return nil }
        if word.lowercased().hasPrefix(SearchSubject.starredPrefix) {
            guard let user = SearchSubject.starredUser(word) else { return nil }
            self = .starred(StarredSubject(user))
        } else if word == GitHubClient.ownRepositoriesLogin {
            self = .own
        } else {
            self = .user(word)
        }
    }

    /// The subject of a search-mode query; nil for an empty query.
    public init?(query: String) {
        guard !query.isEmpty else { return nil }
        self = .search(query)
    }

    /// As a person reads it: the login, `@me`, the query, or
    /// `starred:octocat`.
    public var displayName: String {
        switch self {
        case .user(let login): login
        case .own: GitHubClient.ownRepositoriesLogin
        case .search(let query): query
        case .starred(let subject): SearchSubject.starredPrefix + subject.displayName
        }
    }

    /// The user whose own list this is; nil for `@me`, a search and stars
    /// (their rows name their owners).
    public var login: String? {
        if case .user(let login) = self { return login }
        return nil
    }

    /// Whether `other` lists the same rows: GitHub's logins are the same
    /// list in any case (`Octocat` is `octocat`); a query is compared as typed.
    public func isSameList(as other: SearchSubject?) -> Bool {
        guard let other else { return false }
        return folded == other.folded
    }

    /// The subject with its logins lower-cased: equal for subjects that
    /// list the same rows (`isSameList`), a key for lists kept by subject.
    public var folded: SearchSubject {
        switch self {
        case .user(let login): .user(login.lowercased())
        case .starred(.user(let login)): .starred(.user(login.lowercased()))
        case .own, .search, .starred(.me): self
        }
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

    /// The query, when the subject is a search.
    public var query: String? {
        if case .search(let query) = self { return query }
        return nil
    }

    /// Whose stars, when the subject is stars.
    public var starred: StarredSubject? {
        if case .starred(let subject) = self { return subject }
        return nil
    }
}
