/// Makes user-typed text safe to echo in a message: control characters are
/// shown as `\u{…}` and very long text is cut, so an error about bad input can
/// never itself corrupt the terminal.
enum TerminalSafe {
    static func quote(_ text: String, limit: Int = 80) -> String {
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count >= limit { out += "…"; break }
            let v = scalar.value
            if v < 0x20 || v == 0x7F || (v >= 0x80 && v <= 0x9F) || (v >= 0x202A && v <= 0x202E) || (v >= 0x2066 && v <= 0x2069) {
                out += "\\u{" + String(v, radix: 16) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return out
    }
}
