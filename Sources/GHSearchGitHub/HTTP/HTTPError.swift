/// Why a transfer produced no HTTP response.
public enum HTTPError: Error, Sendable, Equatable {
    /// The host name could not be resolved.
    case hostNotFound(String)
    /// The connection was refused or could not be made.
    case couldNotConnect(String)
    /// The connect timeout or the total timeout ran out, or the transfer stalled.
    case timedOut(String)
    /// The connection broke, or the server sent something that is not HTTP
    /// (including a body cut short).
    case connectionFailed(String)
    /// The body was larger than the request's `maxBodyBytes`.
    case bodyTooLarge(limit: Int)
    /// A header line over libcurl's 100 kB, or headers over 256 kB in all: no
    /// real answer has them, and holding them would let a server fill memory.
    case headerTooLarge
    /// The URL was not a valid http(s) URL.
    case invalidURL(String)
    /// The transfer was cancelled because the task that asked for it was.
    case cancelled
    /// Anything else the transport reported.
    case other(String)
    /// Nothing was sent: ghsearch runs with `--offline` (answers come from
    /// the response cache only).
    case offline
}
