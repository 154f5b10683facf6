/// The hosts for which `gh auth token` answered "no token" (gh knows the
/// host but keeps no token for it: logged out, or a keyring without one),
/// each with the identity of gh's `hosts.yml` when it did. While the file
/// is unchanged the answer would be the same, so gh is not asked again;
/// `gh auth login` or `logout` rewrites the file and the memory no longer
/// applies. Never a token: only host names and file identities.
///
/// Kept as text, one `host<TAB>identity` line each, newest last.
public struct GitHubCLITokenMisses: Sendable, Equatable {
    /// At most this many hosts are remembered (the oldest are dropped).
    public static let capacity = 32

    public private(set) var entries: [(host: String, identity: String)] = []

    public init(_ text: String = "") {
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2, !fields[0].isEmpty, !fields[1].isEmpty else { continue }
            entries.append((String(fields[0]), String(fields[1])))
        }
        entries = Array(entries.suffix(Self.capacity))
    }

    /// Whether gh said it had no token for `host` while `hosts.yml` had `identity`.
    public func contains(host: String, identity: String) -> Bool {
        entries.contains { $0.host == host.lowercased() && $0.identity == identity }
    }

    /// Remembers that gh had no token for `host` at `identity` (a former
    /// memory of the host is replaced).
    public mutating func add(host: String, identity: String) {
        let host = host.lowercased()
        guard Self.isField(host), Self.isField(identity) else { return }
        entries.removeAll { $0.host == host }
        entries.append((host, identity))
        entries = Array(entries.suffix(Self.capacity))
    }

    public var text: String {
        entries.map { $0.host + "\t" + $0.identity + "\n" }.joined()
    }

    private static func isField(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= 300 && !text.utf8.contains { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.entries.elementsEqual(rhs.entries) { $0.host == $1.host && $0.identity == $1.identity }
    }
}
