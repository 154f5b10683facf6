import GHSearchGitHub
/// Which README to fetch: a repository's owner and name, as the API path
/// `/repos/{owner}/{repo}/readme` takes them.
public struct ReadmeTarget: Hashable, Sendable, CustomStringConvertible {
    public var owner: String
    public var name: String

    public init(owner: String, name: String) {
        self.owner = owner
        self.name = name
    }

    /// The repository's README: its owner from `owner.login`, else from
    /// `full_name`, else the user whose list it is in.
    public init?(_ repository: Repository, listedBy list: SearchSubject?) {
        let owner = repository.owner?.login
            ?? repository.fullName.flatMap { $0.split(separator: "/", maxSplits: 1).first.map(String.init) }
            ?? list?.login
        guard let owner, !owner.isEmpty, !repository.name.isEmpty else { return nil }
        self.init(owner: owner, name: repository.name)
    }

    public var description: String { "\(owner)/\(name)" }
}
