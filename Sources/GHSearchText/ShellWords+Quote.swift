extension ShellWords {
    /// `word` as one word a shell reads back unchanged, and safe to show on
    /// a terminal: as it is when it holds only characters no shell treats
    /// specially; else in single quotes (`'` as `'\''`); and when it holds a
    /// control, format or line-separator character, in `$'…'` with those
    /// characters as `\xHH` / `\uHHHH` (bash, zsh and ksh read it; no raw
    /// control character is ever printed).
    public static func quote(_ word: String) -> String {
        if word.isEmpty { return "''" }
        if word.unicodeScalars.allSatisfy(isPlain) { return word }
        guard word.unicodeScalars.contains(where: needsEscape) else {
            return "'" + word.replacingAll("'", with: #"'\''"#) + "'"
        }
        var text = "$'"
        for scalar in word.unicodeScalars {
            switch scalar {
            case "'": text += #"\'"#
            case "\\": text += #"\\"#
            case "\n": text += #"\n"#
            case "\t": text += #"\t"#
            case _ where needsEscape(scalar):
                text += scalar.value < 0x80 ? #"\x"# + hex(scalar.value, digits: 2) : #"\u"# + hex(scalar.value, digits: 4)
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "'"
    }

    /// Every word quoted, joined by spaces.
    public static func quote(_ words: [String]) -> String {
        words.map { quote($0) }.joined(separator: " ")
    }

    private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "@", "%", "+", "=", ":", ",", ".", "/", "-": true
        default: false
        }
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse: true
        default: false
        }
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: false)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

private extension String {
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for character in self {
            if character == target { out += replacement } else { out.append(character) }
        }
        return out
    }
}
