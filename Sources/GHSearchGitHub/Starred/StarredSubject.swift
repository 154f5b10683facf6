import GHSearchText
/// Whose stars: a user's (`GET /users/{username}/starred`) or the token's
/// own (`@me`, `GET /user/starred`, which needs a token).
public enum StarredSubject: Sendable, Equatable, Hashable {
    case user(String)
    case me

    /// `@me` (any case) is the token's own; anything else a login.
    public init(_ text: String) {
        let trimmed = text.trimmingSpaces()
        self = trimmed.lowercased() == GitHubClient.ownRepositoriesLogin ? .me : .user(trimmed)
    }

    /// The login, nil for `@me`.
    public var login: String? {
        if case .user(let login) = self { return login }
        return nil
    }

    /// As a person reads it: the login, or `@me`.
    public var displayName: String { login ?? GitHubClient.ownRepositoriesLogin }
}

extension GitHubEndpoint {
    /// `{base}/users/{login}/starred?per_page=100` or `{base}/user/starred?per_page=100`,
    /// with the order's `sort` and `direction=desc` when one is asked for
    /// (without, GitHub's default: `created`, the time starred, newest first).
    public func starredURL(_ subject: StarredSubject, order: StarredOrder? = nil) -> String {
        var url = baseURL
        switch subject {
        case .user(let login): url += "/users/\(percentEncodedPathSegment(login))/starred"
        case .me: url += "/user/starred"
        }
        url += "?per_page=100"
        if let sort = order?.apiSort { url += "&sort=\(sort)&direction=desc" }
        return url
    }
}
