/// Which clone URLs a server may hand to `git clone` (Alt-C): only what
/// GitHub itself serves. An `https://` URL on a host the user trusts (the
/// API's web host: `github.com` for `api.github.com`), an `ssh://` URL, or
/// the scp-like `git@host:owner/repo.git` of `ssh_url`, each with a host
/// and a path that are names (letters, digits, `.`, `-`, `_`, no leading
/// `-` that git or ssh would read as an option). Everything else — `ext::`
/// (a command), `file://` and local paths, `--upload-pack=…`,
/// `ssh://-oProxyCommand=…`, user names and passwords, control characters
/// — is refused before git is started. (`git` also runs with `protocol.allow`
/// settings that forbid the rest, a second fence: `GitCloneCommand`.)
public struct CloneURLPolicy: Sendable, Equatable {
    /// Lower-cased hosts whose `https://` URLs are cloned.
    public var httpsHosts: Set<String>

    public init(httpsHosts: Set<String> = ["github.com"]) {
        self.httpsHosts = Set(httpsHosts.map { $0.lowercased() })
    }

    /// The hosts of an API root's web side: the API's own host and, for an
    /// `api.` host (`api.github.com`, `api.SUBDOMAIN.ghe.com`), the host
    /// without it; GitHub Enterprise Server serves both at one host.
    public init(apiHost: String) {
        let host = apiHost.lowercased()
        self.init(httpsHosts: host.hasPrefix("api.") ? [host, String(host.dropFirst(4))] : [host])
    }

    /// This policy with `hosts` trusted as well (`--clone-host`: a mirror
    /// or a second web host the user named).
    public func trusting(_ hosts: [String]) -> CloneURLPolicy {
        CloneURLPolicy(httpsHosts: httpsHosts.union(hosts.map { $0.lowercased() }))
    }

    /// Whether `host` can be trusted as a clone host: a host name (letters,
    /// digits, `.`, `-`, not opening with `-` or `.`), without a scheme,
    /// user, port or path.
    public static func isTrustableHost(_ host: String) -> Bool {
        host.utf8.count <= 253 && isHostName(host)
    }

    /// Whether `url` may be handed to git.
    public func allows(_ url: String) -> Bool {
        guard !url.isEmpty, url.utf8.count <= 2048, url.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) else {
            return false
        }
        if let rest = url.dropPrefix("https://") {
            guard let (host, path) = Self.split(rest), httpsHosts.contains(Self.hostWithoutPort(host)?.lowercased() ?? "") else {
                return false
            }
            return Self.isRepositoryPath(path)
        }
        if let rest = url.dropPrefix("ssh://") {
            guard let (authority, path) = Self.split(rest) else { return false }
            var host = Substring(authority)
            if let at = host.lastIndex(of: "@") {
                guard Self.isName(host[..<at]) else { return false }
                host = host[host.index(after: at)...]
            }
            guard let name = Self.hostWithoutPort(String(host)) else { return false }
            return Self.isHostName(name) && Self.isRepositoryPath(path)
        }
        // scp-like: user@host:path, where git sees no scheme.
        guard let at = url.firstIndex(of: "@"), let colon = url[at...].firstIndex(of: ":") else { return false }
        let user = url[..<at], host = url[url.index(after: at)..<colon], path = url[url.index(after: colon)...]
        return Self.isName(user) && Self.isHostName(host) && Self.isRepositoryPath(path)
    }

    /// `host[:port]` and the path after it (nil without a path).
    private static func split(_ rest: Substring) -> (String, Substring)? {
        guard let slash = rest.firstIndex(of: "/") else { return nil }
        return (String(rest[..<slash]), rest[rest.index(after: slash)...])
    }

    /// `host` without `:port` (digits), nil when what follows `:` is not a port.
    private static func hostWithoutPort(_ authority: String) -> String? {
        guard let colon = authority.lastIndex(of: ":") else { return authority }
        let port = authority[authority.index(after: colon)...]
        guard !port.isEmpty, port.count <= 5, port.allSatisfy(\.isASCIIDigit) else { return nil }
        return String(authority[..<colon])
    }

    /// Letters, digits, `.`, `-`, `_`, not opening with `-` or `.`.
    private static func isName<S: StringProtocol>(_ text: S) -> Bool {
        guard let first = text.first, first != "-", first != "." else { return false }
        return text.allSatisfy { $0.isASCIIDigit || $0.isASCIILetter || $0 == "." || $0 == "-" || $0 == "_" }
    }

    private static func isHostName<S: StringProtocol>(_ text: S) -> Bool {
        isName(text) && !text.contains("_") && text.contains { $0.isASCIILetter || $0.isASCIIDigit }
    }

    /// `owner/repo` or `owner/repo.git` (a GitHub Enterprise path may be
    /// longer): segments that are names (one may open with `.`).
    private static func isRepositoryPath(_ path: Substring) -> Bool {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        guard segments.count >= 2 else { return false }
        return segments.allSatisfy { segment in
            // `.github` is a repository's name; `.` and `..` are not.
            segment != "." && segment != ".." && (isName(segment) || segment.first == "." && isName(segment.dropFirst()))
        }
    }
}

private extension String {
    func dropPrefix(_ prefix: String) -> Substring? {
        guard lowercased().hasPrefix(prefix) else { return nil }
        return dropFirst(prefix.count)
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
    var isASCIILetter: Bool { isASCII && isLetter }
}
