/// The header fields api.github.com sends with every REST answer, in its
/// order and (modern, lower-case) spelling.
enum StandardHeaders {
    struct Context {
        var date: Int
        var quota: QuotaLedger.Snapshot
        var requestID: String
        var authenticated: Bool
        var etag: String?
        var link: String?
        var contentType: String = "application/json; charset=utf-8"
        /// `x-github-media-type`: the media type the answer was made in.
        var mediaType: String = "github.v3; format=json"
        /// `x-ratelimit-resource`: `core` for REST, `graphql` for GraphQL.
        var resource: String = "core"
    }

    static func make(_ context: Context) -> HTTPHeaderFields {
        var headers = HTTPHeaderFields()
        headers.append("date", HTTPDate.string(fromEpochSeconds: context.date))
        headers.append("content-type", context.contentType)
        headers.append("cache-control", context.authenticated
            ? "private, max-age=60, s-maxage=60" : "public, max-age=60, s-maxage=60")
        headers.append("vary", context.authenticated
            ? "Accept, Authorization, Cookie, X-GitHub-OTP,Accept-Encoding, Accept, X-Requested-With"
            : "Accept,Accept-Encoding, Accept, X-Requested-With")
        if let etag = context.etag { headers.append("etag", etag) }
        if let link = context.link { headers.append("link", link) }
        headers.append("x-github-media-type", context.mediaType)
        headers.append("x-github-api-version-selected", "2022-11-28")
        headers.append("x-ratelimit-limit", String(context.quota.limit))
        headers.append("x-ratelimit-remaining", String(context.quota.remaining))
        headers.append("x-ratelimit-reset", String(context.quota.reset))
        headers.append("x-ratelimit-resource", context.resource)
        headers.append("x-ratelimit-used", String(context.quota.used))
        headers.append("access-control-expose-headers", exposed)
        headers.append("access-control-allow-origin", "*")
        headers.append("strict-transport-security", "max-age=31536000; includeSubdomains; preload")
        headers.append("x-frame-options", "deny")
        headers.append("x-content-type-options", "nosniff")
        headers.append("x-xss-protection", "0")
        headers.append("referrer-policy", "origin-when-cross-origin, strict-origin-when-cross-origin")
        headers.append("content-security-policy", "default-src 'none'")
        headers.append("server", "github.com")
        headers.append("x-github-request-id", context.requestID)
        return headers
    }

    private static let exposed =
        "ETag, Link, Location, Retry-After, X-GitHub-OTP, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Used, X-RateLimit-Resource, X-RateLimit-Reset, X-OAuth-Scopes, X-Accepted-OAuth-Scopes, X-Poll-Interval, X-GitHub-Media-Type, X-GitHub-SSO, X-GitHub-Request-Id, Deprecation, Sunset"
}
