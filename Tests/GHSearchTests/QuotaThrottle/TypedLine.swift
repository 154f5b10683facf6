@testable import GHSearchCLI
@testable import GHSearchInteractive
@testable import GHSearchQuota

/// A prompt line as the search stream carries it, for the throttle tests:
/// in search mode a non-empty query is metered; in user mode nothing is.
struct TypedLine: QuotaThrottled, Equatable, CustomStringConvertible {
    var text: String
    var isUrgent = false
    var searchMode = true
    /// Bumped by an explicit retry, so the same text is a new request.
    var generation = 0

    /// The words of the line, one space apart: what GitHub is asked.
    var query: String {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    var isMetered: Bool { searchMode && !query.isEmpty }

    func isSameRequest(as other: TypedLine) -> Bool {
        query == other.query && generation == other.generation && searchMode == other.searchMode
    }

    var description: String { "\"\(text)\"\(isUrgent ? "⏎" : "")" }

    /// The lines a person typing `text` produces, one key at a time.
    static func keystrokes(_ text: String, searchMode: Bool = true) -> [TypedLine] {
        var line = ""
        return text.map { character in
            line.append(character)
            return TypedLine(text: line, searchMode: searchMode)
        }
    }
}
