/// READMEs answered earlier this session (not the failures), so moving the
/// selection back to a repository previews it at once, and opening the one
/// the preview shows costs no request. Bounded: the least recently stored
/// goes first.
public struct RecentReadmes: Sendable, Equatable {
    public static let capacity = 24

    private var byTarget: [ReadmeTarget: ReadmeResult] = [:]
    /// Least recently stored first.
    private var order: [ReadmeTarget] = []

    public init() {}

    public func result(for target: ReadmeTarget) -> ReadmeResult? {
        byTarget[target]
    }

    public mutating func remember(_ result: ReadmeResult, for target: ReadmeTarget) {
        byTarget[target] = result
        order.removeAll { $0 == target }
        order.append(target)
        if order.count > RecentReadmes.capacity {
            byTarget[order.removeFirst()] = nil
        }
    }
}
