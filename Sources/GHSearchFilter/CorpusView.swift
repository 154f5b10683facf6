/// A `FilterCorpus`'s arenas as raw pointers, for the length of one filter
/// run (`FilterCorpus.withView`): the matcher reads characters without
/// bounds checks or reference counting.
struct CorpusView {
    let count: Int
    let spans: UnsafeBufferPointer<FilterCorpus.FieldSpan>
    let fieldMasks: UnsafeBufferPointer<UInt64>
    let fieldStartMasks: UnsafeBufferPointer<UInt64>
    let rowMasks: UnsafeBufferPointer<UInt64>
    let bytes: UnsafeBufferPointer<UInt8>
    let wideRaw: UnsafeBufferPointer<UInt32>
    let wideFolded: UnsafeBufferPointer<UInt32>
    let wideClasses: UnsafeBufferPointer<UInt8>
    let byteWordStarts: UnsafeBufferPointer<UInt64>
    let wideWordStarts: UnsafeBufferPointer<UInt64>

    /// One field of one row.
    @inline(__always)
    func field(row: Int, _ field: FilterField) -> FieldText {
        let span = spans[row &* FilterField.count &+ field.rawValue]
        let start = Int(span.start), length = Int(span.length)
        if length == 0 {
            return FieldText(count: 0, bytes: nil, raw: nil, folded: nil, classes: nil, wordStarts: nil, firstBit: 0)
        }
        if span.isWide {
            return FieldText(count: length, bytes: nil, raw: wideRaw.baseAddress! + start,
                             folded: wideFolded.baseAddress! + start, classes: wideClasses.baseAddress! + start,
                             wordStarts: wideWordStarts.baseAddress, firstBit: start)
        }
        return FieldText(count: length, bytes: bytes.baseAddress! + start, raw: nil, folded: nil, classes: nil,
                         wordStarts: byteWordStarts.baseAddress, firstBit: start)
    }

    @inline(__always)
    func mask(row: Int, _ field: FilterField) -> UInt64 {
        fieldMasks[row &* FilterField.count &+ field.rawValue]
    }

    /// The units in a field.
    @inline(__always)
    func length(row: Int, _ field: FilterField) -> Int {
        Int(spans[row &* FilterField.count &+ field.rawValue].length)
    }

    /// The mask bits of the characters that begin a word in a field.
    @inline(__always)
    func startMask(row: Int, _ field: FilterField) -> UInt64 {
        fieldStartMasks[row &* FilterField.count &+ field.rawValue]
    }
}

/// The characters of one field: ASCII bytes, or scalars with their folded
/// form and class.
struct FieldText {
    let count: Int
    let bytes: UnsafePointer<UInt8>?
    let raw: UnsafePointer<UInt32>?
    let folded: UnsafePointer<UInt32>?
    let classes: UnsafePointer<UInt8>?
    /// The arena's word-start bits (`FilterCorpus.byteWordStarts` or
    /// `wideWordStarts`), and the bit of this field's unit 0.
    let wordStarts: UnsafePointer<UInt64>?
    let firstBit: Int

    var isASCII: Bool { raw == nil }

    /// Whether unit `i` begins a word.
    @inline(__always)
    func isWordStart(_ i: Int) -> Bool {
        let bit = firstBit &+ i
        return wordStarts![bit &>> 6] &>> UInt64(bit & 63) & 1 != 0
    }

    /// The first unit in `from..<to` that begins a word, read 64 units at a time.
    @inline(__always)
    func nextWordStart(from: Int, to: Int) -> Int? {
        guard from < to else { return nil }
        let words = wordStarts!
        var bit = firstBit &+ from
        let end = firstBit &+ to
        var word = words[bit &>> 6] &>> UInt64(bit & 63)
        while word == 0 {
            bit = (bit | 63) &+ 1
            if bit >= end { return nil }
            word = words[bit &>> 6]
        }
        let found = bit &+ word.trailingZeroBitCount
        return found < end ? found &- firstBit : nil
    }

    /// Unit `i`'s key under `comparison` (see `FilterTerm.key`).
    @inline(__always)
    func key(_ i: Int, _ comparison: FilterTerm.Comparison) -> UInt32 {
        if let bytes {
            let b = UInt32(bytes[i])
            switch comparison {
            case .folded, .lowered: return b &- 0x41 < 26 ? b | 0x20 : b
            case .foldedCaseSensitive: return b &- 0x41 < 26 ? (b | 0x20) | FilterTerm.upperBit : b
            case .exact: return b
            }
        }
        switch comparison {
        case .folded: return folded![i]
        case .foldedCaseSensitive:
            let r = raw![i]
            return folded![i] | (ScalarFolding.lower(r) != r ? FilterTerm.upperBit : 0)
        case .lowered: return ScalarFolding.lower(raw![i])
        case .exact: return raw![i]
        }
    }

    @inline(__always)
    func characterClass(_ i: Int) -> MatchCharacterClass {
        if let bytes { return MatchCharacterClass.ascii[Int(bytes[i])] }
        return MatchCharacterClass(rawValue: classes![i])!
    }
}

extension FilterCorpus {
    /// Runs `body` with pointers to this corpus's arenas.
    func withView<R>(_ body: (CorpusView) throws -> R) rethrows -> R {
        try spans.withUnsafeBufferPointer { spans in
            try fieldMasks.withUnsafeBufferPointer { fieldMasks in
                try fieldStartMasks.withUnsafeBufferPointer { fieldStartMasks in
                    try rowMasks.withUnsafeBufferPointer { rowMasks in
                        try bytes.withUnsafeBufferPointer { bytes in
                            try wideRaw.withUnsafeBufferPointer { wideRaw in
                                try wideFolded.withUnsafeBufferPointer { wideFolded in
                                    try wideClasses.withUnsafeBufferPointer { wideClasses in
                                        try byteWordStarts.withUnsafeBufferPointer { byteWordStarts in
                                            try wideWordStarts.withUnsafeBufferPointer { wideWordStarts in
                                                try body(CorpusView(count: count, spans: spans, fieldMasks: fieldMasks,
                                                                    fieldStartMasks: fieldStartMasks,
                                                                    rowMasks: rowMasks, bytes: bytes, wideRaw: wideRaw,
                                                                    wideFolded: wideFolded, wideClasses: wideClasses,
                                                                    byteWordStarts: byteWordStarts,
                                                                    wideWordStarts: wideWordStarts))
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
