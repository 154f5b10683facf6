
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

    /// `scalar` without diacritics, its case kept.
    static func normalize(_ scalar: UInt32) -> UInt32 {
        guard scalar >= 0x80, scalar < 0x1_0000 else { return scalar }
        return UInt32(tables.normalize[Int(scalar)])
    }

    /// Whether `scalar` is an upper-case letter (smart case looks for one).
    static func isUpper(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 { return scalar &- 0x41 < 26 }
        return lower(scalar) != scalar
    }

    private struct Tables: Sendable {
        var lower: [UInt16]
        var fold: [UInt16]
        var normalize: [UInt16]
    }

    private static let tables: Tables = {
        var lower = [UInt16](repeating: 0, count: 0x1_0000)
        for v in 0..<0x1_0000 { lower[v] = UInt16(v) }
        for v in 0x80..<0x1_0000 {
            guard let scalar = Unicode.Scalar(UInt32(v)), scalar.properties.changesWhenLowercased,
                  let first = scalar.properties.lowercaseMapping.unicodeScalars.first, first.value < 0x1_0000
            else { continue }
            lower[v] = UInt16(first.value)
        }
        var normalize = [UInt16](repeating: 0, count: 0x1_0000)
        for v in 0..<0x1_0000 { normalize[v] = UInt16(v) }
        // Latin-1 Supplement, Latin Extended-A/B and Additional, Greek tonos:
        // the base letter of the canonical decomposition.
        let ranges: [ClosedRange<Int>] = [0xC0...0x24F, 0x1E00...0x1EFF, 0x386...0x3CE]
        for range in ranges {
            for v in range {
                let base = CanonicalComposition.base(UInt32(v))
                if base != UInt32(v), base < 0x1_0000 {
                    normalize[v] = UInt16(base)
                }
            }
        }
        // Letters with a stroke or other mark that does not decompose.
        let strokes: [(UInt32, Character)] = [
            (0xD8, "O"), (0xF8, "o"), (0x110, "D"), (0x111, "d"), (0x126, "H"), (0x127, "h"),
            (0x131, "i"), (0x141, "L"), (0x142, "l"), (0x166, "T"), (0x167, "t"), (0x180, "b"), (0x197, "I"),
            (0x19A, "l"), (0x1B5, "Z"), (0x1B6, "z"), (0x1E4, "G"), (0x1E5, "g"),
        ]
        for (v, base) in strokes { normalize[Int(v)] = UInt16(base.unicodeScalars.first!.value) }
        var fold = [UInt16](repeating: 0, count: 0x1_0000)
        for v in 0..<0x1_0000 {
            let n = Int(normalize[Int(lower[v])])
            fold[v] = n < 0x80 ? UInt16(n &- 0x41 < 26 ? n | 0x20 : n) : lower[n]
        }
        return Tables(lower: lower, fold: fold, normalize: normalize)
    }()
}
