extension GitHubEndpoint {
    /// The host `gh auth token --hostname` knows this API by: `github.com`
    /// for `api.github.com`, else the API's own host (GitHub Enterprise).
    public var ghHostname: String {
        origin.host == "api.github.com" ? "github.com" : origin.host
    }
}
