import GHSearchGitHub
/// How a batch ended.
public struct BatchSummary: Sendable, Equatable {
    /// Users written in this run.
    public var written = 0
    /// Of those, the failed ones.
    public var failed = 0
    /// Users left unsearched (stopped at the limit, or after refused credentials).
    public var left = 0
    /// `--no-wait` met the limit: the wait it refused.
    public var stoppedAt: BatchWait?
    /// GitHub refused the token: the batch stopped, since every user would fail.
    public var stoppedByCredentials = false
    /// A record could not be written: the batch stopped, since nothing more would reach the output.
    public var outputFailure: OutputFailure?

    public init() {}

    /// 0 all done, 1 some users failed (or the token was refused, or the
    /// output could not be written), 3 stopped at the rate limit.
    public var exitStatus: ExitStatus {
        if outputFailure != nil { return .failure }
        if stoppedAt != nil { return .rateLimited }
        if failed > 0 || stoppedByCredentials { return .failure }
        return .success
    }
}
