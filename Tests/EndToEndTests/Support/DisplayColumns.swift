/// An independent measure of terminal cells for the test data the hostile
/// tests use (not the program's own width code, so a bug there cannot hide
/// behind the same bug here): a grapheme cluster with a CJK, Hangul,
/// fullwidth or emoji scalar takes 2 cells; one made only of combining marks,
/// zero-width characters and variation selectors takes 0; any other takes 1.
enum DisplayColumns {
    static func width(_ text: Substring) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    /// The display column at which `needle` starts in `line`.
    static func column(of needle: String, in line: String) -> Int? {
        guard let range = line.range(of: needle) else { return nil }
        return width(line[..<range.lowerBound])
    }

    static func width(of character: Character) -> Int {
        let scalars = character.unicodeScalars.map(\.value)
        if scalars.contains(where: isWide) { return 2 }
        if scalars.allSatisfy(isZeroWidth) { return 0 }
        return 1
    }

    private static func isWide(_ v: UInt32) -> Bool {
        (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
            || (0xFFE0...0xFFE6).contains(v) || (0x1F300...0x1F64F).contains(v) || (0x1F680...0x1F6FF).contains(v)
            || (0x1F900...0x1F9FF).contains(v) || (0x1FA70...0x1FAFF).contains(v)
            || (0x20000...0x3FFFD).contains(v)
    }

    private static func isZeroWidth(_ v: UInt32) -> Bool {
        (0x300...0x36F).contains(v) || (0x200B...0x200F).contains(v) || (0x2060...0x2064).contains(v)
            || (0xFE00...0xFE0F).contains(v)
    }
}
