/// A fixed set of object keys, looked up by the raw bytes of a key without
/// building a `String` (escaped keys are decoded first).
struct JSONKeys: Sendable {
    private let byLength: [[(name: [UInt8], index: Int)]]

    init(_ names: [String]) {
        var table = [[(name: [UInt8], index: Int)]](repeating: [], count: (names.map(\.utf8.count).max() ?? 0) + 1)
        for (index, name) in names.enumerated() { table[name.utf8.count].append((Array(name.utf8), index)) }
        byLength = table
    }

    /// The position of `key` in the names; nil for any other key.
    func index(of key: JSONString) -> Int? {
        if key.isPlain { return index(of: key.bytes) }
        guard var text = key.value else { return nil }
        return text.withUTF8 { index(of: $0) }
    }

    private func index(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count < byLength.count else { return nil }
        for candidate in byLength[bytes.count] where candidate.name.elementsEqual(bytes) {
            return candidate.index
        }
        return nil
    }
}
