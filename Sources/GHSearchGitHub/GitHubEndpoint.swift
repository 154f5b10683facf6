import FoundationEssentials
import GHSearchText

/// Where the API lives (`https://api.github.com`, or a GitHub Enterprise
/// `https://HOST/api/v3`) and how to build and judge URLs against it.
public struct GitHubEndpoint: Sendable, Equatable {
    /// The base URL without a trailing slash.
    public let baseURL: String
    public let origin: Origin

    public enum Problem: Error, Equatable, Sendable {
        case notHTTP(String)
    }

    public init(_ text: String) throws(Problem) {
        var base = text.trimmingSpaces()
        while base.hasSuffix("/") { base.removeLast() }
        // A URL holds no spaces or control characters (RFC 3986); letting one
        // through would reach the transport, or a message, as it is.
        let hasControl = base.unicodeScalars.contains { $0.value <= 0x20 || (0x7F...0x9F).contains($0.value) }
        guard !hasControl, let origin = Origin(base), !base.contains("?"), !base.contains("#") else {
            throw .notHTTP(text)
        }
        baseURL = base
        self.origin = origin
    }

    /// `text` with any user name and password before the host replaced by
    /// `***`, so a URL can be echoed in a message without its credentials.
    public static func redactingCredentials(_ text: String) -> String {
        guard let scheme = text.firstRange(of: "://") else { return text }
        let rest = text[scheme.upperBound...]
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        guard let at = rest[..<authorityEnd].lastIndex(of: "@") else { return text }
        return String(text[..<scheme.upperBound]) + "***" + String(text[at...])
    }

    /// `{base}/users/{login}/repos?per_page=100&…`, the login as one
    /// percent-encoded path segment.
    public func repositoriesURL(login: String, options: ListOptions) -> String {
        // Appended to one string: the first `[String].joined` of a run costs
        // the runtime a search of all its conformance records (~0.05 ms), here
        // on the first request's way out.
        var url = "\(baseURL)/users/\(percentEncodedPathSegment(login))/repos?per_page=\(options.perPage)"
        if let type = options.type { url += "&type=\(type.rawValue)" }
        if let sort = options.sort?.apiSort { url += "&sort=\(sort)" }
        if let direction = options.sort?.apiDirection { url += "&direction=\(direction)" }
        return url
    }

    /// Whether `url` is served by the same scheme, host and port as the API:
    /// only then may credentials go with it.
    public func isSameOrigin(_ url: String) -> Bool {
        Origin(url) == origin
    }

    /// Scheme, lower-cased host and port (defaulted) of an http(s) URL.
    public struct Origin: Equatable, Sendable {
        public let scheme: String
        public let host: String
        public let port: Int

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
