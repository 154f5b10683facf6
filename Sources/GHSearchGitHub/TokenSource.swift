/// Where a token was read, for a message that names it (never the token).
public enum TokenSource: Sendable, Equatable {
    /// An environment variable (`GH_TOKEN`, `GITHUB_TOKEN`).
    case variable(String)
    /// What `gh auth token --hostname HOST` printed.
    case ghAuthToken
    /// A file (gh's `hosts.yml`, a config file), by its path.
    case file(String)
}
