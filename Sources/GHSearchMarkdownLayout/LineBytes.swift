/// The bytes of laid-out lines, grown in place: adding a word is a check
/// of room and a copy, without the generic path of
/// `Array.append(contentsOf:)`, which the layout takes for every word.
/// A value, copied on write as an array is.
///
/// `@unchecked Sendable`: the storage is a class, but it is written only
/// through a value that holds the sole reference to it (`reserve` copies
/// it first otherwise), so a value shared with another thread is never
/// written under it.
struct LineBytes: @unchecked Sendable, Equatable {
    private final class Storage {
        let base: UnsafeMutablePointer<UInt8>
        let capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
            base = .allocate(capacity: capacity)
        }

        deinit { base.deallocate() }
    }

    /// Nil until the first byte.
    private var storage: Storage?
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    /// The last byte (the buffer is not empty).
    var last: UInt8 { storage.unsafelyUnwrapped.base[count - 1] }

    static func == (lhs: LineBytes, rhs: LineBytes) -> Bool {
        lhs.count == rhs.count && lhs.withUnsafeBufferPointer { left in
            rhs.withUnsafeBufferPointer { right in left.elementsEqual(right) }
        }
    }

    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: storage?.base, count: count))
    }

    mutating func append(_ text: UnsafeBufferPointer<UInt8>) {
        guard let source = text.baseAddress, !text.isEmpty else { return }
        reserve(text.count).initialize(from: source, count: text.count)
        count += text.count
    }

    mutating func append(_ byte: UInt8) {
        reserve(1).initialize(to: byte)
        count += 1
    }

    mutating func removeLast() {
        count -= 1
    }

    mutating func removeAll(keepingCapacity: Bool) {
        if !keepingCapacity || !isKnownUniquelyReferenced(&storage) { storage = nil }
        count = 0
    }

    mutating func reserveCapacity(_ capacity: Int) {
        if capacity > (storage?.capacity ?? 0) { grow(to: capacity) }
    }

    /// Where `extra` more bytes go, in storage of this value's own with room for them.
    @inline(__always)
    private mutating func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
        if !isKnownUniquelyReferenced(&storage) || count + extra > storage.unsafelyUnwrapped.capacity {
            grow(to: max(count + extra, 2 * (storage?.capacity ?? 0), 256))
        }
        return storage.unsafelyUnwrapped.base + count
    }

    /// New storage of `capacity` bytes (at least `count`), holding the bytes so far.
    @inline(never)
    private mutating func grow(to capacity: Int) {
        let fresh = Storage(capacity: max(capacity, count))
        if let storage, count > 0 { fresh.base.initialize(from: storage.base, count: count) }
        storage = fresh
    }
}
