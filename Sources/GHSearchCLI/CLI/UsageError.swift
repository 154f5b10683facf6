import GHSearchText
/// A command line that cannot be run: printed as `Error: …`, the usage line
/// and a pointer to `--help`, on stderr, with exit status 64. A bad default
/// says where it came from instead (`Error: config line 3: …`).
public struct UsageError: Error, Sendable, Equatable {
    /// Where the words at fault came from, when not the command line.
    public enum Origin: Sendable, Equatable {
        case configFile(path: String, line: Int?)
        case environment
    }

    public var problem: UsageProblem
    public var origin: Origin?

    public init(_ problem: UsageProblem, origin: Origin? = nil) {
        self.problem = problem
        self.origin = origin
    }

    /// The problem in English (the wording users know from swift-argument-parser).
    public var message: String { Catalogue.english.usageMessage(problem) }

    /// The complete text for stderr, in English.
    public var report: String { report(.english) }

    /// The complete text for stderr, in `catalogue`'s language.
    public func report(_ catalogue: Catalogue) -> String {
        switch origin {
        case nil:
            catalogue.errorPrefix + catalogue.usageMessage(problem) + "\n" + catalogue.usageLine + "\n" + catalogue.seeHelp + "\n"
        case .configFile(let path, let line):
            catalogue.errorPrefix + catalogue.configLine(line) + catalogue.usageMessage(problem) + "\n"
                + catalogue.inConfigFile(TerminalText.quote(path, limit: 200)) + "\n"
        case .environment:
            catalogue.errorPrefix + "GHSEARCH_DEFAULT_OPTS: " + catalogue.usageMessage(problem) + "\n"
        }
    }
}
