/// Answers kept from earlier this session, by key, so going back to one
/// shows it at once. Bounded: once more than `capacity` are kept, the least
/// recently stored goes first.
public struct RecentlyStored<Key: Hashable & Sendable, Value: Sendable & Equatable>: Sendable, Equatable {
    public let capacity: Int
    private var values: [Key: Value] = [:]
    /// Least recently stored first.
    private var order: [Key] = []

    public init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    public func value(for key: Key) -> Value? {
        values[key]
    }

    /// Stores `value` under `key` as the newest entry.
    public mutating func remember(_ value: Value, for key: Key) {
        values[key] = value
        order.removeAll { $0 == key }
        order.append(key)
        if order.count > capacity {
            values[order.removeFirst()] = nil
        }
    }
}
