/// Finds, in an ASCII field, the bytes that are one of a term's
/// characters, sixteen bytes at a time: each block is compared (its
/// letters folded to lower case by setting bit 5) with the term's
/// characters folded the same way, and only the lanes that matched are
/// looked up in the term's `members` table (folding makes a few other
/// bytes look alike, such as `@` and a backquote). The last block of a
/// field is the field's last sixteen bytes; a field shorter than that, or
/// a term of more than eight folded characters, is read byte by byte.
enum MemberScan {
    /// Folded characters compared per block (padded by repeating one).
    static let width = 8

    /// The folded forms of `needles` as `width` vectors, the first repeated
    /// after the distinct ones; nil when there are more than `width`.
    static func vectors(_ needles: [FilterTerm.AsciiNeedle]) -> [SIMD16<UInt8>]? {
        #if _endian(little)
        var folded: [UInt8] = []
        for needle in needles {
            for byte in [needle.byte | 0x20, needle.other | 0x20] where !folded.contains(byte) { folded.append(byte) }
        }
        guard let first = folded.first, folded.count <= width else { return nil }
        while folded.count < width { folded.append(first) }
        return folded.map { SIMD16<UInt8>(repeating: $0) }
        #else
        return nil
        #endif
    }

    /// The block of 16 bytes holding position `j` of a field of `count`
    /// (at least 16), compared with the first `compared` (2, 4 or 8) of
    /// `vectors`: its start (`j`, or the field's last block), and a
    /// bit per lane (bit 7 of each byte, in memory order, the first 8 lanes
    /// in `low`) for the lanes from `j` on whose byte folds to one of the
    /// term's characters.
    @inline(__always)
    private static func block(_ vectors: UnsafePointer<SIMD16<UInt8>>, compared: Int, _ bytes: UnsafePointer<UInt8>,
                              at j: Int, count: Int) -> (at: Int, low: UInt64, high: UInt64) {
        let at = j &+ 16 <= count ? j : count &- 16
        let skip = j &- at
        let block = UnsafeRawPointer(bytes + at).loadUnaligned(as: SIMD16<UInt8>.self) | SIMD16(repeating: 0x20)
        var hit = (block .== vectors[0]) .| (block .== vectors[1])
        if compared > 2 { hit .|= (block .== vectors[2]) .| (block .== vectors[3]) }
        if compared > 4 {
            hit .|= (block .== vectors[4]) .| (block .== vectors[5]) .| (block .== vectors[6]) .| (block .== vectors[7])
        }
        // Each lane is 0x00 or 0xFF: the halves as words, one bit kept per lane.
        let halves = unsafeBitCast(hit, to: SIMD2<UInt64>.self) & SIMD2(repeating: 0x8080_8080_8080_8080)
        var low = halves[0], high = halves[1]
        if skip >= 8 {
            low = 0
            high &= ~0 &<< UInt64((skip &- 8) &* 8)
        } else if skip > 0 {
            low &= ~0 &<< UInt64(skip &* 8)
        }
        return (at, low, high)
    }

    /// Writes to `positions` every position in `from..<count` whose byte
    /// is one of `term`'s characters, ascending; returns how many. (Each
    /// candidate is written, and kept only if it is a member, without a
    /// branch.) `positions` holds `count - from` at least.
    @inline(__always)
    static func gather(_ term: CompiledTerm, in bytes: UnsafePointer<UInt8>, from: Int, count: Int,
                       into positions: UnsafeMutablePointer<Int32>) -> Int {
        let members = term.members
        var n = 0
        var j = from
        if let vectors = term.scanVectors, count &- from >= 16 {
            while j < count {
                var (at, low, high) = block(vectors, compared: term.scanCompared, bytes, at: j, count: count)
                while low != 0 {
                    let found = at &+ low.trailingZeroBitCount &>> 3
                    positions[n] = Int32(truncatingIfNeeded: found)
                    n &+= Int(members[Int(bytes[found])])
                    low &= low &- 1
                }
                while high != 0 {
                    let found = at &+ 8 &+ high.trailingZeroBitCount &>> 3
                    positions[n] = Int32(truncatingIfNeeded: found)
                    n &+= Int(members[Int(bytes[found])])
                    high &= high &- 1
                }
                j = at &+ 16
            }
            return n
        }
        while j < count {
            positions[n] = Int32(truncatingIfNeeded: j)
            n &+= Int(members[Int(bytes[j])])
            j &+= 1
        }
        return n
    }

    /// The first position in `from..<count` whose byte is one of `term`'s
    /// characters (`term.members`), or `count`.
    @inline(__always)
    static func next(_ term: CompiledTerm, in bytes: UnsafePointer<UInt8>, from: Int, count: Int) -> Int {
        let members = term.members
        var j = from
        if let vectors = term.scanVectors, count >= 16 {
            while j < count {
                var (at, low, high) = block(vectors, compared: term.scanCompared, bytes, at: j, count: count)
                while low != 0 {
                    let found = at &+ low.trailingZeroBitCount &>> 3
                    if members[Int(bytes[found])] != 0 { return found }
                    low &= low &- 1
                }
                while high != 0 {
                    let found = at &+ 8 &+ high.trailingZeroBitCount &>> 3
                    if members[Int(bytes[found])] != 0 { return found }
                    high &= high &- 1
                }
                j = at &+ 16
            }
            return count
        }
        while j < count && members[Int(bytes[j])] == 0 { j &+= 1 }
        return j
    }
}
