/// The small lookup tables of the matcher, copied into memory a
/// `MatchScratch` owns, so the inner loops read them through plain pointers
/// (no lazy-global checks, no bounds checks).
struct MatchTables {
    /// `bonus[previous * classes + current]`.
    let bonus: UnsafeMutablePointer<Int16>
    /// The class of each ASCII byte.
    let asciiClass: UnsafeMutablePointer<UInt8>
    /// The key of each ASCII byte under each comparison: `keys[comparison * 128 + byte]`.
    let asciiKeys: UnsafeMutablePointer<UInt32>
    /// `MatchText.asciiMaskBits`: the character-mask bit of each ASCII unit.
    let asciiMaskBits: UnsafeMutablePointer<UInt64>

    /// (Written once, before any reader has it; read-only after.)
    private nonisolated(unsafe) static let sharedPairBonus: UnsafePointer<Int8> = {
        let table = UnsafeMutablePointer<Int8>.allocate(capacity: 128 * 128)
        let ascii = MatchCharacterClass.ascii
        for previous in 0..<128 {
            for current in 0..<128 {
                table[previous << 7 | current] = Int8(MatchScoring.bonus(after: ascii[previous], ascii[current]))
            }
        }
        return UnsafePointer(table)
    }()

    static let classes = MatchCharacterClass.count

    /// The bonus of an ASCII byte after another: `pairBonus[previous << 7 |
    /// current]` (a field's first byte: after a space, the start's class).
    /// Shared by every scratch, made once, never freed.
    let pairBonus: UnsafePointer<Int8>

    init() {
        bonus = .allocate(capacity: MatchScoring.bonusTable.count)
        bonus.initialize(from: MatchScoring.bonusTable, count: MatchScoring.bonusTable.count)
        asciiClass = .allocate(capacity: 128)
        for b in 0..<128 { asciiClass[b] = MatchCharacterClass.ascii[b].rawValue }
        asciiKeys = .allocate(capacity: 4 * 128)
        for comparison in [FilterTerm.Comparison.folded, .foldedCaseSensitive, .lowered, .exact] {
            for b in 0..<128 {
                asciiKeys[MatchTables.index(comparison) * 128 + b] = FilterTerm.key(UInt32(b), comparison)
            }
        }
        asciiMaskBits = .allocate(capacity: 128)
        asciiMaskBits.initialize(from: MatchText.asciiMaskBits, count: 128)
        pairBonus = Self.sharedPairBonus
    }

    /// `MatchText.maskBit(folded)`, its ASCII part read from `asciiMaskBits`.
    @inline(__always)
    func maskBit(_ folded: UInt32) -> UInt64 {
        folded < 0x80 ? asciiMaskBits[Int(folded)] : 1 &<< (40 &+ UInt64(folded % 24))
    }

    func deallocate() {
        bonus.deallocate()
        asciiClass.deallocate()
        asciiKeys.deallocate()
        asciiMaskBits.deallocate()
    }

    @inline(__always)
    static func index(_ comparison: FilterTerm.Comparison) -> Int {
        switch comparison {
        case .folded: return 0
        case .foldedCaseSensitive: return 1
        case .lowered: return 2
        case .exact: return 3
        }
    }
}
