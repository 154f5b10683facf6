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

    /// The 16 bytes at `at`, compared with the first `compared` (2, 4 or
    /// 8) of `vectors`: a bit per lane (bit 7 of each byte, in memory
    /// order, the first 8 lanes in `low`) whose byte folds to one of the
    /// term's characters.
    @inline(__always)
    private static func hits(_ vectors: UnsafePointer<SIMD16<UInt8>>, compared: Int, _ bytes: UnsafePointer<UInt8>,
                             at: Int) -> (low: UInt64, high: UInt64) {
        let block = UnsafeRawPointer(bytes + at).loadUnaligned(as: SIMD16<UInt8>.self) | SIMD16(repeating: 0x20)
        var hit = (block .== vectors[0]) .| (block .== vectors[1])
        if compared > 2 { hit .|= (block .== vectors[2]) .| (block .== vectors[3]) }
        if compared > 4 {
            hit .|= (block .== vectors[4]) .| (block .== vectors[5]) .| (block .== vectors[6]) .| (block .== vectors[7])
        }
        // Each lane is 0x00 or 0xFF: the halves as words, one bit kept per lane.
        let halves = unsafeBitCast(hit, to: SIMD2<UInt64>.self) & SIMD2(repeating: 0x8080_8080_8080_8080)
        return (halves[0], halves[1])
    }

    /// The block of 16 bytes holding position `j` of a field of `count`
    /// (at least 16): its start (`j`, or the field's last block), and
    /// `hits` for the lanes from `j` on.
    @inline(__always)
    private static func block(_ vectors: UnsafePointer<SIMD16<UInt8>>, compared: Int, _ bytes: UnsafePointer<UInt8>,
                              at j: Int, count: Int) -> (at: Int, low: UInt64, high: UInt64) {
        let at = j &+ 16 <= count ? j : count &- 16
        var (low, high) = hits(vectors, compared: compared, bytes, at: at)
        skip(j &- at, &low, &high)
        return (at, low, high)
    }

    /// Clears the bits of the first `skip` (0 to 15) lanes.
    @inline(__always)
    private static func skip(_ skip: Int, _ low: inout UInt64, _ high: inout UInt64) {
        if skip >= 8 {
            low = 0
            high &= ~0 &<< UInt64((skip &- 8) &* 8)
        } else if skip > 0 {
            low &= ~0 &<< UInt64(skip &* 8)
        }
    }

    /// Writes the position of each lane of `bits` (bit 7 of each byte) of
    /// the 8 bytes at `at` to `positions[n...]`, ascending.
    @inline(__always)
    private static func emit(_ bits: UInt64, at: Int, _ positions: UnsafeMutablePointer<Int32>, _ n: inout Int) {
        var bits = bits
        while bits != 0 {
            positions[n] = Int32(truncatingIfNeeded: at &+ bits.trailingZeroBitCount &>> 3)
            n &+= 1
            bits &= bits &- 1
        }
    }

    /// Writes to `positions`, ascending, every position in `from..<count`
    /// whose byte is one of `term`'s characters, and, in a field read 16
    /// bytes at a time, the few whose byte only folds like one (`@` for a
    /// backquote, `s` for a case-sensitive `S`): a pass looks up each
    /// byte's rows (`rowsByByte`), none for those. Returns how many.
    /// `positions` holds `count - from` at least.
    @inline(__always)
    static func gather(_ term: CompiledTerm, in bytes: UnsafePointer<UInt8>, from: Int, count: Int,
                       into positions: UnsafeMutablePointer<Int32>) -> Int {
        var n = 0
        var j = from
        if let vectors = term.scanVectors, count &- from >= 16 {
            let compared = term.scanCompared
            while j &+ 16 <= count {
                let (low, high) = hits(vectors, compared: compared, bytes, at: j)
                emit(low, at: j, positions, &n)
                emit(high, at: j &+ 8, positions, &n)
                j &+= 16
            }
            if j < count {  // the field's last 16 bytes, from `j` on
                let at = count &- 16
                var (low, high) = hits(vectors, compared: compared, bytes, at: at)
                skip(j &- at, &low, &high)
                emit(low, at: at, positions, &n)
                emit(high, at: at &+ 8, positions, &n)
            }
            return n
        }
        // (Each candidate is written, and kept only if it is a member, without a branch.)
        let members = term.members
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
