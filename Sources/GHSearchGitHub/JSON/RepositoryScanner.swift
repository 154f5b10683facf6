import FoundationEssentials

/// Reads a page of `GET /users/{id}/repos` straight from its bytes: one pass,
/// no tree, only the fields `Repository` holds are turned into values and the
/// rest (most of each ~5 kB object: URLs, ids, permissions) is skipped.
///
/// It answers exactly as Foundation's `JSONDecoder` did with lossy fields:
/// the whole document must be JSON; a field of the wrong type (or a string
/// with a bad escape) is nil; of duplicate keys the first counts; elements
/// that are not objects, have no string `name`, or have a key that cannot be
/// decoded are skipped, and counted, so that the caller can say so; invalid
/// UTF-8 becomes U+FFFD. One difference, on purpose: a top-level `null` is
/// JSON that is not a list (JSONDecoder called it no value at all). A pure
/// function: any bytes give a result, never a trap.
enum RepositoryScanner {
    /// The page's list, read by `list` from the cursor on its `[` (a
    /// user's list by default; a list of stars through `StarredScanner`).
    static func scan(
        _ body: [UInt8],
        list readList: (inout JSONCursor) throws(JSONMalformed) -> RepositoryList = { (cursor: inout JSONCursor) throws(JSONMalformed) in
            try cursor.repositoryList()
        }
    ) -> Result<RepositoryList, RepositoryDecoder.Failure> {
        body.withUnsafeBufferPointer { scan(bytes: $0, list: readList) }
    }

    /// `scan` of bytes the caller holds.
    static func scan(
        bytes buffer: UnsafeBufferPointer<UInt8>,
        list readList: (inout JSONCursor) throws(JSONMalformed) -> RepositoryList = { (cursor: inout JSONCursor) throws(JSONMalformed) in
            try cursor.repositoryList()
        }
    ) -> Result<RepositoryList, RepositoryDecoder.Failure> {
        var cursor = JSONCursor(bytes: buffer)
        do throws(JSONMalformed) {
            cursor.skipByteOrderMark()
            cursor.skipWhitespace()
            switch cursor.byte {
            case UInt8(ascii: "["):
                let list = try readList(&cursor)
                try cursor.expectEnd()
                return .success(list)
            case UInt8(ascii: "{"):
                let message = try cursor.errorMessage()
                try cursor.expectEnd()
                return .failure(.notAnArray(message: message))
            default:
                try cursor.skipValue()
                try cursor.expectEnd()
                return .failure(.notAnArray(message: nil))
            }
        } catch {
            return .failure(.notJSON)
        }
    }

    /// The `message` of a top-level object such as `{"message":"Not Found"}`.
    static func errorMessage(_ body: [UInt8]) -> String? {
        body.withUnsafeBufferPointer { buffer in
            var cursor = JSONCursor(bytes: buffer)
            cursor.skipByteOrderMark()
            cursor.skipWhitespace()
            guard cursor.byte == UInt8(ascii: "{"),
                  let message = try? cursor.errorMessage(), (try? cursor.expectEnd()) != nil else { return nil }
            return message
        }
    }
}

/// The keys read from each repository object, in `RepositoryKey` order.
private let repositoryKeyOrder = RepositoryKey.allCases
private let repositoryKeys = JSONKeys(repositoryKeyOrder.map(\.rawValue))
private let licenseKeys = JSONKeys(["key", "name", "spdx_id"])
private let ownerKeys = JSONKeys(["login", "avatar_url", "html_url"])
private let messageKeys = JSONKeys(["message"])

private enum RepositoryKey: String, CaseIterable {
    case id, name, full_name, html_url, description, language, homepage
    case stargazers_count, forks_count, watchers_count, open_issues_count, size
    case fork, archived, is_template, `private`, visibility, default_branch
    case topics, license, owner, created_at, updated_at, pushed_at, clone_url, ssh_url
}

// Internal (not private): the search answer's reader (`SearchPageScanner`) reads its items
// and error objects with the same steps.
extension JSONCursor {
    mutating func expectEnd() throws(JSONMalformed) {
        skipWhitespace()
        guard isAtEnd else { throw JSONMalformed() }
    }

    /// A string value; any other value is skipped and gives nil.
    mutating func stringValue() throws(JSONMalformed) -> String? {
        guard byte == UInt8(ascii: "\"") else { try skipValue(); return nil }
        return try string().value
    }

    /// A timestamp (`ISO8601`), read from the string's own bytes when it has
    /// no escapes; any other value is skipped and gives nil.
    mutating func dateValue() throws(JSONMalformed) -> Date? {
        guard byte == UInt8(ascii: "\"") else { try skipValue(); return nil }
        let text = try string()
        return text.isPlain ? ISO8601.parse(text.bytes) : text.value.flatMap(ISO8601.parse)
    }

    mutating func intValue() throws(JSONMalformed) -> Int? {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number().int
        default: try skipValue(); return nil
        }
    }

    /// The string elements of an array (others dropped); [] for any other value.
    mutating func stringsValue() throws(JSONMalformed) -> [String] {
        guard byte == UInt8(ascii: "[") else { try skipValue(); return [] }
        var values: [String] = []
        try array { (cursor: inout JSONCursor) throws(JSONMalformed) in
            if let value = try cursor.stringValue() { values.append(value) }
        }
        return values
    }

    /// Reads an object's members whose keys are in `keys`, each first one
    /// only, through `read(index)`, which must consume the value. False when
    /// the value is not an object or one of its keys cannot be decoded (a
    /// keyed container could not be made of it).
    mutating func members(_ keys: JSONKeys, _ read: (inout JSONCursor, Int) throws(JSONMalformed) -> Void) throws(JSONMalformed) -> Bool {
        guard byte == UInt8(ascii: "{") else { try skipValue(); return false }
        var seen: UInt64 = 0
        var keysDecode = true
        try object { (cursor: inout JSONCursor, key: JSONString) throws(JSONMalformed) in
            if let index = keys.index(of: key), index < 64, seen & (1 << index) == 0 {
                seen |= 1 << index
                try read(&cursor, index)
            } else {
                if !key.isPlain, key.value == nil { keysDecode = false }
                try cursor.skipValue()
            }
        }
        return keysDecode
    }

    mutating func errorMessage() throws(JSONMalformed) -> String? {
        var message: String?
        let valid = try members(messageKeys) { (cursor: inout JSONCursor, _: Int) throws(JSONMalformed) in
            message = try cursor.stringValue()
        }
        return valid ? message : nil
    }

    mutating func license() throws(JSONMalformed) -> Repository.License? {
        try threeStrings(licenseKeys).map { Repository.License(key: $0.0, name: $0.1, spdxID: $0.2) }
    }

    mutating func owner() throws(JSONMalformed) -> Repository.Owner? {
        try threeStrings(ownerKeys).map { Repository.Owner(login: $0.0, avatarURL: $0.1, htmlURL: $0.2) }
    }

    /// The string members of an object named by `keys` (three of them), in
    /// the keys' order; nil when it is not an object or one of its keys
    /// cannot be decoded.
    private mutating func threeStrings(_ keys: JSONKeys) throws(JSONMalformed) -> (String?, String?, String?)? {
        var strings: (String?, String?, String?) = (nil, nil, nil)
        let valid = try members(keys) { (cursor: inout JSONCursor, index: Int) throws(JSONMalformed) in
            let value = try cursor.stringValue()
            switch index {
            case 0: strings.0 = value
            case 1: strings.1 = value
            default: strings.2 = value
            }
        }
        return valid ? strings : nil
    }

    /// The elements of an array (the cursor is on its `[`): the repositories,
    /// and how many elements were skipped as not repositories.
    mutating func repositoryList() throws(JSONMalformed) -> RepositoryList {
        var list = RepositoryList()
        // Room for the repositories the rest of the bytes can hold (an
        // element of GitHub's is over a kilobyte; a page holds at most 100),
        // made once instead of grown seven times.
        list.repositories.reserveCapacity(min(100, (bytes.count - index) / 1024))
        var repeats = RepositoryRepeats()
        try array { (cursor: inout JSONCursor) throws(JSONMalformed) in
            if let repository = try cursor.repository(repeats: &repeats) {
                list.repositories.append(repository)
            } else {
                list.skipped += 1
            }
        }
        return list
    }

    /// One element of the page: a repository, or nil when it is skipped.
    mutating func repository() throws(JSONMalformed) -> Repository? {
        var repeats = RepositoryRepeats()
        return try repository(repeats: &repeats)
    }

    /// The same, an owner or license that repeats the element read before
    /// (`repeats`) taken from it.
    mutating func repository(repeats: inout RepositoryRepeats) throws(JSONMalformed) -> Repository? {
        var r = Repository(name: "")
        var name: String?
        let valid = try members(repositoryKeys) { (cursor: inout JSONCursor, index: Int) throws(JSONMalformed) in
            guard repositoryKeyOrder.indices.contains(index) else { return try cursor.skipValue() }
            let key = repositoryKeyOrder[index]
            switch key {
            case .id: r.id = try cursor.intValue()
            case .name: name = try cursor.stringValue()
            case .full_name: r.fullName = try cursor.stringValue()
            case .html_url: r.htmlURL = try cursor.stringValue()
            case .description: r.description = try cursor.stringValue()
            case .language: r.language = try cursor.stringValue()
            case .homepage: r.homepage = try cursor.stringValue()
            case .stargazers_count: r.stargazersCount = try cursor.intValue()
            case .forks_count: r.forksCount = try cursor.intValue()
            case .watchers_count: r.watchersCount = try cursor.intValue()
            case .open_issues_count: r.openIssuesCount = try cursor.intValue()
            case .size: r.size = try cursor.intValue()
            case .fork: r.isFork = try cursor.bool()
            case .archived: r.isArchived = try cursor.bool()
            case .is_template: r.isTemplate = try cursor.bool()
            case .private: r.isPrivate = try cursor.bool()
            case .visibility: r.visibility = try cursor.stringValue()
            case .default_branch: r.defaultBranch = try cursor.stringValue()
            case .topics: r.topics = try cursor.stringsValue()
            case .license: r.license = try repeats.license.read(&cursor) { (cursor: inout JSONCursor) throws(JSONMalformed) in try cursor.license() }
            case .owner: r.owner = try repeats.owner.read(&cursor) { (cursor: inout JSONCursor) throws(JSONMalformed) in try cursor.owner() }
            case .created_at: r.createdAt = try cursor.dateValue()
            case .updated_at: r.updatedAt = try cursor.dateValue()
            case .pushed_at: r.pushedAt = try cursor.dateValue()
            case .clone_url: r.cloneURL = try cursor.stringValue()
            case .ssh_url: r.sshURL = try cursor.stringValue()
            }
        }
        guard valid, let name else { return nil }
        r.name = name
        return r
    }
}
