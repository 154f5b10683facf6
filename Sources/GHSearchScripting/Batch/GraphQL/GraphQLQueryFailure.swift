import GHSearchGitHub
/// Why a whole GraphQL query brought nothing back.
public enum GraphQLQueryFailure: Error, Sendable, Equatable {
    /// GitHub could not finish it in time (a 502/504, a timeout message, no
    /// answer before `--timeout`) or found it too big (`RESOURCE_LIMITS_EXCEEDED`,
    /// `MAX_NODE_LIMIT_EXCEEDED`): a smaller query may pass. The error is
    /// what to report if even the smallest one keeps failing.
    case tooLarge(GitHubError)
    /// As for a REST request: refused credentials, rate limits, server and
    /// transport failures, an answer that makes no sense.
    case gitHub(GitHubError)
}
