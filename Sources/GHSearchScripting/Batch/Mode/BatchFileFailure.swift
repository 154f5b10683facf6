/// A batch's input could not be read, or its output file opened: why, as
/// the system said it.
public struct BatchFileFailure: Error, Sendable, Equatable {
    public var reason: String

    public init(reason: String) {
        self.reason = reason
    }
}
