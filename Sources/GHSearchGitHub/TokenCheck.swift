/// Whether text read as a token (`GH_TOKEN`, `GITHUB_TOKEN`, what `gh auth
/// token` printed, a config file's value) can be sent as one.
///
/// GitHub's tokens are letters, digits and `_`, with a prefix that says
/// their kind (`ghp_`, `gho_`, `ghu_`, `ghs_`, `ghr_`, `github_pat_`), or 40
/// hexadecimal digits for the oldest ones; GitHub Enterprise and proxies
/// may issue others. So any visible ASCII character is accepted, and what
/// could never be part of one is refused: control characters (an escape
/// sequence, a line break that would end the header), white space inside,
/// and anything outside ASCII (a `…` pasted from a web page).
///
/// The white space a shell or a file leaves at either end (space, tab, CR,
/// LF, as `gh` trims what `gh auth token` prints) is taken off first; what
/// is then empty is no token at all. Pure: the caller says where the text
/// came from, and the problem never carries the token itself.
public enum TokenCheck {
    /// Why the text is not a token. `position` is 1-based, in characters.
    public enum Problem: Error, Sendable, Equatable {
        case controlCharacter(position: Int)
        case whitespace(position: Int)
        case notASCII(position: Int)
        case tooLong(length: Int)
    }

    /// Longer than any token GitHub issues (GitHub documents 255 as the
    /// most a token may grow to) by a wide margin; longer is not a token.
    public static let maximumLength = 1024

    /// The token in `raw`, nil when `raw` is empty or only white space.
    public static func token(from raw: String) throws(Problem) -> String? {
        let trimmed = trimmingLineSpace(raw)
        guard !trimmed.isEmpty else { return nil }
        var position = 0
        for scalar in trimmed.unicodeScalars {
            position += 1
            switch scalar.value {
            case 0x21...0x7E: continue
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C: throw .whitespace(position: position)
            case 0x00...0x1F, 0x7F...0x9F: throw .controlCharacter(position: position)
            default:
                // Unicode's spaces are white space too; the rest is text that is not ASCII.
                if scalar.properties.isWhitespace { throw .whitespace(position: position) }
                throw .notASCII(position: position)
            }
        }
        guard position <= maximumLength else { throw .tooLong(length: position) }
        return trimmed
    }

    /// `text` without spaces, tabs, CRs and LFs at either end.
    static func trimmingLineSpace(_ text: String) -> String {
        let isLineSpace = { (c: Unicode.Scalar) in c == " " || c == "\t" || c == "\r" || c == "\n" }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isLineSpace($0) }),
              let last = scalars.lastIndex(where: { !isLineSpace($0) }) else { return "" }
        return String(scalars[first...last])
    }
}
