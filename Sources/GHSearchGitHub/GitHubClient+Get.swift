import GHSearchText
/// The one request loop every endpoint goes through (a user's list, a
/// search, `/user/repos`, a README): the request only to the API's own origin,
/// redirects followed by the client itself and only there, `If-None-Match`
/// for an answer kept in the cache and a 304 answered from it (a cached
/// body that cannot be read is a miss: forgotten, and asked for again
/// unconditionally), every rate limit reported through `onRateLimit`, a
/// 200's body kept under its `ETag` once it could be read, and server text
/// in an error redacted of the token.
extension GitHubClient {
    /// A 200 (or a 304 answered from the cache), read.
    struct Answer<Content> {
        var content: Content
        var link: LinkHeader
        var rateLimit: RateLimit?
        var fromCache: Bool
    }

    /// GETs `url` asking for `accept`, a body of at most `maxBodyBytes`
    /// (the client's limit when nil); `read` turns a body (the 200's, or the
    /// cached one a 304 means) into content, `notFound` (when given) a 404
    /// into content (a README that is not there), `failure` any other final
    /// answer into an error.
    /// `readInPlace`, when given, reads a 200's body where the HTTP client
    /// decodes it (`HTTPBodyReader`) into a `Content`, nil for a body it
    /// cannot read (which `read` then reads, and reports).
    /// `rows`, when given, gives the rows of what was read, kept beside the
    /// body in the cache as its record (`CachedResponse.rows`); a cached
    /// answer confirmed by a 304 that has none is stored again with them.
    func get<Content>(_ url: String, accept: String = GitHubClient.jsonMediaType, maxBodyBytes: Int? = nil,
                      readInPlace: (@Sendable (UnsafeBufferPointer<UInt8>) -> (any Sendable)?)? = nil,
                      read: ([UInt8]) throws(GitHubError) -> Content, rows: ((Content) -> RepositoryList?)? = nil,
                      notFound: (() -> Content)? = nil,
                      failure: (HTTPResponse, RateLimit?) -> GitHubError) async throws(GitHubError) -> Answer<Content> {
        guard endpoint.isSameOrigin(url) else { throw .linkToAnotherOrigin(url) }
        var target = url
        // Off once a cached answer proved unreadable: the request goes out again, unconditional.
        var revalidate = true
        for _ in 0...GitHubClient.maximumRedirects {
            let key = ResponseCacheKey(url: target, credentialDigest: credentialDigest)
            // The body kept apart from the client's buffer only for a cache that would keep it.
            let bodyReader = readInPlace.map { HTTPBodyReader(keepsBody: cache?.keepsBody(for: key) ?? false, read: $0) }
            let cached = revalidate ? await cache?.lookup(key) : nil
            let request = HTTPRequest(url: target, headers: headers(for: target, accept: accept, etag: cached?.etag),
                                      connectTimeout: connectTimeout, timeout: timeout,
                                      maxBodyBytes: maxBodyBytes ?? self.maxBodyBytes, bodyReader: bodyReader)
            let (response, rateLimit) = try await exchange(request)
            switch response.status {
            case 200:
                let content: Content
                // Unwrapped before the cast: nil would cast to an optional `Content`.
                if bodyReader != nil, let readContent = response.content, let readContent = readContent as? Content {
                    content = readContent
                } else {
                    do { content = try read(response.body) } catch {
                        // An HTML page (a web server, a login portal) is no API's answer.
                        if case .invalidResponse = error, !GitHubAnswerSignature.looksLikeGitHub(response),
                           !GitHubAnswerSignature.isJSON(response.body) { throw .notGitHubAPI }
                        throw error
                    }
                }
                let linkFields = response.headers.values(for: "link")
                // The body is there unless the reader read it in place and did not keep it.
                let bodyKept = bodyReader.map { $0.keepsBody || response.content == nil } ?? true
                if let cache, bodyKept, let etag = response.headers["etag"], !etag.isEmpty {
                    await cache.store(CachedResponse(etag: etag, link: linkFields.isEmpty ? nil : linkFields.joined(separator: ", "),
                                                     body: response.body,
                                                     storedAt: Int64(now().timeIntervalSince1970.rounded(.down)),
                                                     rows: rows?(content)), for: key)
                }
                return Answer(content: content, link: LinkHeader(fields: linkFields), rateLimit: rateLimit, fromCache: false)
            case 304:
                guard let cached else {
                    throw .unexpectedStatus(304, message: "Not Modified for a request that was not conditional")
                }
                let content: Content
                do { content = try read(cached.body) } catch {
                    // A cached answer that cannot be read is a miss, never a
                    // failure: forget it and ask for the whole answer again.
                    await cache?.remove(key)
                    revalidate = false
                    continue
                }
                // An answer kept before records were (an older release's file) gets its record.
                if let cache, cached.record == nil, cached.rows == nil, let rows = rows?(content) {
                    var upgraded = cached
                    upgraded.rows = rows
                    await cache.store(upgraded, for: key)
                }
                return Answer(content: content, link: LinkHeader(cached.link ?? ""), rateLimit: rateLimit, fromCache: true)
            case 301, 302, 303, 307, 308:
                guard let location = response.headers["location"]?.trimmingSpaces(), !location.isEmpty,
                      let resolved = GitHubClient.resolve(location, against: target) else {
                    throw .unexpectedStatus(response.status, message: "redirect without a usable Location")
                }
                guard endpoint.isSameOrigin(resolved) else { throw .redirectToAnotherOrigin(resolved) }
                target = resolved
            default:
                if response.status == 404, let notFound {
                    return Answer(content: notFound(), link: LinkHeader(fields: []), rateLimit: rateLimit, fromCache: false)
                }
                throw failure(response, rateLimit).redacted(by: redactor)
            }
        }
        throw .tooManyRedirects
    }
}
