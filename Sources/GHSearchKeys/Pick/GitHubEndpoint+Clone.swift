import GHSearchGitHub
extension GitHubEndpoint {
    /// The clone URLs to trust with this API: `https://` on its web host.
    public var cloneURLPolicy: CloneURLPolicy {
        CloneURLPolicy(apiHost: origin.host)
    }
}
