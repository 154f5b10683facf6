/// An account the fake server knows, with the repositories it lists.
public struct FakeUser: Sendable, Hashable {
    /// The login as GitHub spells it; requests match it case-insensitively.
    public var login: String
    /// The numeric account id, used by `/user/{id}/repos` and the `Link` URLs.
    public var id: Int
    /// `"User"` or `"Organization"`, sent as `owner.type`.
    public var type: String
    /// Every repository of the account, in any order (the server sorts).
    public var repositories: [FakeRepository]

    public init(login: String, id: Int, type: String = "User", repositories: [FakeRepository] = []) {
        self.login = login
        self.id = id
        self.type = type
        self.repositories = repositories
    }

    /// The owner object this account shows in its own repositories.
    public var asOwner: FakeOwner {
        FakeOwner(login: login, id: id, type: type)
    }
}
