import Glibc

/// Why the server could not start.
public enum FakeGitHubServerError: Error, Sendable, CustomStringConvertible {
    /// A socket call failed: the call's name and `errno`.
    case socket(String, Int32)
    /// `start()` was called on a server that is running or stopped.
    case alreadyStarted

    public var description: String {
        switch self {
        case .socket(let call, let code): "\(call) failed: \(String(cString: strerror(code)))"
        case .alreadyStarted: "the server was already started"
        }
    }
}
