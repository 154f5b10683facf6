/// The one rule for which characters may reach a terminal as they are,
/// whoever writes them: text from the network (`TerminalText.sanitize`),
/// text a user typed and a message repeats (`TerminalText.quote`), and text
/// put on the prompt line (the line editor uses `sanitize`). Escape
/// sequences are taken apart before this rule applies (`TerminalSanitizer`).
public enum TextSafety {
    /// What a character is to a terminal.
    public enum Kind: Sendable, Equatable {
        /// Shown as it is: printable text, combining marks, joiners, emoji
        /// sequences, CJK, U+FFFD.
        case printable
        /// Tab, line feed, vertical tab, form feed, carriage return, NEL,
        /// line and paragraph separators: a break in the text, shown as one
        /// space (a run of them too).
        case lineBreak
        /// Never shown: every other C0 control, DEL and C1 control (which
        /// move the cursor, ring, or start an escape sequence), bidi
        /// controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069,
        /// which reorder what follows them on screen), deprecated format
        /// controls (U+206A–U+206F), interlinear annotation marks
        /// (U+FFF9–U+FFFB) and the soft hyphen (U+00AD, whose width
        /// terminals disagree on).
        case unsafe
    }

    public static func kind(of scalar: UInt32) -> Kind {
        switch scalar {
        case 0x09...0x0D, 0x85, 0x2028, 0x2029:
            .lineBreak
        case 0x00...0x1F, 0x7F...0x9F, 0xAD, 0x061C, 0x200E, 0x200F,
             0x202A...0x202E, 0x2066...0x206F, 0xFFF9...0xFFFB:
            .unsafe
        default:
            .printable
        }
    }

    public static func kind(of scalar: Unicode.Scalar) -> Kind {
        kind(of: scalar.value)
    }
}
