import GHSearchText
/// What a user typed as a GitHub user name, judged before any request.
public enum GitHubLogin: Sendable, Equatable {
    /// Nothing to search: an empty result, no request.
    case empty
    /// A name GitHub could have; searched as one percent-encoded path segment.
    case valid(String)
    /// A name GitHub could never have: a clear message, no request.
    case invalid(String, reason: InvalidReason)

    public enum InvalidReason: Sendable, Equatable {
        case tooLong(Int)
        case badCharacter(Character)
    }

    /// GitHub's limit on the length of a user or organisation name.
    public static let maximumLength = 39

    /// Judges `text`, trimmed of surrounding white space. Letters, digits,
    /// `-` and `_` are allowed; legacy names such as `foo-` or `Roger--Han`
    /// (which GitHub no longer lets anyone register but still serves) pass.
    public init(_ text: String) {
        let trimmed = text.trimmingSpaces()
        if trimmed.isEmpty { self = .empty; return }
        if let bad = trimmed.first(where: { !GitHubLogin.isAllowed($0) }) {
            self = .invalid(trimmed, reason: .badCharacter(bad))
            return
        }
        if trimmed.utf8.count > GitHubLogin.maximumLength {
            self = .invalid(trimmed, reason: .tooLong(trimmed.utf8.count))
            return
        }
        self = .valid(trimmed)
    }

    private static func isAllowed(_ c: Character) -> Bool {
        guard c.isASCII, let v = c.asciiValue else { return false }
        return (v >= 48 && v <= 57) || (v >= 65 && v <= 90) || (v >= 97 && v <= 122) || v == 45 || v == 95
    }
}

/// Percent-encodes `text` so it is exactly one URL path segment: everything
/// but RFC 3986 unreserved characters is encoded, so `/`, `?`, `#`, `%` and
/// `..` can never change the path or the query.
public func percentEncodedPathSegment(_ text: String) -> String {
    // '.' alone or '..' would be a dot-segment.
    percentEncodedUnreserved(text, encodingDots: text == "." || text == "..")
}
