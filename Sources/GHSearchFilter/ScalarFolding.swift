
/// How characters compare in a filter: lower-cased, and (fzf's
/// normalisation) Latin letters stripped of their diacritics, so `cafe`
/// finds `Café` and `resume` finds `RÉSUMÉ`. Tables for the Basic
/// Multilingual Plane are built once, on first use; scalars beyond it
/// (emoji, rare scripts) compare as they are.
enum ScalarFolding {
    /// `scalar` lower-cased (its simple, one-scalar lower-case form).
    static func lower(_ scalar: UInt32) -> UInt32 {
        if scalar < 0x80 { return scalar &- 0x41 < 26 ? scalar | 0x20 : scalar }
        guard scalar < 0x1_0000 else { return scalar }
        return tables.value(of: scalar, in: tables.lower)
    }

    /// `scalar` lower-cased and without diacritics.
    static func fold(_ scalar: UInt32) -> UInt32 {
        if scalar < 0x80 { return scalar &- 0x41 < 26 ? scalar | 0x20 : scalar }
        guard scalar < 0x1_0000 else { return scalar }
        return tables.value(of: scalar, in: tables.fold)
    }

    /// `scalar` without diacritics, its case kept (only `fold`'s table is
    /// made of it).
    static func normalize(_ scalar: UInt32) -> UInt32 {
        guard scalar < 0x1_0000 else { return scalar }
        return tables.value(of: scalar, in: tables.base)
    }

    /// Whether `scalar` is an upper-case letter (smart case looks for one).
    static func isUpper(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 { return scalar &- 0x41 < 26 }
        return lower(scalar) != scalar
    }

    /// The Basic Multilingual Plane in blocks of 256 scalars. Most blocks
    /// hold no scalar with a lower-case form or a base letter: each of their
    /// scalars is its own lower case, base letter and folded form, and they
    /// take no room. The 17 others have their 256 entries in each table.
    private struct Tables: Sendable {
        /// For each block (a scalar's high byte): 0 when its scalars map to
        /// themselves, else 1 + the block's place in the tables.
        var blocks: [UInt16]
        var lower: [UInt16]
        var fold: [UInt16]
        /// The base letter (`normalize`).
        var base: [UInt16]

        /// `table`'s entry for a scalar of the plane.
        @inline(__always)
        func value(of scalar: UInt32, in table: [UInt16]) -> UInt32 {
            let block = Int(blocks[Int(scalar >> 8)])
            return block == 0 ? scalar : UInt32(table[(block - 1) << 8 | Int(scalar & 0xFF)])
        }
    }

    /// Built from the pairs in `ScalarFolding+Pairs.swift`, not from
    /// `Unicode.Scalar.Properties`: asking the standard library about each
    /// of the 65,536 scalars took ~3–4 ms, and the first text folded is the
    /// first page's rows, on the way to the interactive mode's first frame.
    /// Only the blocks that hold a pair are filled: two tables of the whole
    /// plane were 256 kB of fresh memory to fill there (64 page faults).
    /// `ScalarFoldingTests` checks every scalar of the plane against the
    /// standard library.
    private static let tables: Tables = {
        let baseLetters = decompositionBases.map { ($0 >> 16, $0 & 0xFFFF) }
            + strokes.map { ($0.0, $0.1.unicodeScalars.first!.value) }
        var blocks = [UInt16](repeating: 0, count: 0x100)
        for pair in lowerPairs { blocks[Int(pair >> 24)] = 1 }
        for (v, _) in baseLetters { blocks[Int(v >> 8)] = 1 }
        var filled = 0
        for block in blocks.indices where blocks[block] != 0 {
            filled += 1
            blocks[block] = UInt16(filled)
        }
        func slot(_ scalar: UInt32) -> Int {
            (Int(blocks[Int(scalar >> 8)]) - 1) << 8 | Int(scalar & 0xFF)
        }
        // Every scalar is its own lower case and base letter, and folds to
        // itself (an ASCII letter to its lower case), but those of the pairs.
        func identity(foldingASCII: Bool) -> [UInt16] {
            [UInt16](unsafeUninitializedCapacity: filled << 8) { buffer, count in
                for block in blocks.indices where blocks[block] != 0 {
                    let start = Int(blocks[block] - 1) << 8
                    for low in 0..<0x100 {
                        let v = UInt16(block << 8 | low)
                        buffer[start + low] = foldingASCII && v &- 0x41 < 26 ? v | 0x20 : v
                    }
                }
                count = filled << 8
            }
        }
        var tables = Tables(blocks: blocks, lower: identity(foldingASCII: false), fold: identity(foldingASCII: true),
                            base: identity(foldingASCII: false))
        for pair in lowerPairs { tables.lower[slot(pair >> 16)] = UInt16(truncatingIfNeeded: pair) }
        for (v, base) in baseLetters { tables.base[slot(v)] = UInt16(base) }
        func refold(_ v: UInt32) {
            let n = tables.value(of: tables.value(of: v, in: tables.lower), in: tables.base)
            tables.fold[slot(v)] = UInt16(n < 0x80 ? (n &- 0x41 < 26 ? n | 0x20 : n) : tables.value(of: n, in: tables.lower))
        }
        for pair in lowerPairs { refold(pair >> 16) }
        for (v, _) in baseLetters { refold(v) }
        return tables
    }()

    /// Letters with a stroke or other mark that does not decompose, and the
    /// letter they fold to.
    static let strokes: [(UInt32, Character)] = [
        (0xD8, "O"), (0xF8, "o"), (0x110, "D"), (0x111, "d"), (0x126, "H"), (0x127, "h"),
        (0x131, "i"), (0x141, "L"), (0x142, "l"), (0x166, "T"), (0x167, "t"), (0x180, "b"), (0x197, "I"),
        (0x19A, "l"), (0x1B5, "Z"), (0x1B6, "z"), (0x1E4, "G"), (0x1E5, "g"),
    ]
}
