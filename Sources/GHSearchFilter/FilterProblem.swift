/// Why a word of a filter was not understood, for the status line (the
/// word is left out; the rest of the filter applies).
public struct FilterProblem: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// `language:` with nothing after it.
        case missingValue
        /// A value outside a fixed set (`fork:maybe`); the accepted ones.
        case notOneOf([String])
        /// Not a count (`stars:lots`, `stars:>`).
        case notANumber
        /// Not a date (`pushed:2024-13-01`).
        case notADate
        /// A range with its lower end above its upper one (`stars:50..10`).
        case emptyRange
        /// A key that is not a qualifier but close to one (`lang:`): the one meant.
        case unknownQualifier(suggestion: String)
        /// `-sort:`, `-fork:`, `-archived:`: negation does not apply.
        case notNegatable
        /// `|` next to a qualifier: it joins words only.
        case barNextToQualifier
    }

    /// The word as typed.
    public let word: String
    /// The qualifier's key (`language`), or the key as typed for `unknownQualifier`.
    public let key: String
    public let kind: Kind

    /// An English sentence (`text(in:)` has it in every UI language).
    public var description: String { text(in: .en) }
}
