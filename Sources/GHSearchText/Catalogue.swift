/// Every string ghsearch shows a person, in one language:
/// English (the default) or Korean. Views ask the catalogue; none spells
/// out user-facing text itself. Each target adds the words of its own
/// domain in extensions. English strings are exactly those ghsearch
/// always showed.
public struct Catalogue: Sendable {
    public let language: Language

    public init(_ language: Language) {
        self.language = language
    }

    public static let english = Catalogue(.en)
    public static let korean = Catalogue(.ko)

    /// Korean rather than English.
    package var ko: Bool { language == .ko }
}
