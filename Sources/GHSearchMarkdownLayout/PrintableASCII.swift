/// A check of text the renderer gets from the document: whether it is all
/// printable ASCII (0x20…0x7E), which sanitising leaves as it is. Eight
/// bytes at a time, so most of a README's text is passed over at a small
/// fraction of the sanitiser's byte-by-byte cost.
enum PrintableASCII {
    static func contains(only text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { check($0) } ?? false
    }

    static func check(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        end(of: bytes, from: 0) == bytes.count
    }

    /// The index of the first byte at or after `start` that is not
    /// printable ASCII (`bytes.count` when there is none).
    static func end(of bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress.map(UnsafeRawPointer.init) else { return start }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        var index = start
        while index + 8 <= bytes.count {
            let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            // A byte below 0x20 borrows into its high bit; one of 0x7F or
            // more has it set after adding one (or before).
            let below = (word &- ones &* 0x20) & ~word & high
            let above = ((word &+ ones) | word) & high
            if below | above != 0 { break }
            index += 8
        }
        while index < bytes.count {
            if bytes[index] &- 0x20 >= 0x5F { return index }
            index += 1
        }
        return index
    }
}
