
/// A string as the matcher reads it: one unit per `Character`, so a matched
/// unit's index is the `Character` offset a table cell highlights. A unit is
/// the character's first scalar in composed form (`e` + U+0301 reads as `é`;
/// a decomposed Hangul syllable as the syllable); an emoji sequence reads as
/// its base emoji. Sanitised printable ASCII takes a fast path: one byte, one
/// unit.
enum MatchText {
    /// Whether every byte of `string` is ASCII (then its units are its bytes).
    static func isASCII(_ string: String) -> Bool {
        var string = string
        return string.withUTF8 { bytes in
            var any: UInt8 = 0
            for b in bytes { any |= b }
            return any < 0x80
        }
    }

    /// Calls `body` with the unit (scalar value) and class of each character
    /// (of the first `limit`). Two ASCII scalars in a row are always two
    /// characters, but CR LF: ASCII text is read byte by byte, and only the
    /// stretches around other scalars go through `Character`'s grapheme
    /// breaking (a stretch ends where two such ASCII scalars meet, which is
    /// a boundary whatever comes before or after it).
    static func forEachUnit(of string: String, limit: Int = .max, _ body: (UInt32, MatchCharacterClass) -> Void) {
        var text = string
        var remaining = limit
        text.withUTF8 { bytes in
            func isBreak(_ before: UInt8, _ after: UInt8) -> Bool {
                before < 0x80 && after < 0x80 && !(before == 0x0D && after == 0x0A)
            }
            var index = 0
            while remaining > 0, index < bytes.count {
                let byte = bytes[index]
                if byte < 0x80, index + 1 == bytes.count || isBreak(byte, bytes[index + 1]) {
                    body(UInt32(byte), MatchCharacterClass.ascii[Int(byte)])
                    remaining -= 1
                    index += 1
                    continue
                }
                var end = index + 1
                while end < bytes.count, !isBreak(bytes[end - 1], bytes[end]) { end += 1 }
                for character in String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self) {
                    guard remaining > 0 else { return }
                    let first = unit(of: character)
                    body(first.value, MatchCharacterClass.of(first))
                    remaining -= 1
                }
                index = end
            }
        }
    }

    /// A character's unit: its first scalar, composed with the marks after
    /// it as NFC composes them (marks that do not compose are left out).
    static func unit(of character: Character) -> Unicode.Scalar {
        let scalars = character.unicodeScalars
        var first = scalars.first!
        if scalars.count > 1, needsComposition(scalars) {
            for mark in scalars.dropFirst() {
                if let composed = CanonicalComposition.compose(first.value, mark.value).flatMap(Unicode.Scalar.init) {
                    first = composed
                }
            }
        }
        return first
    }

    /// The units of `string` (a pattern's, typically).
    static func units(of string: String) -> [UInt32] {
        var units: [UInt32] = []
        forEachUnit(of: string) { unit, _ in units.append(unit) }
        return units
    }

    /// Whether a multi-scalar character may compose to another first scalar:
    /// it holds a combining mark or a conjoining Hangul vowel or final.
    private static func needsComposition(_ scalars: Character.UnicodeScalarView) -> Bool {
        for scalar in scalars.dropFirst() {
            let v = scalar.value
            if (0x1160...0x11FF).contains(v) || (0xD7B0...0xD7FF).contains(v) { return true }
            if scalar.properties.canonicalCombiningClass != .notReordered { return true }
        }
        return false
    }

    /// The bit of a folded unit in a field's character mask: a field can hold
    /// a pattern only if it has every bit of the pattern's mask.
    @inline(__always)
    static func maskBit(_ folded: UInt32) -> UInt64 {
        if folded < 0x80 { return asciiMaskBits[Int(folded)] }
        return 1 << (40 + UInt64(folded % 24))
    }

    static let asciiMaskBits: [UInt64] = (0..<128).map { b in
        switch b {
        case 0x61...0x7A: return 1 << UInt64(b - 0x61)
        case 0x41...0x5A: return 1 << UInt64(b - 0x41)
        case 0x30...0x39: return 1 << UInt64(26 + b - 0x30)
        default: return 1 << UInt64(36 + (b & 3))
        }
    }
}
