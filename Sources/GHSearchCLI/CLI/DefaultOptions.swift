import GHSearchText
/// Options given before the command line: the config file
/// (`$XDG_CONFIG_HOME/ghsearch/config`, one option per line in the same
/// spelling as the command line, `#` comments and blank lines ignored) or
/// `GHSEARCH_DEFAULT_OPTS` (words as a shell splits them, like
/// `FZF_DEFAULT_OPTS`). The caller reads the file; this only parses.
public struct DefaultOptions: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        case configFile(path: String)
        case environment
    }

    /// One option's words (a config line, or all of the variable), or why they could not be split.
    public struct Entry: Sendable, Equatable {
        public var line: Int?
        public var words: Result<[String], UsageProblem>
    }

    public let source: Source
    public let entries: [Entry]

    /// The config file's `text`, read from `path`.
    public init(configFile text: String, path: String) {
        source = .configFile(path: path)
        var entries: [Entry] = []
        for (offset, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            // By scalar: `#` and a combining mark after it are one Character, and still a comment.
            if trimmed.isEmpty || trimmed.unicodeScalars.first == "#" { continue }
            entries.append(Entry(line: offset + 1, words: Result { () throws(UsageProblem) in try ShellWords.split(String(trimmed)) }))
        }
        self.entries = entries
    }

    /// A config file at `path` that exists but could not be read, for `reason` (`Permission denied`).
    public init(unreadableConfigFile path: String, reason: String) {
        source = .configFile(path: path)
        entries = [Entry(line: nil, words: .failure(.unreadableConfigFile(reason: reason)))]
    }

    /// `GHSEARCH_DEFAULT_OPTS`'s value.
    public init(environment text: String) {
        source = .environment
        entries = [Entry(line: nil, words: Result { () throws(UsageProblem) in try ShellWords.split(text) })]
    }

    /// Every word that could be read, in order (for the language of messages before parsing).
    public var words: [String] {
        entries.flatMap { (try? $0.words.get()) ?? [] }
    }

    /// One option per entry (a config line), or any number (the variable).
    var oneOptionPerEntry: Bool { source != .environment }

    /// Where a problem with `line` is reported as coming from.
    func origin(line: Int?) -> UsageError.Origin {
        switch source {
        case .configFile(let path): .configFile(path: path, line: line)
        case .environment: .environment
        }
    }
}
