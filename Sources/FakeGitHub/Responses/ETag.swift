/// Weak validators in GitHub's shape, `W/"<32 hex digits>"`, derived from
/// the body (two FNV-1a-64 hashes; GitHub uses an MD5, the shape is what
/// clients see).
enum ETag {
    static func weak(for body: [UInt8]) -> String {
        "W/\"\(hex(fnv(body, basis: 0xcbf2_9ce4_8422_2325)))\(hex(fnv(body, basis: 0x8422_2325_cbf2_9ce4)))\""
    }

    /// Whether an `If-None-Match` value names this tag (weak comparison,
    /// lists and `*` understood).
    static func matches(ifNoneMatch header: String, tag: String) -> Bool {
        let opaque = strip(tag)
        for candidate in header.split(separator: ",") {
            let trimmed = candidate.trimmingCharacters(in: " \t")
            if trimmed == "*" || strip(trimmed) == opaque { return true }
        }
        return false
    }

    private static func strip(_ tag: String) -> String {
        tag.hasPrefix("W/") ? String(tag.dropFirst(2)) : tag
    }

    private static func fnv(_ bytes: [UInt8], basis: UInt64) -> UInt64 {
        var hash = basis
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
