/// Answers kept from earlier this session, by key, so going back to one
/// shows it at once. Bounded: once more than `capacity` are kept, the least
/// recently stored goes first.
///
/// A short list searched in order (a few dozen entries at most), and no
/// requirements on the type itself, only on its methods: a copy of a value
/// then makes the runtime build no dictionary's type, nor check the
/// conformances of its key and value, on the way to the first frame.
public struct RecentlyStored<Key, Value> {
    public let capacity: Int
    /// Least recently stored first, each key once.
    private var entries: [(key: Key, value: Value)] = []

    public init(capacity: Int) {
        self.capacity = max(1, capacity)
    }
}

extension RecentlyStored: Sendable where Key: Sendable, Value: Sendable {}

extension RecentlyStored where Key: Equatable {
    public func value(for key: Key) -> Value? {
        entries.last { $0.key == key }?.value
    }

    /// Stores `value` under `key` as the newest entry.
    public mutating func remember(_ value: Value, for key: Key) {
        entries.removeAll { $0.key == key }
        entries.append((key, value))
        if entries.count > capacity {
            entries.removeFirst()
        }
    }
}

extension RecentlyStored: Equatable where Key: Equatable, Value: Equatable {
    public static func == (lhs: RecentlyStored, rhs: RecentlyStored) -> Bool {
        lhs.capacity == rhs.capacity
            && lhs.entries.elementsEqual(rhs.entries) { $0.key == $1.key && $0.value == $1.value }
    }
}
