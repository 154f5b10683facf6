/// The points of a match, after fzf's: every matched character is worth
/// `match`; a gap costs `gapStart` then `gapExtension` per character; a
/// character at a word boundary or a camelCase/digit step earns a bonus, the
/// first character of the pattern twice over; characters of a consecutive run
/// keep the bonus of the run's first character (at least `consecutive`).
/// The values balance so that a boundary bonus is used up by a gap of about
/// eight characters: acronyms win over scattered letters, but not over a
/// tight match.
enum MatchScoring {
    static let match: Int16 = 16
    static let gapStart: Int16 = -3
    static let gapExtension: Int16 = -1
    static let boundary: Int16 = match / 2
    static let nonWord: Int16 = match / 2
    static let camel123: Int16 = boundary + gapExtension
    static let consecutive: Int16 = -(gapStart + gapExtension)
    static let firstCharMultiplier: Int16 = 2
    /// A boundary after white space (or at the start of a field).
    static let boundaryWhite: Int16 = boundary + 2
    /// A boundary after `/ , : ; |`.
    static let boundaryDelimiter: Int16 = boundary + 1

    /// Extra points (before the field's weight) when the match covers the
    /// whole field: a repository named exactly what was typed comes before
    /// the ones whose name only starts with it.
    static let wholeField = Int(match)

    /// Extra points (after the field's weight) when a word matches in
    /// pieces that each begin a word (`MatchScratch.matchesAtWordStarts`):
    /// more than the word can score anywhere, so such a match in any field
    /// outranks a scattered one in the name (`tui`: `Terminal UI` in a
    /// description before `cache-tutorial`).
    static func wordStart(bound: Int) -> Int {
        bound * FilterField.name.weight + 1
    }

    /// The bonus of a position of class `current` after one of class `previous`.
    static func bonus(after previous: MatchCharacterClass, _ current: MatchCharacterClass) -> Int16 {
        if current.rawValue > MatchCharacterClass.nonWord.rawValue {
            switch previous {
            case .white: return boundaryWhite
            case .delimiter: return boundaryDelimiter
            case .nonWord: return boundary
            default: break
            }
        }
        if previous == .lower && current == .upper || previous != .number && current == .number {
            return camel123
        }
        switch current {
        case .nonWord, .delimiter: return nonWord
        case .white: return boundaryWhite
        default: return 0
        }
    }

    /// `startsWord[previous * MatchCharacterClass.count + current]`: whether
    /// a character of class `current` after one of class `previous` begins
    /// a word (the boundary bonuses the word-start rule looks for).
    static let startsWord: [Bool] = bonusTable.map { $0 >= camel123 }

    /// `bonus(after:_:)` for every pair, indexed `previous * count + current`.
    static let bonusTable: [Int16] = {
        var table = [Int16](repeating: 0, count: MatchCharacterClass.count * MatchCharacterClass.count)
        for p in 0..<MatchCharacterClass.count {
            for c in 0..<MatchCharacterClass.count {
                table[p * MatchCharacterClass.count + c] =
                    bonus(after: MatchCharacterClass(rawValue: UInt8(p))!, MatchCharacterClass(rawValue: UInt8(c))!)
            }
        }
        return table
    }()

    /// The most a fuzzy pattern of `length` characters can score in one field.
    static func bestPossible(length: Int) -> Int {
        guard length > 0 else { return 0 }
        let top = Int(match + boundaryWhite)
        return top + Int(boundaryWhite) + (length - 1) * top + wholeField
    }
}
