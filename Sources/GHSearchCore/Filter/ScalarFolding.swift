
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
        return UInt32(tables.lower[Int(scalar)])
    }

    /// `scalar` lower-cased and without diacritics.
    static func fold(_ scalar: UInt32) -> UInt32 {
        if scalar < 0x80 { return scalar &- 0x41 < 26 ? scalar | 0x20 : scalar }
        guard scalar < 0x1_0000 else { return scalar }
        return UInt32(tables.fold[Int(scalar)])
    }

    /// `scalar` without diacritics, its case kept (only `fold`'s table is
    /// made of it, so it is looked up in the few scalars it changes).
    static func normalize(_ scalar: UInt32) -> UInt32 {
        baseLetters[scalar] ?? scalar
    }

    /// Whether `scalar` is an upper-case letter (smart case looks for one).
    static func isUpper(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 { return scalar &- 0x41 < 26 }
        return lower(scalar) != scalar
    }

    private struct Tables: Sendable {
        var lower: [UInt16]
        var fold: [UInt16]
    }

    /// Built from the pairs in `ScalarFolding+Pairs.swift`, not from
    /// `Unicode.Scalar.Properties`: asking the standard library about each
    /// of the 65,536 scalars took ~3–4 ms, and the first text folded is the
    /// first page's rows, on the way to the interactive mode's first frame.
    /// `ScalarFoldingTests` checks the pairs against the standard library.
    private static let tables: Tables = {
        var lower = plane { UInt16(truncatingIfNeeded: $0) }
        for pair in lowerPairs {
            lower[Int(pair >> 16)] = UInt16(truncatingIfNeeded: pair)
        }
        // Every scalar folds to itself (an ASCII letter to its lower case)
        // but those with a lower-case form or a base letter.
        var fold = plane { $0 &- 0x41 < 26 ? UInt16($0 | 0x20) : UInt16(truncatingIfNeeded: $0) }
        func refold(_ v: Int) {
            let n = Int(normalize(UInt32(lower[v])))
            fold[v] = n < 0x80 ? UInt16(n &- 0x41 < 26 ? n | 0x20 : n) : lower[n]
        }
        for pair in lowerPairs { refold(Int(pair >> 16)) }
        for v in baseLetters.keys { refold(Int(v)) }
        return Tables(lower: lower, fold: fold)
    }()

    /// A table of the Basic Multilingual Plane: `value` of each scalar.
    private static func plane(_ value: (UInt32) -> UInt16) -> [UInt16] {
        [UInt16](unsafeUninitializedCapacity: 0x1_0000) { buffer, count in
            for v in 0..<0x1_0000 { buffer[v] = value(UInt32(v)) }
            count = 0x1_0000
        }
    }

    /// The base letter of each scalar that has one: Latin-1 Supplement,
    /// Latin Extended-A/B and Additional, Greek tonos (the first scalar of
    /// the canonical decomposition), and letters with a stroke.
    private static let baseLetters: [UInt32: UInt32] = {
        var letters = [UInt32: UInt32](minimumCapacity: decompositionBases.count + strokes.count)
        for pair in decompositionBases { letters[pair >> 16] = pair & 0xFFFF }
        for (v, base) in strokes { letters[v] = base.unicodeScalars.first!.value }
        return letters
    }()

    /// Letters with a stroke or other mark that does not decompose, and the
    /// letter they fold to.
    static let strokes: [(UInt32, Character)] = [
        (0xD8, "O"), (0xF8, "o"), (0x110, "D"), (0x111, "d"), (0x126, "H"), (0x127, "h"),
        (0x131, "i"), (0x141, "L"), (0x142, "l"), (0x166, "T"), (0x167, "t"), (0x180, "b"), (0x197, "I"),
        (0x19A, "l"), (0x1B5, "Z"), (0x1B6, "z"), (0x1E4, "G"), (0x1E5, "g"),
    ]
}
