import GHSearchGitHub

/// The interactive mode as `Modes` starts it: its terminal checked and
/// opened before any request (`ModeDependencies.openInteractive`), then
/// either run with the service and quota relay `Modes` wired, or closed
/// unused when the run stops before (an unusable token).
public struct InteractiveLaunch: Sendable {
    /// Runs the mode: the name typed first (if any), the service whose
    /// client publishes the quota to `quota`, the HTTP client (avatars).
    public var run: @Sendable (_ initialText: String?, _ service: RepositoryService<ContinuousClock>, _ http: any HTTPClient,
                               _ quota: RateLimitRelay) async -> ExitStatus
    /// Gives the terminal back: the mode will not run.
    public var close: @Sendable () -> Void

    public init(run: @escaping @Sendable (String?, RepositoryService<ContinuousClock>, any HTTPClient, RateLimitRelay) async -> ExitStatus,
                close: @escaping @Sendable () -> Void = {}) {
        self.run = run
        self.close = close
    }
}
