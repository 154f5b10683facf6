import GHSearchText
/// Reads UTF-8 text one grapheme cluster at a time, as iterating a
/// `String`'s `Character`s from the same place would, with each cluster's
/// width in cells (`TerminalText.width(of:)`) and its first scalar.
///
/// Most text is read straight from its bytes: a scalar of the common
/// scripts (`simpleWidth`: Latin, Greek, Cyrillic, general punctuation,
/// CJK ideographs and punctuation, kana, Hangul syllables, full- and
/// halfwidth forms) followed by another such scalar, by one below U+0300,
/// or by the end of the text is a cluster of its own: none of those
/// scalars extends or joins what comes before it (they are not marks,
/// joiners, selectors, modifiers, Hangul jamo, regional indicators or
/// Prepend characters), and its width follows from its range. Anything
/// else (a combining mark, an emoji sequence, Indic text) is made into a
/// `Character` and measured as one. `ClusterScannerTests` checks every
/// scalar of every simple range against `TerminalText` and `Character`.
enum ClusterScanner {
    struct Cluster {
        var length: Int
        var width: Int
        var scalar: UInt32
    }

    /// The cluster that starts at `index` of `bytes` (a cluster boundary
    /// of valid UTF-8) and ends at or before `bytes.count`.
    @inline(__always)
    static func cluster(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Cluster {
        let lead = bytes[index]
        if lead < 0x80 {
            // ASCII: a cluster of its own unless a mark (U+0300 on, lead
            // byte 0xCC on) follows, or it is the CR of a CR LF.
            if index + 1 == bytes.count || (bytes[index + 1] < 0xCC && lead != 0x0D) {
                return Cluster(length: 1, width: lead &- 0x20 < 0x5F ? 1 : 0, scalar: UInt32(lead))
            }
            return measured(bytes, at: index)
        }
        let (scalar, length) = decode(bytes, at: index)
        let width = simpleWidth(scalar)
        if width > 0, length > 0 {
            let next = index + length
            if next == bytes.count || bytes[next] < 0xCC { return Cluster(length: length, width: width, scalar: scalar) }
            let (following, followingLength) = decode(bytes, at: next)
            if followingLength > 0, simpleWidth(following) > 0 {
                return Cluster(length: length, width: width, scalar: scalar)
            }
        }
        return measured(bytes, at: index)
    }

    /// A scalar of the simple ranges, decoded: its value, bytes and cells.
    struct Simple {
        var scalar: UInt32
        var length: Int
        var width: Int
    }

    /// `cluster(in:at:)`, and the scalar after the cluster when it was read
    /// to find the cluster's end and is of the simple ranges (then it
    /// starts the next cluster: `cluster(in:at:startingWith:)` reads that
    /// one without decoding it again).
    @inline(__always)
    static func clusterAndFollowing(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Cluster, following: Simple?) {
        guard bytes[index] >= 0x80 else { return (cluster(in: bytes, at: index), nil) }
        let (scalar, length) = decode(bytes, at: index)
        let width = simpleWidth(scalar)
        guard width > 0, length > 0 else { return (measured(bytes, at: index), nil) }
        return cluster(in: bytes, at: index, startingWith: Simple(scalar: scalar, length: length, width: width))
    }

    /// `clusterAndFollowing(in:at:)` for the cluster at `index`, which
    /// starts with `first` (as the cluster before it found).
    @inline(__always)
    static func cluster(in bytes: UnsafeBufferPointer<UInt8>, at index: Int, startingWith first: Simple)
        -> (Cluster, following: Simple?) {
        let found = Cluster(length: first.length, width: first.width, scalar: first.scalar)
        let next = index + first.length
        if next == bytes.count || bytes[next] < 0xCC { return (found, nil) }
        let (following, followingLength) = decode(bytes, at: next)
        if followingLength > 0 {
            let followingWidth = simpleWidth(following)
            if followingWidth > 0 {
                return (found, Simple(scalar: following, length: followingLength, width: followingWidth))
            }
        }
        return (measured(bytes, at: index), nil)
    }

    /// The cells a scalar of the simple ranges takes as a cluster of its
    /// own; 0 for any other scalar (which is then measured as a `Character`).
    @inline(__always)
    static func simpleWidth(_ scalar: UInt32) -> Int {
        // Split at U+3000 first, so that CJK text (most of the non-ASCII
        // scalars met) is told apart in a few comparisons.
        if scalar < 0x3000 {
            switch scalar {
            case 0x20...0x7E, 0xA0...0x2FF, 0x370...0x482, 0x2010...0x2027, 0x2030...0x205E: return 1
            default: return 0
            }
        }
        switch scalar {
        case 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0x3041...0x3096, 0x309B...0x30FF, 0x3000...0x3029, 0x3030...0x303E,
             0xFF01...0xFF60:
            return 2
        case 0xFF61...0xFF9D:
            return 1
        default:
            return 0
        }
    }

    /// The scalar at `index` and its length in bytes (0 when the text ends
    /// inside it, which valid UTF-8 never does).
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (scalar: UInt32, length: Int) {
        let lead = UInt32(bytes[index])
        if lead < 0x80 { return (lead, 1) }
        // Each length written out (no loop over the continuation bytes).
        if lead < 0xE0 {
            guard index + 2 <= bytes.count else { return (0, 0) }
            return ((lead & 0x1F) << 6 | UInt32(bytes[index + 1]) & 0x3F, 2)
        }
        if lead < 0xF0 {
            guard index + 3 <= bytes.count else { return (0, 0) }
            return ((lead & 0x0F) << 12 | (UInt32(bytes[index + 1]) & 0x3F) << 6 | UInt32(bytes[index + 2]) & 0x3F, 3)
        }
        guard index + 4 <= bytes.count else { return (0, 0) }
        return ((lead & 0x07) << 18 | (UInt32(bytes[index + 1]) & 0x3F) << 12 | (UInt32(bytes[index + 2]) & 0x3F) << 6
                    | UInt32(bytes[index + 3]) & 0x3F, 4)
    }

    /// The cluster at `index` made into a `Character`: from a window of the
    /// text that ends on a scalar boundary after it (the break after a
    /// cluster depends only on the scalar that follows), widened while the
    /// cluster fills the window.
    private static func measured(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Cluster {
        var window = 15
        while true {
            var end = min(bytes.count, index + window)
            while end < bytes.count, end > index + 1, bytes[end] & 0xC0 == 0x80 { end -= 1 }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
            guard let character = text.first else { return Cluster(length: 1, width: 0, scalar: 0) }
            let length = character.utf8.count
            if length < end - index || end == bytes.count {
                return Cluster(length: length, width: TerminalText.width(of: character),
                               scalar: character.unicodeScalars.first?.value ?? 0)
            }
            window *= 2
        }
    }
}
