/// The best `capacity` rows seen so far by (score, then the lower row
/// number), kept as a min-heap of keys that order rows that way: the
/// score in the high half, the row's number inverted in the low half, so
/// the heap's first key is the row that would drop out next.
struct TopRows {
    let capacity: Int
    private(set) var keys: [UInt64] = []

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        keys.reserveCapacity(self.capacity)
    }

    @inline(__always)
    static func key(score: UInt32, row: UInt32) -> UInt64 {
        UInt64(score) << 32 | UInt64(UInt32.max &- row)
    }

    @inline(__always)
    static func row(of key: UInt64) -> UInt32 { UInt32.max &- UInt32(truncatingIfNeeded: key) }

    @inline(__always)
    static func score(of key: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: key >> 32) }

    /// Whether a row of score at most `bound` could still be kept.
    @inline(__always)
    func admits(bound: Int, row: UInt32) -> Bool {
        keys.count < capacity || bound >= 0 && Self.key(score: UInt32(truncatingIfNeeded: bound), row: row) > keys[0]
    }

    /// Keeps the row if it is among the best.
    @inline(__always)
    mutating func offer(score: UInt32, row: UInt32) {
        let key = Self.key(score: score, row: row)
        if keys.count < capacity {
            keys.append(key)
            siftUp(keys.count - 1)
        } else if key > keys[0] {
            keys[0] = key
            siftDown(0)
        }
    }

    @inline(__always)
    private mutating func siftUp(_ start: Int) {
        var i = start
        while i > 0 {
            let parent = (i - 1) / 2
            guard keys[i] < keys[parent] else { return }
            keys.swapAt(i, parent)
            i = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var i = start
        while true {
            let left = 2 * i + 1
            guard left < keys.count else { return }
            let right = left + 1
            let child = right < keys.count && keys[right] < keys[left] ? right : left
            guard keys[child] < keys[i] else { return }
            keys.swapAt(i, child)
            i = child
        }
    }

    /// The rows of `keys` (from any number of heaps), best first, at most `count`.
    static func ranked(_ keys: [UInt64], count: Int) -> [Int] {
        keys.sorted(by: >).prefix(count).map { Int(row(of: $0)) }
    }
}
