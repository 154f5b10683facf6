/// What a page's array held: the repositories, and how many of its
/// elements were not repositories (not objects, without a string `name`,
/// or with a key that cannot be decoded) and so were left out. A field
/// that is null or of the wrong type on an element with a name is not
/// counted: that field is nil, by design.
public struct RepositoryList: Sendable, Equatable {
    public var repositories: [Repository]
    public var skipped: Int

    public init(repositories: [Repository] = [], skipped: Int = 0) {
        self.repositories = repositories
        self.skipped = skipped
    }
}
