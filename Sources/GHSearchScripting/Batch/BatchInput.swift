import GHSearchGitHub
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

    /// Reads an input file's bytes: UTF-8, with or without a byte-order
    /// mark (Windows editors write one), or UTF-16 with its mark; invalid
    /// UTF-8 becomes U+FFFD (and such a name is reported as invalid).
    public init(bytes: [UInt8]) {
        self.init(text: BatchInput.decode(bytes))
    }

    static func decode(_ bytes: [UInt8]) -> String {
        switch (bytes.first, bytes.dropFirst().first) {
        case (0xFF, 0xFE), (0xFE, 0xFF):
            let littleEndian = bytes[0] == 0xFF
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var index = 2
            while index + 1 < bytes.count {
                let (a, b) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
                units.append(littleEndian ? a | b << 8 : a << 8 | b)
                index += 2
            }
            return String(decoding: units, as: UTF16.self)
        default:
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Parses the text of an input file. A `#` starts a comment anywhere on
    /// a line (no GitHub name contains one); `\r\n` line ends are accepted;
    /// a byte-order mark (U+FEFF) starting the text, or a line (files joined
    /// with `cat`), even after spaces, is not part of a name; a `#` with a
    /// combining mark after it still starts a comment.
    public init(text: String) {
        var entries: [BatchEntry] = []
        var seen = Set<String>()
        var duplicates = 0
        for rawLine in text.split(whereSeparator: \.isNewline) {
            var line = Substring(rawLine)
            // Scalar by scalar: a mark the editor left, or a combining mark
            // after `#` (one Character with it), must not hide what it is.
            while let first = line.unicodeScalars.first, first == "\u{FEFF}" || first == " " || first == "\t" {
                line = Substring(line.unicodeScalars.dropFirst())
            }
            if let hash = line.unicodeScalars.firstIndex(of: "#") { line = Substring(line.unicodeScalars[..<hash]) }
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
