/// Every way ghsearch can end, and the number the shell sees. A struct
/// rather than an enum so that a child's status (git's, after a clone) can
/// be passed on as it is.
public struct ExitStatus: RawRepresentable, Sendable, Equatable, Hashable, CustomStringConvertible {
    public let rawValue: Int32

    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// Found (including 0 repositories); a selection printed; help; version.
    public static let success = ExitStatus(rawValue: 0)
    /// Network or server failure (including bad credentials), or some users failed in batch.
    public static let failure = ExitStatus(rawValue: 1)
    /// Unknown user.
    public static let userNotFound = ExitStatus(rawValue: 2)
    /// Rate limited (the reset time is on stderr).
    public static let rateLimited = ExitStatus(rawValue: 3)
    /// `--once` printed rows from the response cache because GitHub could
    /// not be reached (a connection failure, a timeout or a 5xx after every
    /// attempt); standard error says how old they are. Not with
    /// `--offline`, which asks for the cache (0).
    public static let cachedAnswer = ExitStatus(rawValue: 5)
    /// Bad usage (`EX_USAGE`).
    public static let usage = ExitStatus(rawValue: 64)
    /// The interactive mode was left without a pick (Esc, Ctrl-C, Ctrl-D,
    /// an `abort` key): 128 + SIGINT, as fzf and shells report it.
    public static let aborted = ExitStatus(rawValue: 130)

    public var description: String { "exit \(rawValue)" }
}
