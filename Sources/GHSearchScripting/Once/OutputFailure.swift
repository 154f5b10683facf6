/// A write to the program's output that did not go through (a full disk,
/// a closed descriptor, a file-size limit): the work may have succeeded, but
/// the caller did not get it, so the program must not say it did.
public struct OutputFailure: Error, Sendable, Equatable {
    /// The system's reason, e.g. `No space left on device`.
    public var reason: String

    public init(reason: String) {
        self.reason = reason
    }
}
