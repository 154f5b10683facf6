/// Decodes UTF-8 one byte at a time, across reads.
///
/// Invalid input never stops it: a byte that cannot start or continue a
/// sequence, an overlong form, a surrogate or a value past U+10FFFF each
/// give U+FFFD, and decoding goes on with the next byte.
struct UTF8StreamDecoder {
    private var scalarSoFar: UInt32 = 0
    private var continuationBytesLeft = 0
    private var smallestValid: UInt32 = 0

    /// True while a multi-byte sequence is half read.
    var isInsideSequence: Bool { continuationBytesLeft > 0 }

    /// Feeds one byte; returns the scalars it completes (none, one, or a
    /// U+FFFD for a broken sequence followed by what the byte starts).
    mutating func feed(_ byte: UInt8) -> [Unicode.Scalar] {
        if continuationBytesLeft > 0 {
            if byte & 0xC0 == 0x80 {
                scalarSoFar = scalarSoFar << 6 | UInt32(byte & 0x3F)
                continuationBytesLeft -= 1
                guard continuationBytesLeft == 0 else { return [] }
                return [finishedScalar()]
            }
            continuationBytesLeft = 0
            return [Self.replacement] + feed(byte)
        }
        switch byte {
        case 0x00...0x7F:
            return [Unicode.Scalar(byte)]
        case 0xC2...0xDF:
            start(UInt32(byte & 0x1F), continuationBytes: 1, smallest: 0x80)
        case 0xE0...0xEF:
            start(UInt32(byte & 0x0F), continuationBytes: 2, smallest: 0x800)
        case 0xF0...0xF4:
            start(UInt32(byte & 0x07), continuationBytes: 3, smallest: 0x10000)
        default:
            return [Self.replacement]
        }
        return []
    }

    static let replacement = Unicode.Scalar(0xFFFD)!

    private mutating func start(_ bits: UInt32, continuationBytes: Int, smallest: UInt32) {
        scalarSoFar = bits
        continuationBytesLeft = continuationBytes
        smallestValid = smallest
    }

    private func finishedScalar() -> Unicode.Scalar {
        guard scalarSoFar >= smallestValid, let scalar = Unicode.Scalar(scalarSoFar) else {
            return Self.replacement
        }
        return scalar
    }
}
