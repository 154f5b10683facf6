/// Writes a raw deflate stream (RFC 1951) bit by bit: header fields least
/// significant bit first, Huffman codes most significant bit first.
struct DeflateBitWriter {
    private(set) var bytes: [UInt8] = []
    private var pending: UInt32 = 0
    private var pendingCount = 0

    /// Whether the next bit starts a byte.
    var isByteAligned: Bool { pendingCount == 0 }

    /// `count` bits of `value`, least significant first (block headers).
    mutating func write(bits value: UInt32, count: Int) {
        for index in 0..<count { push((value >> UInt32(index)) & 1) }
    }

    /// A Huffman code of `length` bits, most significant first.
    mutating func write(code: UInt32, length: Int) {
        for index in stride(from: length - 1, through: 0, by: -1) { push((code >> UInt32(index)) & 1) }
    }

    /// Whole bytes, when the writer is byte aligned.
    mutating func append(alignedBytes: [UInt8]) {
        precondition(isByteAligned)
        bytes += alignedBytes
    }

    /// Pads the last byte with zero bits.
    mutating func flush() {
        if pendingCount > 0 { bytes.append(UInt8(pending)) }
        pending = 0
        pendingCount = 0
    }

    private mutating func push(_ bit: UInt32) {
        pending |= bit << UInt32(pendingCount)
        pendingCount += 1
        if pendingCount == 8 {
            bytes.append(UInt8(pending))
            pending = 0
            pendingCount = 0
        }
    }
}
