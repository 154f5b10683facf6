/// How a batch gets its users' repositories: one REST request per page of a
/// user (`RESTUserSource`), many users per GraphQL query
/// (`GraphQLUserSource`), or each user the cheaper way (`AutoUserSource`).
/// `BatchRunner` writes what a source finds and keeps the summary.
public protocol BatchUserSource: Sendable {
    /// Searches `logins` (valid, distinct). `onEvent` gets `.started` when a
    /// user's first request goes out and `.page` as its pages come in (from
    /// any task); `finished` with each
    /// user that is done, one at a time, on the calling task; it has stored
    /// the record when it returns, and returns false when the batch must
    /// stop (nothing more is started, what is in flight is finished).
    func fetch(_ logins: [String], onEvent: @escaping @Sendable (BatchEvent) -> Void,
               finished: (BatchRecord) -> Bool) async -> BatchSourceEnd
}

/// Why a source stopped before every user was done, if it did.
public struct BatchSourceEnd: Sendable, Equatable {
    /// `--no-wait` met the limit: the wait it refused.
    public var stoppedAt: BatchWait?
    /// GitHub refused the token: every further user would fail.
    public var stoppedByCredentials: Bool

    public init(stoppedAt: BatchWait? = nil, stoppedByCredentials: Bool = false) {
        self.stoppedAt = stoppedAt
        self.stoppedByCredentials = stoppedByCredentials
    }

    /// Nothing more should be started.
    public var isStop: Bool { stoppedAt != nil || stoppedByCredentials }
}
