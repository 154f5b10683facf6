/// A fixed set of object keys, looked up by the raw bytes of a key without
/// building a `String` (escaped keys are decoded first).
public struct JSONKeys: Sendable {
    /// The names' bytes, one after another.
    private let names: [UInt8]
    /// Where each name starts in `names`, and its length, by position.
    private let starts: [Int]
    private let lengths: [Int]
    /// For each hash (`slot(length:first:last:)`), the first name with
    /// that hash plus one (0 for none); `next` chains the names that share
    /// a hash, in their order (plus one, 0 ends the chain).
    private let slots: [Int]
    private let next: [Int]

    private static let slotCount = 256

    init(_ names: [String]) {
        var bytes: [UInt8] = []
        var starts: [Int] = []
        var lengths: [Int] = []
        var slots = [Int](repeating: 0, count: Self.slotCount)
        var next = [Int](repeating: 0, count: names.count)
        var lastInSlot = [Int](repeating: -1, count: Self.slotCount)
        for (index, name) in names.enumerated() {
            let utf8 = Array(name.utf8)
            starts.append(bytes.count)
            lengths.append(utf8.count)
            bytes += utf8
            guard let first = utf8.first, let last = utf8.last else { continue }  // an empty key is never looked up
            let slot = Self.slot(length: utf8.count, first: first, last: last)
            if lastInSlot[slot] < 0 { slots[slot] = index + 1 } else { next[lastInSlot[slot]] = index + 1 }
            lastInSlot[slot] = index
        }
        self.names = bytes
        self.starts = starts
        self.lengths = lengths
        self.slots = slots
        self.next = next
    }

    /// The position of `key` in the names; nil for any other key.
    @inline(__always)
    func index(of key: JSONString) -> Int? {
        if key.isPlain { return index(of: key.bytes) }
        guard var text = key.value else { return nil }
        return text.withUTF8 { index(of: $0) }
    }

    /// Most keys of a GitHub object are not asked for, and most of those
    /// land in an empty slot of the table: one load and a comparison. A key
    /// that lands on a name is compared with it eight bytes at a time.
    private func index(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = bytes.first, let last = bytes.last else { return nil }
        var candidate = slots[Self.slot(length: bytes.count, first: first, last: last)]
        while candidate != 0 {
            let index = candidate &- 1
            if lengths[index] == bytes.count, names.withUnsafeBufferPointer({ Self.equal($0, from: starts[index], bytes) }) {
                return index
            }
            candidate = next[index]
        }
        return nil
    }

    @inline(__always)
    private static func slot(length: Int, first: UInt8, last: UInt8) -> Int {
        (length &* 37 &+ Int(first) &* 5 &+ Int(last)) & (slotCount - 1)
    }

    /// Whether `key` is the bytes of `names` from `start` (which hold as many).
    @inline(__always)
    private static func equal(_ names: UnsafeBufferPointer<UInt8>, from start: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let name = names.baseAddress.map({ UnsafeRawPointer($0 + start) }),
              let bytes = key.baseAddress.map(UnsafeRawPointer.init) else { return key.isEmpty }
        var offset = 0
        while offset &+ 8 <= key.count {
            if name.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                != bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
            offset &+= 8
        }
        while offset < key.count {
            if name.load(fromByteOffset: offset, as: UInt8.self) != bytes.load(fromByteOffset: offset, as: UInt8.self) {
                return false
            }
            offset &+= 1
        }
        return true
    }
}
