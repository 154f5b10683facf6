import GHSearchGitHub
import GHSearchReadme
/// Where a README shown in the detail view or the side preview is.
public enum ReadmeState: Sendable, Equatable {
    /// Without a token the preview fetches only once the selection has
    /// rested (a README costs quota): it is waiting for that.
    case resting
    /// Being fetched.
    case loading
    /// The answer: the README, or why there is none (404, undecodable, too large).
    case shown(ReadmeResult)
    /// It could not be fetched (offline, rate limited, server errors after
    /// every attempt): the fallback is this message.
    case failed(GitHubError)
}
