import CZlib

/// A small gzip body that inflates to a huge valid JSON array
/// (`[`, spaces, `]`): the shape a hostile server would send.
///
/// Written directly as one fixed-Huffman deflate block (a space, then
/// back-references of 258 bytes at distance 1), so a 200 MB bomb costs a
/// megabyte of copying rather than a second of compression; the CRC of the
/// spaces is combined by doubling.
enum GzipBomb {
    /// The compressed bytes for an inflated size of `inflatedBytes` (at least 2).
    static func make(inflatedBytes: Int) -> [UInt8] {
        let spaces = max(0, inflatedBytes - 2)
        var writer = DeflateBitWriter()
        writer.write(bits: 1, count: 1)  // the final block
        writer.write(bits: 1, count: 2)  // fixed Huffman codes
        writer.write(code: literal(UInt8(ascii: "[")), length: 8)
        var left = spaces
        if left > 0 {
            writer.write(code: literal(UInt8(ascii: " ")), length: 8)
            left -= 1
        }
        var matches = left / maximumMatch
        while matches > 0, !writer.isByteAligned {
            writeMatch(&writer)
            matches -= 1
        }
        let group = alignedGroup()
        for _ in 0..<(matches / 8) { writer.append(alignedBytes: group) }
        for _ in 0..<(matches % 8) { writeMatch(&writer) }
        for _ in 0..<(left % maximumMatch) { writer.write(code: literal(UInt8(ascii: " ")), length: 8) }
        writer.write(code: literal(UInt8(ascii: "]")), length: 8)
        writer.write(code: 0, length: 7)  // end of block
        writer.flush()

        let header: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF]
        let size = UInt32(truncatingIfNeeded: max(2, inflatedBytes))
        return header + writer.bytes + littleEndian(crc(spaces: spaces)) + littleEndian(size)
    }

    private static let maximumMatch = 258

    /// The fixed code of a literal byte 0–143 (8 bits).
    private static func literal(_ byte: UInt8) -> UInt32 { 0x30 + UInt32(byte) }

    /// Length 258 (code 285, 8 bits `11000101`) at distance 1 (code 0, 5 bits).
    private static func writeMatch(_ writer: inout DeflateBitWriter) {
        writer.write(code: 0b1100_0101, length: 8)
        writer.write(code: 0, length: 5)
    }

    /// Eight matches from a byte boundary: 104 bits, 13 whole bytes.
    private static func alignedGroup() -> [UInt8] {
        var writer = DeflateBitWriter()
        for _ in 0..<8 { writeMatch(&writer) }
        return writer.bytes
    }

    /// CRC-32 of `[`, `spaces` spaces and `]`.
    private static func crc(spaces: Int) -> UInt32 {
        var space = UInt8(ascii: " ")
        var block = UInt(crc32(0, &space, 1))
        var blockLength = 1
        var spacesCRC: UInt = 0
        var spacesLength = 0
        var rest = spaces
        while rest > 0 {
            if rest & 1 == 1 {
                spacesCRC = spacesLength == 0 ? block : ghs_crc32_combine(spacesCRC, block, blockLength)
                spacesLength += blockLength
            }
            rest >>= 1
            if rest > 0 {
                block = ghs_crc32_combine(block, block, blockLength)
                blockLength *= 2
            }
        }
        var open = UInt8(ascii: "[")
        var close = UInt8(ascii: "]")
        var total = UInt(crc32(0, &open, 1))
        if spacesLength > 0 { total = ghs_crc32_combine(total, spacesCRC, spacesLength) }
        total = UInt(crc32(total, &close, 1))
        return UInt32(truncatingIfNeeded: total)
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * UInt32($0))) }
    }
}
