/// One word of a filter, in fzf's extended-search syntax:
///
/// | typed      | kind            | matches a repository whose…                          |
/// |------------|-----------------|-------------------------------------------------------|
/// | `sbtrkt`   | `.fuzzy`        | name, description, topics or language holds s…b…t…r…k…t |
/// | `'wild`    | `.exact`        | fields hold `wild` as typed                          |
/// | `'wild'`   | `.exactBoundary`| fields hold `wild` as a whole word                   |
/// | `^music`   | `.prefix`       | name starts with `music`                              |
/// | `.rs$`     | `.suffix`       | name ends with `.rs`                                  |
/// | `^core$`   | `.equal`        | name is `core`                                        |
/// | `!fire`    | inverse `.exact`| fields do not hold `fire` (`!^`, `!…$`, `!'fuzzy` too) |
///
/// Smart case: a word with an upper-case letter matches case-sensitively.
/// A word without diacritics ignores them (`cafe` finds `Café`); one with
/// them (`café`) wants them.
public struct FilterTerm: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case fuzzy, exact, exactBoundary, prefix, suffix, equal
    }

    public let kind: Kind
    /// `!`: the row must *not* match.
    public let isInverse: Bool
    /// What is looked for, operators removed.
    public let text: String
    public let isCaseSensitive: Bool
    /// Whether diacritics are ignored (the word has none).
    public let ignoresDiacritics: Bool

    /// The word's units (`MatchText`), as typed.
    let units: [UInt32]
    /// The units as they compare under `comparison`.
    let keys: [UInt32]
    let comparison: Comparison
    /// Every character's mask bit: a field lacking one cannot match.
    let mask: UInt64
    /// For ASCII fields: the byte(s) each unit can be, or nil when some unit
    /// can never be ASCII (then no ASCII field can match).
    let asciiNeedles: [AsciiNeedle]?

    /// How a text unit is turned into the key compared with `keys`.
    enum Comparison: Sendable, Hashable {
        /// Lower-cased, diacritics dropped.
        case folded
        /// Diacritics dropped, case kept (an upper-case letter's key carries `upperBit`).
        case foldedCaseSensitive
        /// Lower-cased, diacritics kept.
        case lowered
        /// As typed.
        case exact
    }

    struct AsciiNeedle: Sendable, Hashable {
        var byte: UInt8
        var other: UInt8  // the other case, or `byte` again
    }

    static let upperBit: UInt32 = 1 << 31

    public init(kind: Kind, text: String, isInverse: Bool = false) {
        self.kind = kind
        self.isInverse = isInverse
        self.text = text
        let units = MatchText.units(of: text)
        self.units = units
        let caseSensitive = units.contains(where: ScalarFolding.isUpper)
        let plain = units.allSatisfy { ScalarFolding.fold($0) == ScalarFolding.lower($0) }
        isCaseSensitive = caseSensitive
        ignoresDiacritics = plain
        let comparison: Comparison = plain ? (caseSensitive ? .foldedCaseSensitive : .folded) : (caseSensitive ? .exact : .lowered)
        self.comparison = comparison
        keys = units.map { FilterTerm.key($0, comparison) }
        mask = units.reduce(0) { $0 | MatchText.maskBit(ScalarFolding.fold($1)) }
        var needles: [AsciiNeedle]? = []
        for key in keys {
            let byte = key & ~FilterTerm.upperBit
            guard byte < 0x80 else { needles = nil; break }
            let b = UInt8(byte)
            let isLetter = (b | 0x20) &- 0x61 < 26
            switch comparison {
            case .folded, .lowered:
                needles?.append(AsciiNeedle(byte: b, other: isLetter ? b & ~0x20 : b))
            case .foldedCaseSensitive:
                let raw = key & FilterTerm.upperBit != 0 ? b & ~0x20 : b
                needles?.append(AsciiNeedle(byte: raw, other: raw))
            case .exact:
                needles?.append(AsciiNeedle(byte: b, other: b))
            }
        }
        asciiNeedles = needles
    }

    /// The key of a text unit `raw` under `comparison`.
    @inline(__always)
    static func key(_ raw: UInt32, _ comparison: Comparison) -> UInt32 {
        switch comparison {
        case .folded: return ScalarFolding.fold(raw)
        case .foldedCaseSensitive:
            return ScalarFolding.fold(raw) | (ScalarFolding.isUpper(raw) ? upperBit : 0)
        case .lowered: return ScalarFolding.lower(raw)
        case .exact: return raw
        }
    }

    /// `^`, `$`, `^…$`: looked for in the name only.
    var isAnchored: Bool {
        switch kind {
        case .prefix, .suffix, .equal: return true
        case .fuzzy, .exact, .exactBoundary: return false
        }
    }

    public static func == (lhs: FilterTerm, rhs: FilterTerm) -> Bool {
        lhs.kind == rhs.kind && lhs.isInverse == rhs.isInverse && lhs.text == rhs.text
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(isInverse)
        hasher.combine(text)
    }
}
