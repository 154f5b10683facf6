/// One GET as `GitHubClient` makes it, for the answers that are not a user's
/// list (the search API): redirects followed by the client itself (the token
/// only ever sent to the API's origin), `If-None-Match` sent for an answer
/// kept in the cache, and every rate limit reported through `onRateLimit`.
/// `fetchPage` does the same steps for the list endpoints.
extension GitHubClient {
    struct Exchange {
        /// The final answer (never a redirect).
        var response: HTTPResponse
        /// Where a 200 with an `ETag` is kept.
        var cacheKey: ResponseCacheKey
        /// What the cache held when the request was sent (the body a 304 means).
        var cached: CachedResponse?
        var rateLimit: RateLimit?
    }

    func exchange(_ url: String) async throws(GitHubError) -> Exchange {
        var target = url
        for _ in 0...GitHubClient.maximumRedirects {
            let key = ResponseCacheKey(url: target, credentialDigest: credentialDigest)
            let cached = cache?.lookup(key)
            let request = HTTPRequest(url: target, headers: headers(for: target, etag: cached?.etag),
                                      connectTimeout: connectTimeout, timeout: timeout, maxBodyBytes: maxBodyBytes)
            let response: HTTPResponse
            do {
                response = try await http.send(request)
            } catch {
                throw .transport(error)
            }
            let rateLimit = RateLimit(headers: response.headers)
            if let rateLimit { onRateLimit(rateLimit) }
            switch response.status {
            case 301, 302, 303, 307, 308:
                guard let location = response.headers["location"]?.trimmingSpaces(), !location.isEmpty,
                      let resolved = GitHubClient.resolve(location, against: target) else {
                    throw .unexpectedStatus(response.status, message: "redirect without a usable Location")
                }
                target = resolved
            default:
                return Exchange(response: response, cacheKey: key, cached: cached, rateLimit: rateLimit)
            }
        }
        throw .tooManyRedirects
    }
}
