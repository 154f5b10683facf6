import FoundationEssentials

/// What people paste or type for a repository or an account, read as the
/// name to search and, for a repository, the one to select:
///
///     https://github.com/sferik            → sferik
///     https://github.com/sferik/gems       → sferik, select gems
///     github.com/sferik/gems/issues/3      → sferik, select gems
///     git@github.com:sferik/gems.git       → sferik, select gems
///     sferik/gems                          → sferik, select gems
///     @sferik                              → sferik
///
/// Anything else is the word as typed (`@me` included, which is not a user
/// name), and the usual validation judges it.
public struct PastedName: Sendable, Equatable {
    public var login: String
    public var repository: String?

    public init(login: String, repository: String? = nil) {
        self.login = login
        self.repository = repository
    }

    public init(_ word: String) {
        self = PastedName.parse(word) ?? PastedName(login: word)
    }

    private static let hosts = ["github.com", "www.github.com"]

    private static func parse(_ word: String) -> PastedName? {
        if word.hasPrefix("@"), word.count > 1, word.lowercased() != "@me", !word.dropFirst().contains("/") {
            return PastedName(login: String(word.dropFirst()))
        }
        var rest = Substring(word)
        let lower = word.lowercased()
        var fromURL = false
        for scheme in ["https://", "http://", "ssh://git@", "git://"] where lower.hasPrefix(scheme) {
            rest = rest.dropFirst(scheme.count)
            fromURL = true
        }
        if lower.hasPrefix("git@") && !fromURL {
            // git@github.com:owner/repo.git
            rest = rest.dropFirst(4)
            guard let colon = rest.firstIndex(of: ":"),
                  hosts.contains(rest[..<colon].lowercased()) else { return nil }
            return path(rest[rest.index(after: colon)...])
        }
        if let slash = rest.firstIndex(of: "/"), hosts.contains(rest[..<slash].lowercased()) {
            return path(rest[rest.index(after: slash)...])
        }
        if hosts.contains(rest.lowercased()) || fromURL { return nil }
        // owner/repo (or `owner/` while the rest is being typed).
        let parts = rest.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else { return nil }
        return PastedName(login: String(parts[0]), repository: parts[1].isEmpty ? nil : repositoryName(parts[1]))
    }

    /// `owner[/repo[/anything]]`, with any query or fragment dropped.
    private static func path(_ text: Substring) -> PastedName? {
        let path = text.prefix { $0 != "?" && $0 != "#" }
        let parts = path.split(separator: "/")
        guard let owner = parts.first else { return nil }
        return PastedName(login: String(owner), repository: parts.count > 1 ? repositoryName(parts[1]) : nil)
    }

    private static func repositoryName(_ text: Substring) -> String {
        text.lowercased().hasSuffix(".git") ? String(text.dropLast(4)) : String(text)
    }
}
