/// A fixed set of object keys, looked up by the raw bytes of a key without
/// building a `String` (escaped keys are decoded first).
public struct JSONKeys: Sendable {
    /// The names' bytes, one after another.
    private let names: [UInt8]
    /// For each length, the names of that length: where each starts in `names`, and its position.
    private let byLength: [[(start: Int, index: Int)]]
    /// For each length, a bit for the first byte (modulo 64) of each name of that length.
    private let firstBytes: [UInt64]

    init(_ names: [String]) {
        var bytes: [UInt8] = []
        let lengths = (names.map(\.utf8.count).max() ?? 0) + 1
        var table = [[(start: Int, index: Int)]](repeating: [], count: lengths)
        var firsts = [UInt64](repeating: 0, count: lengths)
        for (index, name) in names.enumerated() {
            table[name.utf8.count].append((bytes.count, index))
            if let first = name.utf8.first { firsts[name.utf8.count] |= Self.bit(first) }
            bytes += name.utf8
        }
        self.names = bytes
        byLength = table
        firstBytes = firsts
    }

    /// The position of `key` in the names; nil for any other key.
    func index(of key: JSONString) -> Int? {
        if key.isPlain { return index(of: key.bytes) }
        guard var text = key.value else { return nil }
        return text.withUTF8 { index(of: $0) }
    }

    /// Most keys of a GitHub object are not asked for, and most differ from
    /// every name of their length in the first byte: those stop at a mask,
    /// the others at the first byte that differs (`elementsEqual` went
    /// through iterators).
    private func index(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count < byLength.count, let first = bytes.first,
              firstBytes[bytes.count] & Self.bit(first) != 0 else { return nil }
        return names.withUnsafeBufferPointer { names in
            for candidate in byLength[bytes.count] {
                var offset = 0
                while offset < bytes.count, names[candidate.start + offset] == bytes[offset] { offset += 1 }
                if offset == bytes.count { return candidate.index }
            }
            return nil
        }
    }

    private static func bit(_ byte: UInt8) -> UInt64 {
        1 << UInt64(byte & 63)
    }
}
