/// Turns a README's bytes into text, or says they are none: UTF-8 (a BOM
/// dropped), UTF-16 with a byte-order mark, and, for bytes that are not
/// UTF-8, ISO-8859-1 when no multi-byte character is in them (an old
/// README) or UTF-8 with replacement characters when some are (a damaged
/// one). Binary data (a NUL, or many control bytes) is not text. Text over
/// `limit` bytes is cut, at a line end when one is near, else between
/// characters.
enum ReadmeDecoder {
    struct Text: Equatable {
        var string: String
        var encoding: Readme.Encoding
        /// The UTF-8 bytes kept, when the text was cut.
        var shownBytes: Int?
    }

    /// Control bytes (other than tab, line feed, form feed and carriage
    /// return) a text may hold: one in ten is binary.
    static let controlShareForBinary = 10

    static func decode(_ bytes: [UInt8], limit: Int) -> Text? {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            guard let text = utf16(bytes.dropFirst(2), bigEndian: bytes[0] == 0xFE) else { return nil }
            return cut(Array(text.utf8), limit: limit, encoding: .utf16)
        }
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        guard !looksBinary(body.prefix(limit)) else { return nil }
        return cut(Array(body), limit: limit, encoding: .utf8)
    }

    /// The first `limit` bytes (at a line end within the last 4 kB before
    /// it, else at a character boundary), read in `encoding` (or whatever
    /// the bytes turn out to need).
    private static func cut(_ bytes: [UInt8], limit: Int, encoding: Readme.Encoding) -> Text {
        var end = bytes.count
        var shown: Int?
        if bytes.count > limit {
            end = limit
            if let newline = bytes[max(0, limit - 4_096)..<limit].lastIndex(of: 0x0A) {
                end = newline + 1
            } else {
                while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }
            }
            shown = end
        }
        let kept = bytes[..<end]
        if let text = String(validating: kept, as: UTF8.self) {
            return Text(string: text, encoding: encoding, shownBytes: shown)
        }
        if !hasMultiByteCharacter(kept) {
            return Text(string: String(kept.map { Character(Unicode.Scalar($0)) }), encoding: .latin1, shownBytes: shown)
        }
        return Text(string: String(decoding: kept, as: UTF8.self), encoding: .utf8WithReplacements, shownBytes: shown)
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> String? {
        guard bytes.count % 2 == 0 else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let (first, second) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        guard let text = String(validating: units, as: UTF16.self), !text.unicodeScalars.contains(where: { $0 == "\0" })
        else { return nil }
        return text
    }

    /// A NUL, or more than one control byte in `controlShareForBinary`.
    static func looksBinary(_ bytes: ArraySlice<UInt8>) -> Bool {
        var controls = 0
        for byte in bytes {
            if byte == 0 { return true }
            if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0C, byte != 0x0D { controls += 1 }
        }
        return controls * controlShareForBinary > bytes.count
    }

    /// Whether some well-formed UTF-8 sequence of two or more bytes is in
    /// `bytes` (then they are UTF-8 with damage, not another encoding).
    private static func hasMultiByteCharacter(_ bytes: ArraySlice<UInt8>) -> Bool {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let lead = bytes[index]
            let length = lead >= 0xF0 && lead < 0xF5 ? 4 : lead >= 0xE0 && lead < 0xF0 ? 3 : lead >= 0xC2 && lead < 0xE0 ? 2 : 1
            if length > 1, index + length <= bytes.endIndex,
               bytes[(index + 1)..<(index + length)].allSatisfy({ $0 & 0xC0 == 0x80 }) {
                return true
            }
            index += 1
        }
        return false
    }
}
