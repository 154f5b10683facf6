extension GitHubClient {
    /// The media type a README is asked for in: its raw bytes, not the
    /// base64 JSON object (`Accept: application/vnd.github.raw+json`).
    public static let rawMediaType = "application/vnd.github.raw+json"

    /// What one README request came back with.
    public struct ReadmeAnswer: Sendable, Equatable {
        /// The file's bytes; nil for a 404 (no README, or no repository).
        public var bytes: [UInt8]?
        /// Whether a 304 let the cached copy stand (no quota spent).
        public var fromCache: Bool
        public var rateLimit: RateLimit?
    }

    /// The README of `owner/repository`, raw, through the one request loop
    /// (`get`: the API's origin only, redirects only there, the ETag cache,
    /// the rate-limit relay, server text redacted of the token); a 404 is
    /// no README. One attempt (retries are `ReadmeService`'s). A body over
    /// `maxBodyBytes` is refused by the transport (`HTTPError.bodyTooLarge`).
    public func fetchReadme(owner: String, repository: String, maxBodyBytes: Int) async throws(GitHubError) -> ReadmeAnswer {
        let answer = try await get(endpoint.readmeURL(owner: owner, repository: repository),
                                   accept: GitHubClient.rawMediaType, maxBodyBytes: maxBodyBytes,
                                   read: { (body: [UInt8]) throws(GitHubError) -> [UInt8]? in body },
                                   notFound: { nil },
                                   failure: { response, rateLimit in
                                       GitHubClient.error(for: response, login: owner, rateLimit: rateLimit)
                                   })
        return ReadmeAnswer(bytes: answer.content, fromCache: answer.fromCache, rateLimit: answer.rateLimit)
    }
}
