/// What `FilterCorpus` reads to mark an ASCII field's word starts and
/// masks, as plain pointers (no lazy-global check or bounds check in the
/// loop over bytes): whether a byte begins a word after another byte, or
/// as a field's first, and each byte's character-mask bit.
struct ASCIIWordStarts: @unchecked Sendable {
    /// `afterByte[previous << 7 | current]`: 1 when `current` begins a word
    /// after `previous` (`MatchScoring.startsWord` of their classes), else 0.
    let afterByte: UnsafePointer<UInt8>
    /// `afterStart[byte]`: the same for a field's first byte.
    let afterStart: UnsafePointer<UInt8>
    /// `MatchText.asciiMaskBits`.
    let maskBits: UnsafePointer<UInt64>

    /// Made once, never freed (read-only once made).
    static let shared = ASCIIWordStarts()

    private init() {
        let classes = MatchCharacterClass.asciiRaw.map(Int.init)
        let startsWord = MatchScoring.startsWord
        let count = MatchCharacterClass.count
        let pairs = UnsafeMutablePointer<UInt8>.allocate(capacity: 128 * 128)
        for previous in 0..<128 {
            for current in 0..<128 {
                pairs[previous << 7 | current] = startsWord[classes[previous] * count + classes[current]] ? 1 : 0
            }
        }
        let first = UnsafeMutablePointer<UInt8>.allocate(capacity: 128)
        let start = Int(MatchCharacterClass.start.rawValue)
        for current in 0..<128 { first[current] = startsWord[start * count + classes[current]] ? 1 : 0 }
        let bits = UnsafeMutablePointer<UInt64>.allocate(capacity: 128)
        bits.initialize(from: MatchText.asciiMaskBits, count: 128)
        afterByte = UnsafePointer(pairs)
        afterStart = UnsafePointer(first)
        maskBits = UnsafePointer(bits)
    }
}
