/// Where a batch writes its JSON Lines (standard output, or `--output FILE`):
/// `write` has stored a whole line when it returns, or throws why not.
public struct BatchOutput: Sendable {
    public let write: @Sendable (String) throws(OutputFailure) -> Void
    public let close: @Sendable () -> Void

    public init(write: @escaping @Sendable (String) throws(OutputFailure) -> Void, close: @escaping @Sendable () -> Void = {}) {
        self.write = write
        self.close = close
    }
}
