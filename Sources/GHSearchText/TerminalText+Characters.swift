extension TerminalText {
    /// Calls `body` with the display width of each `Character` of `string`
    /// in turn and the UTF-8 offset where it ends. A scalar that surely
    /// ends its character (it and the one after it are of the kinds that
    /// always have a grapheme break between them) is measured alone, from
    /// the string's bytes; any other character is made and measured whole.
    @inline(__always)
    static func forEachCharacter(of string: String, _ body: (_ width: Int, _ end: Int) -> Void) {
        var bytes = string
        bytes.withUTF8 { buffer in
            guard !buffer.isEmpty else { return }
            var offset = 0
            // The scalar at `offset`, decoded once (also as the one after the last).
            var current = Self.scalar(in: buffer, at: 0)
            while offset < buffer.count {
                let next = offset + current.length
                if breaksWhenPaired(current.scalar) {
                    let following = next < buffer.count ? Self.scalar(in: buffer, at: next) : nil
                    if following.map({ breaksWhenPaired($0.scalar) }) ?? true {
                        offset = next
                        body(width(ofLoneScalar: current.scalar), offset)
                        if let following { current = following }
                        continue
                    }
                }
                let utf8 = string.utf8
                let start = utf8.index(utf8.startIndex, offsetBy: offset)
                let characterWidth = width(of: string[start])
                offset = utf8.distance(from: utf8.startIndex, to: string.index(after: start))
                body(characterWidth, offset)
                if offset < buffer.count { current = Self.scalar(in: buffer, at: offset) }
            }
        }
    }

    /// The scalar whose UTF-8 encoding starts at `offset` of `buffer`
    /// (valid UTF-8, as a `String`'s is), and its length in bytes.
    private static func scalar(in buffer: UnsafeBufferPointer<UInt8>, at offset: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = UInt32(buffer[offset])
        func continuation(_ index: Int) -> UInt32 { UInt32(buffer[offset + index] & 0x3F) }
        let value: UInt32
        let length: Int
        switch lead {
        case ..<0x80: value = lead; length = 1
        case ..<0xE0: value = (lead & 0x1F) << 6 | continuation(1); length = 2
        case ..<0xF0: value = (lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2); length = 3
        default: value = (lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3); length = 4
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// Whether there is a grapheme break between this scalar and any other
    /// of these kinds, whatever came before (the standard library's own
    /// quick check, less the controls): printable ASCII, Latin and the
    /// other scalars below the combining marks, Cyrillic letters, general
    /// punctuation, CJK punctuation, kana, Han ideographs and Yi, Hangul
    /// syllables, full-width forms.
    private static func breaksWhenPaired(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0x2FF, 0x400...0x482, 0x2010...0x2029, 0x3000...0x3029, 0x3041...0x3096,
             0x30A1...0x30FC, 0x3400...0xA4CF, 0xAC00...0xD7AF, 0xFF01...0xFF9D:
            true
        default:
            false
        }
    }
}
