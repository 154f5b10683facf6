import FoundationEssentials

/// Reads a page of `GET /users/{username}/starred` (or `/user/starred`):
/// asked for as `application/vnd.github.star+json`, each element is
/// `{"starred_at": "…", "repo": {…}}`; a server that ignores the media type
/// sends the repositories themselves, which are read as they are. The rest
/// is `RepositoryScanner`'s: lossy fields, elements that are no repository
/// skipped and counted, never a trap.
enum StarredScanner {
    static func scan(_ body: [UInt8]) -> Result<RepositoryList, RepositoryDecoder.Failure> {
        RepositoryScanner.scan(body) { (cursor: inout JSONCursor) throws(JSONMalformed) in try cursor.starredList() }
    }
}

private let starKeys = JSONKeys(["starred_at", "repo"])

extension JSONCursor {
    /// The elements of a starred list (the cursor on its `[`).
    mutating func starredList() throws(JSONMalformed) -> RepositoryList {
        var list = RepositoryList()
        try array { (cursor: inout JSONCursor) throws(JSONMalformed) in
            // Read as a star first; an element without `repo` is read again as a repository.
            var probe = cursor
            var repository: Repository?
            var starredAt: Date?
            var wrapped = false
            let valid = try probe.members(starKeys) { (inner: inout JSONCursor, index: Int) throws(JSONMalformed) in
                if index == 0 {
                    starredAt = try inner.dateValue()
                } else {
                    wrapped = true
                    repository = try inner.repository()
                }
            }
            if wrapped {
                cursor = probe
                if valid, var repository {
                    repository.starredAt = starredAt
                    list.repositories.append(repository)
                } else {
                    list.skipped += 1
                }
            } else if let repository = try cursor.repository() {
                list.repositories.append(repository)
            } else {
                list.skipped += 1
            }
        }
        return list
    }
}
