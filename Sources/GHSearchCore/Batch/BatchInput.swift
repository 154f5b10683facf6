/// The users a `--batch` input names: one per line, blank lines and `#`
/// comments ignored, each user once (GitHub names are case-insensitive, so
/// `Octocat` after `octocat` is a duplicate), names GitHub could never have
/// kept apart so they are reported without a request.
public struct BatchInput: Sendable, Equatable {
    /// Every distinct entry, in the order of first appearance.
    public var entries: [BatchEntry]
    /// Lines that repeated an earlier user and were dropped.
    public var duplicates: Int

    public init(entries: [BatchEntry], duplicates: Int = 0) {
        self.entries = entries
        self.duplicates = duplicates
    }

    /// Parses the text of an input file. A `#` starts a comment anywhere on
    /// a line (no GitHub name contains one); `\r\n` line ends are accepted.
    public init(text: String) {
        var entries: [BatchEntry] = []
        var seen = Set<String>()
        var duplicates = 0
        for rawLine in text.split(whereSeparator: \.isNewline) {
            var line = Substring(rawLine)
            if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
            let entry: BatchEntry
            switch GitHubLogin(String(line)) {
            case .empty: continue
            case .valid(let login): entry = .search(login)
            case .invalid(let name, let reason): entry = .invalid(name, reason: reason)
            }
            guard seen.insert(entry.key).inserted else {
                duplicates += 1
                continue
            }
            entries.append(entry)
        }
        self.init(entries: entries, duplicates: duplicates)
    }

    /// The entries whose user is not in `done` (keys as `BatchEntry.key`).
    public func excluding(_ done: Set<String>) -> BatchInput {
        BatchInput(entries: entries.filter { !done.contains($0.key) }, duplicates: duplicates)
    }
}

/// One line of a batch input, judged.
public enum BatchEntry: Sendable, Equatable {
    /// A name to search.
    case search(String)
    /// A name GitHub could never have: reported, never sent.
    case invalid(String, reason: GitHubLogin.InvalidReason)

    /// The name as written (trimmed).
    public var user: String {
        switch self {
        case .search(let login): login
        case .invalid(let name, _): name
        }
    }

    /// The identity used to find duplicates and finished users: the name in lower case.
    public var key: String { BatchEntry.key(user) }

    static func key(_ user: String) -> String { user.lowercased() }
}
