/// Why a `--color` value cannot be read; the words are the user's, made
/// terminal-safe when the message is written.
public enum ColorSpecError: Error, Sendable, Equatable {
    /// Nothing but commas and spaces.
    case empty
    /// A word that is neither a base scheme nor `NAME:…` (`dakr`), or a
    /// `NAME` that is not one ghsearch draws (`gutter:1`).
    case unknownElement(String)
    /// `hl:` with nothing after the colon.
    case missingValue(element: String)
    /// `hl:#ff00`: a part that is neither a colour nor an attribute.
    case badValue(element: String, value: String)
}
