/// Every way ghsearch can end, and the number the shell sees.
public enum ExitStatus: Int32, Sendable {
    /// Found (including 0 repositories); help; version.
    case success = 0
    /// Network or server failure (including bad credentials), or some users failed in batch.
    case failure = 1
    /// Unknown user.
    case userNotFound = 2
    /// Rate limited (the reset time is on stderr).
    case rateLimited = 3
    /// Bad usage (`EX_USAGE`).
    case usage = 64
}
