/// Why a source stopped before every item was done, if it did (beyond what
/// the orchestrator asked for through `BatchContinuation`).
public struct BatchSourceEnd: Sendable, Equatable {
    /// `--no-wait` met the limit: the wait it refused.
    public var stoppedAt: BatchWait?
    /// GitHub refused the token for a request that carried no item of its
    /// own to report (a GraphQL query's users are left for `--resume`).
    public var stoppedByCredentials: Bool

    public init(stoppedAt: BatchWait? = nil, stoppedByCredentials: Bool = false) {
        self.stoppedAt = stoppedAt
        self.stoppedByCredentials = stoppedByCredentials
    }

    /// Nothing more should be started.
    public var isStop: Bool { stoppedAt != nil || stoppedByCredentials }
}
