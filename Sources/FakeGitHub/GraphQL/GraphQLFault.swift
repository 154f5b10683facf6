/// An answer GitHub's GraphQL endpoint gives instead of running a query,
/// sent on demand (`FakeGitHubServer.failNextGraphQLQueries`) to the next
/// queries that would run; each is charged as the query would have been.
public enum GraphQLFault: Sendable, Hashable {
    /// 200, `data: null`, GitHub's internal error: "Something went wrong
    /// while executing your query. Please include `<request id>` when
    /// reporting this issue."
    case internalError
    /// 502 with GitHub's "… may be the result of a timeout …" body (a query
    /// that ran past its 10 seconds).
    case timeout
    /// 200, `data: null`, one error of type `SERVICE_UNAVAILABLE`.
    case serviceUnavailable
    /// 200, `data: null`, one error of type `FORBIDDEN`.
    case forbidden
    /// 200, `errors` only, one of type `MAX_NODE_LIMIT_EXCEEDED`.
    case maxNodeLimitExceeded
    /// 200, `errors` only: a validation error (`extensions.code`, no `type`).
    case validation
    /// That status with GitHub's HTML unicorn page (a 5xx before GraphQL).
    case unicorn(status: Int)
}
