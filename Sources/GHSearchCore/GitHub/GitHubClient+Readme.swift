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

    /// The README of `owner/repository`, raw: through the same transport,
    /// credentials rule, redirects, ETag cache and rate-limit relay as every
    /// other request; one attempt (retries are `ReadmeService`'s). A body
    /// over `maxBodyBytes` is refused by the transport
    /// (`HTTPError.bodyTooLarge`).
    public func fetchReadme(owner: String, repository: String, maxBodyBytes: Int) async throws(GitHubError) -> ReadmeAnswer {
        var target = endpoint.readmeURL(owner: owner, repository: repository)
        for _ in 0...GitHubClient.maximumRedirects {
            let key = ResponseCacheKey(url: target, credentialDigest: credentialDigest)
            let cached = await cache?.lookup(key)
            let general = headers(for: target, etag: cached?.etag)
            let headers = HTTPHeaders(general.fields.map { field in
                field.name.caseInsensitiveEquals("Accept") ? (field.name, GitHubClient.rawMediaType) : field
            })
            let request = HTTPRequest(url: target, headers: headers, connectTimeout: connectTimeout, timeout: timeout,
                                      maxBodyBytes: maxBodyBytes)
            let (response, rateLimit) = try await exchange(request)
            switch response.status {
            case 200:
                if let cache, let etag = response.headers["etag"], !etag.isEmpty {
                    await cache.store(CachedResponse(etag: etag, link: nil, body: response.body), for: key)
                }
                return ReadmeAnswer(bytes: response.body, fromCache: false, rateLimit: rateLimit)
            case 304:
                guard let cached else {
                    throw .unexpectedStatus(304, message: "Not Modified for a request that was not conditional")
                }
                return ReadmeAnswer(bytes: cached.body, fromCache: true, rateLimit: rateLimit)
            case 404:
                return ReadmeAnswer(bytes: nil, fromCache: false, rateLimit: rateLimit)
            case 301, 302, 303, 307, 308:
                // A renamed repository answers with its new address.
                guard let location = response.headers["location"]?.trimmingSpaces(), !location.isEmpty,
                      let resolved = GitHubClient.resolve(location, against: target) else {
                    throw .unexpectedStatus(response.status, message: "redirect without a usable Location")
                }
                target = resolved
            default:
                throw GitHubClient.error(for: response, login: owner, rateLimit: rateLimit)
            }
        }
        throw .tooManyRedirects
    }
}
