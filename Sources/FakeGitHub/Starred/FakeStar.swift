/// One star: `login` (the configuration's key) starred `owner/name` at
/// `starredAt` (seconds since 1970), as `GET /users/{login}/starred` lists it.
public struct FakeStar: Sendable, Hashable {
    public var owner: String
    public var name: String
    public var starredAt: Int64

    public init(owner: String, name: String, starredAt: Int64) {
        self.owner = owner
        self.name = name
        self.starredAt = starredAt
    }
}
