/// Decodes a page of `GET /users/{id}/repos`: a JSON array of repository
/// objects. Unknown fields are ignored, nulls and wrongly typed fields become
/// nil, elements without a `name` (or that are not objects) are skipped —
/// and counted (`decodeList`), so that the user is told: the rows that are
/// repositories are still shown, and the answer is reported as incomplete
/// (`GitHubError.notRepositories`). Invalid UTF-8 inside strings is
/// repaired to U+FFFD instead of failing. The work is done by
/// `RepositoryScanner` in one pass over the bytes.
public enum RepositoryDecoder {
    public enum Failure: Error, Sendable, Equatable {
        /// The body is not JSON at all (or is cut short).
        case notJSON
        /// Valid JSON, but not an array (e.g. an error object and its message, or `null`).
        case notAnArray(message: String?)
    }

    /// The repositories of the page (the elements skipped not counted).
    public static func decode(_ body: [UInt8]) throws(Failure) -> [Repository] {
        try decodeList(body).repositories
    }

    /// The repositories of the page and how many elements were skipped.
    public static func decodeList(_ body: [UInt8]) throws(Failure) -> RepositoryList {
        try RepositoryScanner.scan(body).get()
    }

    /// The `message` of a GitHub error body such as `{"message":"Not Found",…}`.
    public static func errorMessage(_ body: [UInt8]) -> String? {
        RepositoryScanner.errorMessage(body)
    }
}
