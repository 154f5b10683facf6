/// What kind of character a matched position is, for the boundary bonuses
/// of `MatchScoring` (fzf's classes: a match right after white space, a
/// delimiter or other punctuation, or at a lower→upper or letter→digit step,
/// is worth more than one inside a word).
enum MatchCharacterClass: UInt8, Sendable {
    case white = 0
    case nonWord
    case delimiter
    case lower
    case upper
    case letter
    case number

    static let count = 7

    /// The class of a field's start: a match at position 0 counts as
    /// following white space.
    static let start = MatchCharacterClass.white

    /// Classes of the 128 ASCII bytes.
    static let ascii: [MatchCharacterClass] = (0..<128).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return .lower
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return .upper
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case UInt8(ascii: " "), 0x09...0x0D: return .white
        case UInt8(ascii: "/"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "|"): return .delimiter
        default: return .nonWord
        }
    }

    /// `ascii`'s raw values (what a loop over bytes reads).
    static let asciiRaw: [UInt8] = ascii.map(\.rawValue)

    /// The class of any scalar (ASCII by table, the rest by its Unicode properties).
    static func of(_ scalar: Unicode.Scalar) -> MatchCharacterClass {
        if scalar.isASCII { return ascii[Int(scalar.value)] }
        let properties = scalar.properties
        if properties.isLowercase { return .lower }
        if properties.isUppercase { return .upper }
        switch properties.generalCategory {
        case .decimalNumber, .letterNumber, .otherNumber: return .number
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return .letter
        case .spaceSeparator, .lineSeparator, .paragraphSeparator: return .white
        default: return properties.isWhitespace ? .white : .nonWord
        }
    }
}
