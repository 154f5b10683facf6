/// A command line that cannot be run: printed as `Error: …`, the usage line
/// and a pointer to `--help`, on stderr, with exit status 64.
public struct UsageError: Error, Sendable, Equatable {
    public var problem: UsageProblem

    public init(_ problem: UsageProblem) {
        self.problem = problem
    }

    /// The problem in English (the wording users know from swift-argument-parser).
    public var message: String { Catalogue.english.usageMessage(problem) }

    /// The complete text for stderr, in English.
    public var report: String { report(.english) }

    /// The complete text for stderr, in `catalogue`'s language.
    public func report(_ catalogue: Catalogue) -> String {
        catalogue.errorPrefix + catalogue.usageMessage(problem) + "\n" + catalogue.usageLine + "\n" + catalogue.seeHelp + "\n"
    }
}
