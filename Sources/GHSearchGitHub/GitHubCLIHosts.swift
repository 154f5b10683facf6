/// What gh's `hosts.yml` says about a host: the file gh writes when it logs
/// in (`gh auth login`), one top-level key per host:
///
///     github.com:
///         users:
///             monalisa:
///                 oauth_token: gho_…        (only without a keyring)
///         git_protocol: https
///         user: monalisa
///         oauth_token: gho_…                (the active user's, likewise)
///
/// Only the host's own `oauth_token` (indented one level under the host) is
/// the token `gh auth token --hostname HOST` prints; without one gh keeps
/// the token in the system keyring. Read line by line, as much YAML as gh
/// writes there (block mappings, plain or quoted scalars, comments), not a
/// general YAML parser: anything else yields nothing, never a guess.
public struct GitHubCLIHosts: Sendable, Equatable {
    /// What the file says about one host.
    public enum Entry: Sendable, Equatable {
        /// gh keeps the token in the file: this is what `gh auth token` prints.
        case token(String)
        /// gh knows the host but keeps its token elsewhere (the keyring).
        case elsewhere
    }

    /// Each host's entry, by host name as gh writes it (lower-cased).
    public private(set) var hosts: [String: Entry] = [:]

    public init(_ text: String) {
        var host: String?
        var hostIndent: Int?
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            let line = Substring(rawLine)
            let indent = line.prefix { $0 == " " }.count
            let content = line.dropFirst(indent)
            if content.isEmpty || content.first == "#" || content.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
            guard let (key, value) = Self.keyValue(content) else { continue }
            if indent == 0 {
                host = key.lowercased()
                hostIndent = nil
                if let host, hosts[host] == nil { hosts[host] = .elsewhere }
                continue
            }
            guard let current = host else { continue }
            // The first key under a host sets the host's own level; deeper keys belong to `users:`.
            if hostIndent == nil { hostIndent = indent }
            guard indent == hostIndent, key == "oauth_token", let value, !value.isEmpty else { continue }
            hosts[current] = .token(value)
        }
    }

    /// What the file says about `host` (gh's host name, `github.com` for
    /// the public API); nil when gh does not know it.
    public func entry(for host: String) -> Entry? {
        hosts[host.lowercased()]
    }

    /// `key: value` (the value nil when the line opens a nested mapping),
    /// with the value's quotes and a trailing comment removed.
    static func keyValue(_ content: Substring) -> (String, String?)? {
        guard let colon = content.firstIndex(of: ":") else { return nil }
        let key = Self.unquoted(content[..<colon].trimmingBlanks())
        guard !key.isEmpty else { return nil }
        let rest = content[content.index(after: colon)...]
        // `key:value` is not a mapping in YAML; gh always writes the space.
        if let first = rest.first, first != " ", first != "\t" { return nil }
        var value = rest.trimmingBlanks()
        if let quote = value.first, quote == "\"" || quote == "'" {
            // A quoted scalar ends at its closing quote (`''` is a quote inside
            // single quotes); what follows may only be a comment.
            var index = value.index(after: value.startIndex)
            var closed = false
            while index < value.endIndex, !closed {
                if value[index] == quote {
                    let next = value.index(after: index)
                    if quote == "'", next < value.endIndex, value[next] == "'" { index = value.index(after: next); continue }
                    let after = value[next...].trimmingBlanks()
                    guard after.isEmpty || after.first == "#" else { return nil }
                    value = value[...index]
                    closed = true
                } else {
                    index = value.index(after: index)
                }
            }
            guard closed else { return nil }
        } else if let hash = value.firstRange(of: " #") {
            value = value[..<hash.lowerBound].trimmingBlanks()
        }
        return (key, value.isEmpty ? nil : Self.unquoted(value))
    }

    /// A scalar without its surrounding quotes (gh writes plain scalars;
    /// quoted ones are read too, with `''` in single quotes meaning `'`).
    static func unquoted(_ text: Substring) -> String {
        if text.count >= 2, text.first == "'", text.last == "'" {
            return text.dropFirst().dropLast().split(separator: "''", omittingEmptySubsequences: false).joined(separator: "'")
        }
        if text.count >= 2, text.first == "\"", text.last == "\"" {
            return String(text.dropFirst().dropLast())
        }
        return String(text)
    }
}

private extension Substring {
    func trimmingBlanks() -> Substring {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = firstIndex(where: { !blank($0) }), let end = lastIndex(where: { !blank($0) }) else { return "" }
        return self[start...end]
    }
}
