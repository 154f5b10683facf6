/// A `FilterTerm` as the hot loop reads it: plain values and pointers into
/// memory its `FilterProgram` owns, so looking at a row copies no arrays
/// and touches no reference counts.
struct CompiledTerm {
    let kind: FilterTerm.Kind
    let isInverse: Bool
    let comparison: FilterTerm.Comparison
    let mask: UInt64
    let keys: UnsafePointer<UInt32>
    let count: Int
    /// For ASCII fields, the byte(s) of each unit; nil when no ASCII field can match.
    let needles: UnsafePointer<FilterTerm.AsciiNeedle>?
    /// For ASCII fields: 1 for every byte that is (a case of) one of the
    /// term's characters, 0 for the rest (128 entries).
    let members: UnsafePointer<UInt8>
    /// For ASCII fields: per byte, a bit for each of the first 64 pattern
    /// characters it matches (128 entries).
    let rowsByByte: UnsafePointer<UInt64>
    /// For ASCII fields: the term's characters folded as `MemberScan`
    /// compares them, `MemberScan.width` vectors, of which the first
    /// `scanCompared` (2, 4 or 8: as many as there are distinct ones, the
    /// rest repeat the first) are compared; nil when there are too many.
    let scanVectors: UnsafePointer<SIMD16<UInt8>>?
    let scanCompared: Int
    /// The most the term can score in a field (before its weight).
    let bound: Int
    /// `MatchScoring.wordStart(bound:)`: the extra points of a match in word-start pieces.
    let wordStart: Int
    /// `^`, `$`, `^…$`: the name only.
    let nameOnly: Bool
    /// The mask bit of the character a match at word starts must begin a
    /// word with (the first: `MatchScratch.matchesAtWordStarts`); 0 for the
    /// kinds that pass that check wherever they match (`'x'`, `^x`, `^x$`).
    let startBit: UInt64
    /// A fuzzy word (positive or inverse) of 1 to 63 ASCII characters: its
    /// score in an ASCII field is `MatchScratch.shortAsciiFuzzy`'s.
    let isShortAsciiFuzzy: Bool

    /// Whether a field whose word-start characters are `startMask`
    /// (`CorpusView.startMask`) can hold a match at word starts: false
    /// means `matchesAtWordStarts` is false there.
    @inline(__always)
    func canStartWord(_ startMask: UInt64) -> Bool { startMask & startBit == startBit }
}

/// Memory for compiled terms: allocated once per filter run, freed with it.
final class CompiledTerms {
    let terms: UnsafeMutableBufferPointer<CompiledTerm>
    private let keys: UnsafeMutableBufferPointer<UInt32>
    private let needles: UnsafeMutableBufferPointer<FilterTerm.AsciiNeedle>
    private let members: UnsafeMutableBufferPointer<UInt8>
    private let rowsByByte: UnsafeMutableBufferPointer<UInt64>
    private let scanVectors: UnsafeMutableBufferPointer<SIMD16<UInt8>>

    init(_ source: [FilterTerm]) {
        let total = max(1, source.reduce(0) { $0 + $1.keys.count })
        keys = .allocate(capacity: total)
        needles = .allocate(capacity: total)
        terms = .allocate(capacity: max(1, source.count))
        members = .allocate(capacity: 128 * max(1, source.count))
        members.initialize(repeating: 0)
        rowsByByte = .allocate(capacity: 128 * max(1, source.count))
        rowsByByte.initialize(repeating: 0)
        scanVectors = .allocate(capacity: MemberScan.width * max(1, source.count))
        scanVectors.initialize(repeating: SIMD16())
        var offset = 0
        for (index, term) in source.enumerated() {
            let keyStart = keys.baseAddress! + offset
            for (k, key) in term.keys.enumerated() { keys[offset + k] = key }
            var needleStart: UnsafePointer<FilterTerm.AsciiNeedle>?
            var vectorStart: UnsafePointer<SIMD16<UInt8>>?
            var distinct = 0
            let memberTable = members.baseAddress! + 128 * index
            let rowTable = rowsByByte.baseAddress! + 128 * index
            if let ascii = term.asciiNeedles {
                for (k, needle) in ascii.enumerated() {
                    needles[offset + k] = needle
                    memberTable[Int(needle.byte)] = 1
                    memberTable[Int(needle.other)] = 1
                    if k < 64 {
                        rowTable[Int(needle.byte)] |= 1 << UInt64(k)
                        rowTable[Int(needle.other)] |= 1 << UInt64(k)
                    }
                }
                needleStart = UnsafePointer(needles.baseAddress! + offset)
                if let vectors = MemberScan.vectors(ascii) {
                    let start = scanVectors.baseAddress! + MemberScan.width * index
                    for (k, vector) in vectors.enumerated() { start[k] = vector }
                    vectorStart = UnsafePointer(start)
                    distinct = Set(vectors.map { $0[0] }).count
                }
            }
            let startBit: UInt64
            switch term.kind {
            case .fuzzy, .exact, .suffix: startBit = term.units.first.map { MatchText.maskBit(ScalarFolding.fold($0)) } ?? 0
            case .exactBoundary, .prefix, .equal: startBit = 0
            }
            (terms.baseAddress! + index).initialize(to: CompiledTerm(
                kind: term.kind, isInverse: term.isInverse, comparison: term.comparison, mask: term.mask,
                keys: UnsafePointer(keyStart), count: term.keys.count, needles: needleStart,
                members: UnsafePointer(memberTable), rowsByByte: UnsafePointer(rowTable),
                scanVectors: vectorStart, scanCompared: distinct <= 2 ? 2 : distinct <= 4 ? 4 : 8,
                bound: MatchScoring.bestPossible(length: term.keys.count),
                wordStart: MatchScoring.wordStart(bound: MatchScoring.bestPossible(length: term.keys.count)),
                nameOnly: term.isAnchored, startBit: startBit,
                isShortAsciiFuzzy: term.kind == .fuzzy && needleStart != nil && (1...63).contains(term.keys.count)))
            offset += term.keys.count
        }
    }

    deinit {
        keys.deallocate()
        needles.deallocate()
        members.deallocate()
        rowsByByte.deallocate()
        scanVectors.deallocate()
        terms.deallocate()
    }
}
