/// Who a token belongs to, for `GET /user/repos` and for private
/// repositories in search results. A token the fake does not know is a user
/// with no repositories of its own.
public struct FakeViewer: Sendable, Hashable {
    /// The token as sent (`Authorization: token X` or `Bearer X`).
    public var token: String
    /// The account it belongs to (one of the served users).
    public var login: String
    /// Logins of the organisations it is a member of: their repositories,
    /// private ones included, are its `organization_member` repositories.
    public var organisations: [String]

    public init(token: String, login: String, organisations: [String] = []) {
        self.token = token
        self.login = login
        self.organisations = organisations
    }

    /// Whether the private repositories owned by `owner` are visible to it.
    func canSeePrivateRepositories(of owner: String) -> Bool {
        let owner = owner.lowercased()
        return login.lowercased() == owner || organisations.contains { $0.lowercased() == owner }
    }
}
