/// The raw bytes between a string's quotes, decoded on demand.
public struct JSONString {
    let bytes: UnsafeBufferPointer<UInt8>
    /// No backslash and no control character: the bytes are the text.
    let isPlain: Bool

    /// The text, with invalid UTF-8 repaired to U+FFFD; nil when an escape
    /// is invalid (unknown, bad hex, lone surrogate) or a control character
    /// appears unescaped, as Foundation's decoder refuses those strings.
    public var value: String? {
        if isPlain { return String(decoding: bytes, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b != UInt8(ascii: "\\") {
                guard b >= 0x20 else { return nil }
                out.append(b)
                i += 1
                continue
            }
            guard i + 1 < bytes.count else { return nil }
            switch bytes[i + 1] {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(bytes[i + 1])
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                guard let unit = hex4(at: i + 2) else { return nil }
                var scalar = unit
                if (0xD800...0xDBFF).contains(unit) {
                    guard i + 7 < bytes.count, bytes[i + 6] == UInt8(ascii: "\\"), bytes[i + 7] == UInt8(ascii: "u"),
                          let low = hex4(at: i + 8), (0xDC00...0xDFFF).contains(low) else { return nil }
                    scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                    i += 6
                } else if (0xDC00...0xDFFF).contains(unit) {
                    return nil
                }
                guard let s = Unicode.Scalar(scalar) else { return nil }
                out.append(contentsOf: s.utf8)
                i += 6
                continue
            default:
                return nil
            }
            i += 2
        }
        return String(decoding: out, as: UTF8.self)
    }

    private func hex4(at start: Int) -> UInt32? {
        guard start + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for i in start..<(start + 4) {
            let b = bytes[i]
            let digit: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}
