/// What `GET /search/repositories` is asked: the query exactly as the user
/// typed it (GitHub's qualifiers such as `language:swift stars:>100` are
/// GitHub's to read) and the order of the results.
public struct RepositorySearchRequest: Sendable, Equatable {
    /// GitHub's orders for repository search (best match when none).
    public enum Sort: String, Sendable, CaseIterable {
        case stars, forks, updated
        case helpWantedIssues = "help-wanted-issues"
    }

    public enum Order: String, Sendable, CaseIterable {
        case ascending = "asc"
        case descending = "desc"
    }

    public var query: String
    public var sort: Sort?
    /// Sent only with a `sort` (GitHub ignores it otherwise).
    public var order: Order?
    /// 1…100; GitHub's maximum makes the fewest requests.
    public var perPage: Int

    /// Longest query sent, in UTF-8 bytes. GitHub reads at most 256
    /// characters of text (qualifiers not counted) and refuses more with its
    /// own message; a query this long can only be a paste gone wrong, and
    /// would make a URL longer than servers accept.
    public static let maximumQueryBytes = 16 * 1024

    public init(query: String, sort: Sort? = nil, order: Order? = nil, perPage: Int = 100) {
        self.query = query
        self.sort = sort
        self.order = order
        self.perPage = max(1, min(100, perPage))
    }

    /// True when there is nothing to search for (no request is made).
    public var isEmpty: Bool {
        query.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
    }
}
