import Foundation

/// Where the API lives (`https://api.github.com`, or a GitHub Enterprise
/// `https://HOST/api/v3`) and how to build and judge URLs against it.
public struct GitHubEndpoint: Sendable, Equatable {
    /// The base URL without a trailing slash.
    public let baseURL: String
    let origin: Origin

    public enum Problem: Error, Equatable, Sendable {
        case notHTTP(String)
    }

    public init(_ text: String) throws(Problem) {
        var base = text.trimmingSpaces()
        while base.hasSuffix("/") { base.removeLast() }
        guard let origin = Origin(base), base.range(of: "?") == nil, base.range(of: "#") == nil else {
            throw .notHTTP(text)
        }
        baseURL = base
        self.origin = origin
    }

    /// `{base}/users/{login}/repos?per_page=100&…`, the login as one
    /// percent-encoded path segment.
    public func repositoriesURL(login: String, options: ListOptions) -> String {
        var query = ["per_page=\(options.perPage)"]
        if let type = options.type { query.append("type=\(type.rawValue)") }
        if let sort = options.sort?.apiSort { query.append("sort=\(sort)") }
        if let direction = options.sort?.apiDirection { query.append("direction=\(direction)") }
        return "\(baseURL)/users/\(percentEncodedPathSegment(login))/repos?" + query.joined(separator: "&")
    }

    /// Whether `url` is served by the same scheme, host and port as the API:
    /// only then may credentials go with it.
    public func isSameOrigin(_ url: String) -> Bool {
        Origin(url) == origin
    }

    /// Scheme, lower-cased host and port (defaulted) of an http(s) URL.
    struct Origin: Equatable, Sendable {
        var scheme: String
        var host: String
        var port: Int

        init?(_ text: String) {
            guard let components = URLComponents(string: text),
                  let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
                  let host = components.host?.lowercased(), !host.isEmpty,
                  components.user == nil, components.password == nil
            else { return nil }
            self.scheme = scheme
            self.host = host
            self.port = components.port ?? (scheme == "https" ? 443 : 80)
        }
    }
}
