/// Calls `onDeinit` when the last copy of an iterator that holds it goes
/// away, so an operator can stop its tasks when the consumer stops iterating
/// (for example by leaving a `for await` loop with `break`).
final class IteratorLifetime: Sendable {
    private let onDeinit: @Sendable () -> Void

    init(onDeinit: @escaping @Sendable () -> Void) {
        self.onDeinit = onDeinit
    }

    deinit {
        onDeinit()
    }
}
