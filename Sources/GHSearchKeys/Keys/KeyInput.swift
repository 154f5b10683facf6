/// What `KeyDecoder` makes of the characters a terminal sends.
public enum KeyInput: Hashable, Sendable {
    /// A character typed as text.
    case text(Unicode.Scalar)
    /// A key (a control character, an Alt-combination, a cursor, editing
    /// or function key, with its modifiers).
    case key(Key)
    /// A mouse report (SGR, mode 1006).
    case mouse(MouseEvent)
    /// A complete sequence that names no key ghsearch knows (a mouse
    /// report in X10's form, a focus event, a key with Super, a kitty key release …):
    /// dropped whole, never text.
    case unrecognised
}
