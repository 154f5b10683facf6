/// A request target resolved against the API's routes.
struct RoutedRequest: Sendable {
    enum Route: Sendable {
        /// `/users/{login}/repos` (`account` nil: no such login).
        case repositoriesByLogin(login: String, account: Int?)
        /// `/user/{id}/repos` (`account` nil: no such id).
        case repositoriesByID(id: Int, account: Int?)
        /// `/avatars/u/{id}`.
        case avatar(id: Int)
        /// `/search/repositories`.
        case searchRepositories
        /// `/user/repos`: the token's own repositories.
        case authenticatedUserRepositories
        /// `/users/{login}/starred`: what the user starred.
        case starredByLogin(String)
        /// `/user/starred`: what the token's user starred.
        case authenticatedUserStarred
        /// `/repos/{owner}/{repo}/readme` (`location` nil: no such repository).
        case readme(owner: String, repository: String, location: UserDirectory.Location?)
        /// `POST /graphql` (`/api/graphql` on GitHub Enterprise).
        case graphql
        /// `GET /rate_limit`.
        case rateLimit
        /// Anything else.
        case unknown
    }

    var target: RequestTarget
    var route: Route
    /// `""` or `"/api/v3"`, as the request used it.
    var apiPrefix: String
    /// The account's login as known to the server, or the login as asked
    /// when there is no such account; `nil` for other routes.
    var accountLogin: String?

    var isAvatar: Bool {
        if case .avatar = route { return true }
        return false
    }

    var pageNumber: Int {
        RepositoryListQuery.pageNumber(target)
    }

    init(target: RequestTarget, directory: UserDirectory) {
        self.target = target
        var segments = target.segments[...]
        apiPrefix = ""
        if segments.count > 2, segments[segments.startIndex] == "api", segments[segments.startIndex + 1] == "v3",
           target.rawPath.hasPrefix("/api/v3/")
        {
            apiPrefix = "/api/v3"
            segments = segments.dropFirst(2)
        }
        accountLogin = nil
        if target.rawPath == "/graphql" || target.rawPath == "/api/graphql" {
            apiPrefix = target.rawPath == "/api/graphql" ? "/api/v3" : ""
            route = .graphql
            return
        }
        let parts = Array(segments)
        switch (parts.count, parts.first) {
        case (3, "users") where parts[2] == "repos":
            let account = directory.index(login: parts[1])
            route = .repositoriesByLogin(login: parts[1], account: account)
            accountLogin = account.map { directory.users[$0].login } ?? parts[1]
        case (3, "user") where parts[2] == "repos":
            if let id = Self.decimal(parts[1]) {
                let account = directory.index(id: id)
                route = .repositoriesByID(id: id, account: account)
                accountLogin = account.map { directory.users[$0].login }
            } else {
                route = .unknown
            }
        case (2, "search") where parts[1] == "repositories":
            route = .searchRepositories
        case (2, "user") where parts[1] == "repos":
            route = .authenticatedUserRepositories
        case (3, "users") where parts[2] == "starred":
            route = .starredByLogin(parts[1])
        case (2, "user") where parts[1] == "starred":
            route = .authenticatedUserStarred
        case (4, "repos") where parts[3] == "readme":
            route = .readme(owner: parts[1], repository: parts[2],
                            location: directory.location(owner: parts[1], repository: parts[2]))
        case (1, "rate_limit"):
            route = .rateLimit
        case (3, "avatars") where parts[1] == "u" && apiPrefix.isEmpty:
            if let id = Self.decimal(parts[2]) { route = .avatar(id: id) } else { route = .unknown }
        default:
            route = .unknown
        }
    }

    private static func decimal(_ text: String) -> Int? {
        guard !text.isEmpty, text.utf8.count <= 18, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return Int(text)
    }
}
