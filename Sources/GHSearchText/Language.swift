/// The language of everything ghsearch says to a person: English (the
/// default) or Korean. Each domain renders its own messages in it.
public enum Language: String, Sendable, CaseIterable {
    case en, ko
}
