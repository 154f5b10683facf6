/// Which requests a fault or latency applies to. Every criterion given
/// must hold; none given matches every API request (avatars excepted,
/// unless `path` names one).
public struct RequestMatcher: Sendable, Hashable {
    /// The account the request lists, compared case-insensitively; matches
    /// `/users/{login}/repos` and `/user/{id}/repos` of that account.
    public var login: String?
    /// The `page` query value (absent counts as 1).
    public var page: Int?
    /// The exact path as sent, without the query.
    public var path: String?

    public init(login: String? = nil, page: Int? = nil, path: String? = nil) {
        self.login = login
        self.page = page
        self.path = path
    }

    /// Every API request.
    public static let any = RequestMatcher()

    /// Requests for one account's repositories.
    public static func login(_ login: String) -> RequestMatcher {
        RequestMatcher(login: login)
    }

    func matches(_ request: RoutedRequest) -> Bool {
        if let path {
            guard request.target.rawPath == path else { return false }
        } else if request.isAvatar {
            return false
        }
        if let login {
            guard let routed = request.accountLogin, routed.lowercased() == login.lowercased() else { return false }
        }
        if let page {
            guard request.pageNumber == page else { return false }
        }
        return true
    }
}
