/// Writes JSON values as text (RFC 8259). Every control character is
/// escaped, so printed JSON never carries a raw escape sequence.
public enum JSONText {
    public static func string(_ value: String?) -> String {
        guard let value else { return "null" }
        var out = "\""
        out.reserveCapacity(value.utf8.count + 2)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value <= 0x9F) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
        return out
    }

    static func number(_ value: Int?) -> String { value.map(String.init) ?? "null" }
    static func bool(_ value: Bool?) -> String { value.map { $0 ? "true" : "false" } ?? "null" }
}
