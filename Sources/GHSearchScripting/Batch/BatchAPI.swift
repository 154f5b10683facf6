/// `--api`: which of GitHub's APIs `--batch` lists repositories with.
public enum BatchAPI: String, Sendable, CaseIterable {
    /// GraphQL for users the response cache does not hold, with a token and
    /// when the fields printed cost no more than REST; REST otherwise.
    case auto
    /// Many users per query (needs a token).
    case graphql
    /// One request per page of each user, revalidated with the ETag cache.
    case rest
}
