extension GitHubEndpoint {
    /// `{base}/repos/{owner}/{repository}/readme`, each name one
    /// percent-encoded path segment.
    public func readmeURL(owner: String, repository: String) -> String {
        "\(baseURL)/repos/\(percentEncodedPathSegment(owner))/\(percentEncodedPathSegment(repository))/readme"
    }
}
