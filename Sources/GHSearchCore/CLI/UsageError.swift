/// A command line that cannot be run: printed as `Error: …`, the usage line
/// and a pointer to `--help`, on stderr, with exit status 64.
public struct UsageError: Error, Sendable, Equatable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    /// The complete text for stderr.
    public var report: String {
        "Error: \(message)\n" + HelpText.usageLine + "\n  See 'ghsearch --help' for more information.\n"
    }
}
