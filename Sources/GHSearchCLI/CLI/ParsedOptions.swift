/// What the options read so far ask for: `OptionTable`'s entries write
/// into it, and `CommandLineParser` turns it into a `ParsedCommand`.
public struct ParsedOptions: Sendable {
    /// Something to print instead of a run (`--help`, `--version`, …).
    public enum Information: Sendable, Equatable {
        case help, version, manPage
        case completions(CompletionShell)
    }

    public var options = CommandLineOptions()
    /// The information options given, in order.
    public var information: [Information] = []
    /// `--sort`'s word, read for the mode at the end (a search has its own orders).
    var sortWord: String?
    /// `--starred` given: `.some(nil)` without a user (`--batch`: each input
    /// user's stars), `.some(user)` with one; read for the mode at the end.
    var starredWord: String??

    public init() {}

    /// What the information options ask for: help before anything else, else the first given.
    var command: ParsedCommand? {
        if information.contains(.help) { return .help }
        switch information.first {
        case nil: return nil
        case .help: return .help
        case .version: return .version
        case .manPage: return .manPage
        case .completions(let shell): return .completions(shell)
        }
    }
}

/// The shells `--completions` writes a script for.
public enum CompletionShell: String, Sendable, CaseIterable {
    case bash, zsh, fish
}
