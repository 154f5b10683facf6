import GHSearchGitHub
extension GitHubEndpoint {
    /// Where GraphQL queries go: `{base}/graphql` on api.github.com, and
    /// `https://HOST/api/graphql` for a GitHub Enterprise `https://HOST/api/v3`.
    public var graphQLURL: String {
        if baseURL.lowercased().hasSuffix("/api/v3") {
            return String(baseURL.dropLast(3)) + "/graphql"
        }
        return baseURL + "/graphql"
    }
}
