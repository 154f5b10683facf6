/// What `FilterCorpus` reads text with past ASCII without making
/// `Character`s: the scalars of valid UTF-8, and which of them are a
/// character by themselves next to each other.
extension MatchText {
    /// The scalar that starts at `index` of valid UTF-8 (a `String`'s
    /// bytes) and its length in bytes.
    @inline(__always)
    static func scalar(in utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: UInt32, length: Int) {
        let b0 = UInt32(utf8[index])
        if b0 < 0x80 { return (b0, 1) }
        let b1 = UInt32(utf8[index &+ 1]) & 0x3F
        if b0 < 0xE0 { return ((b0 & 0x1F) << 6 | b1, 2) }
        let b2 = UInt32(utf8[index &+ 2]) & 0x3F
        if b0 < 0xF0 { return ((b0 & 0x0F) << 12 | b1 << 6 | b2, 3) }
        let b3 = UInt32(utf8[index &+ 3]) & 0x3F
        return ((b0 & 0x07) << 18 | b1 << 12 | b2 << 6 | b3, 4)
    }

    /// Whether `scalar` is in a range whose every scalar has the grapheme
    /// break property Other (not a mark, joiner, prepend, control, Hangul
    /// jamo or regional indicator): between two such scalars there is always
    /// a character boundary, whatever surrounds them. Printable ASCII,
    /// Latin-1 and the Latin extensions (but the soft hyphen), Greek and
    /// Cyrillic letters, general punctuation, CJK punctuation, kana, CJK
    /// ideographs, Hangul syllables and the full-width ASCII forms: most
    /// text of the world's descriptions; the rest goes through `Character`.
    @inline(__always)
    static func standsAlone(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x20...0x7E: return true
        case 0xA0...0x2FF: return scalar != 0xAD
        case 0x370...0x3FF, 0x400...0x482, 0x48A...0x52F: return true
        case 0x2010...0x2027, 0x2030...0x205E: return true
        case 0x3000...0x3029, 0x3041...0x3096, 0x30A1...0x30FF: return true
        case 0x3400...0x4DBF, 0x4E00...0x9FFF: return true
        case 0xAC00...0xD7A3: return true
        case 0xFF01...0xFF5E: return true
        default: return false
        }
    }
}
