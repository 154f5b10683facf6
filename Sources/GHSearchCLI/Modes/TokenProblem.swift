/// A token was found that cannot be sent: the run stops before any request
/// with exit 64; `report` is the whole message, naming where it was found,
/// never the token.
public struct TokenProblem: Error, Sendable, Equatable {
    public var report: String

    public init(report: String) {
        self.report = report
    }
}
