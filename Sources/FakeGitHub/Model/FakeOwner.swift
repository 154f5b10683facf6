/// The `owner` object of a repository.
public struct FakeOwner: Sendable, Hashable {
    public var login: String
    public var id: Int
    /// `"User"` or `"Organization"`.
    public var type: String

    public init(login: String, id: Int, type: String = "User") {
        self.login = login
        self.id = id
        self.type = type
    }
}
