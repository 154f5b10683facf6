/// Reads a search answer, `{"total_count":…,"incomplete_results":…,"items":[…]}`,
/// in one pass over its bytes: the items through the same reader as a
/// user's list (`RepositoryScanner`), the rest skipped. The members may come
/// in any order; unknown ones are ignored. Wrongly typed counts are
/// rejected rather than guessed at: a page whose `total_count` cannot be
/// read, or without an `items` array, is not a search answer. Any bytes give
/// a result, never a trap.
enum SearchPageScanner {
    struct Content: Sendable, Equatable {
        var totalCount: Int
        var incompleteResults: Bool
        var repositories: [Repository]
        /// Items that were not repositories (not objects, or without a string `name`).
        var skipped = 0
    }

    enum Failure: Error, Sendable, Equatable {
        /// The body is not JSON at all (or is cut short).
        case notJSON
        /// JSON, but not a search answer; the `message` of an error object if it has one.
        case notASearchAnswer(message: String?)
    }

    static func scan(_ body: [UInt8]) -> Result<Content, Failure> {
        body.withUnsafeBufferPointer { buffer in
            var cursor = JSONCursor(bytes: buffer)
            do throws(JSONMalformed) {
                cursor.skipByteOrderMark()
                cursor.skipWhitespace()
                guard cursor.byte == UInt8(ascii: "{") else {
                    try cursor.skipValue()
                    try cursor.expectEnd()
                    return .failure(.notASearchAnswer(message: nil))
                }
                var totalCount: Int?
                var incomplete: Bool?
                var items: RepositoryList?
                var message: String?
                _ = try cursor.members(searchKeys) { (cursor: inout JSONCursor, index: Int) throws(JSONMalformed) in
                    switch index {
                    case 0: totalCount = try cursor.intValue()
                    case 1: incomplete = try cursor.bool()
                    case 2:
                        guard cursor.byte == UInt8(ascii: "[") else { return try cursor.skipValue() }
                        items = try cursor.repositoryList()
                    default: message = try cursor.stringValue()
                    }
                }
                try cursor.expectEnd()
                guard let totalCount, totalCount >= 0, let items else {
                    return .failure(.notASearchAnswer(message: message))
                }
                return .success(Content(totalCount: totalCount, incompleteResults: incomplete ?? false,
                                        repositories: items.repositories, skipped: items.skipped))
            } catch {
                return .failure(.notJSON)
            }
        }
    }
}

private let searchKeys = JSONKeys(["total_count", "incomplete_results", "items", "message"])
